import 'server-only';
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { DEFAULT_LOCALE, type Locale } from '@/lib/constants';
import { getDb, schema } from '@/lib/server/db';
import { AppError, NotFound } from '@/lib/server/http/errors';
import { consume } from '@/lib/server/rate-limit';
import { PUSH_SUBSCRIPTIONS_MAX, type PushSubscriptionBody } from '@/lib/validation/push';
import { checkPushEndpoint, pushTarget } from './endpoint';
import { pushMessage } from './text';
import { vapidKeys } from './vapid';

const { pushSubscriptions } = schema;

function requirePush() {
  if (!vapidKeys()) throw NotFound('Web push is off on this server');
}

// A browser saves its subscription when push is turned on and again on each visit of the account
// page; a script saving thousands of endpoints is no browser.
export const PUSH_SUBSCRIBE_LIMIT = (userId: number) => ({ key: `push-subscribe:${userId}`, max: 20, windowSeconds: 600 });

/**
 * `POST /v1/push/subscriptions/`: saves this browser's subscription for the member, its endpoint
 * in the one form the server sends to (endpoint.ts). Saving it again updates the keys. An
 * endpoint stored for another member stays theirs (409, nothing changes): a browser signing in to
 * another account has dropped its old subscription first (sign-out does), so its endpoint is new.
 * Past the cap the member's oldest are dropped.
 */
export async function saveSubscription(
  userId: number,
  body: PushSubscriptionBody,
  userAgent: string | null,
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ id: number }> {
  requirePush();
  await consume(PUSH_SUBSCRIBE_LIMIT(userId));
  const checked = checkPushEndpoint(body.endpoint);
  if ('problem' in checked) {
    const message = checked.problem === 'endpointHost' ? 'Unsupported push service' : 'Invalid push endpoint';
    throw new AppError('VALIDATION', message, { endpoint: [checked.problem] });
  }
  const db = await getDb();
  const values = {
    userId,
    endpoint: checked.target.href,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    userAgent: userAgent?.slice(0, 300) || null,
  };
  const taken = () => new AppError('CONFLICT', pushMessage(locale, 'errors.endpointTaken'), { endpoint: ['endpointTaken'] });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { p256dh: values.p256dh, auth: values.auth, userAgent: values.userAgent, failures: 0, createdAt: sql`now()` },
        // Only the member's own row is updated; another member's is left as it is (no row returned).
        setWhere: eq(pushSubscriptions.userId, userId),
      })
      .returning({ id: pushSubscriptions.id });
    if (!row) throw taken();
    const keep = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(PUSH_SUBSCRIPTIONS_MAX);
    await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, keep)));
    return { id: row.id };
  });
}

/** `DELETE /v1/push/subscriptions/`: the member's own subscription only (another's answers 404 and stays). */
export async function deleteSubscription(userId: number, endpoint: string): Promise<{ deleted: number }> {
  const db = await getDb();
  // Stored in its normalised form; a row saved before endpoints were normalised goes by its own.
  const endpoints = [...new Set([endpoint, pushTarget(endpoint)?.href ?? endpoint])];
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(inArray(pushSubscriptions.endpoint, endpoints), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  if (deleted.length === 0) throw NotFound('No such subscription of yours');
  return { deleted: deleted.length };
}
