import 'server-only';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import { getDb, schema } from '@/lib/server/db';
import { AppError, NotFound } from '@/lib/server/http/errors';
import { PUSH_SUBSCRIPTIONS_MAX, type PushSubscriptionBody } from '@/lib/validation/push';
import { vapidKeys } from './vapid';

const { pushSubscriptions } = schema;

// The push services of the browsers (Chrome and Edge through FCM, Firefox, Safari, Windows).
// The server POSTs to a subscription's endpoint, so only these hosts are accepted: a member
// cannot make it send requests elsewhere. PUSH_ENDPOINT_HOSTS adds more (comma-separated; a
// leading '*.' allows subdomains).
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.services.mozilla.com',
  'web.push.apple.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

function allowedHosts(): string[] {
  const extra = (process.env.PUSH_ENDPOINT_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  return [...PUSH_SERVICE_HOSTS, ...extra];
}

export function isPushServiceHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return allowedHosts().some((rule) => (rule.startsWith('*.') ? host.endsWith(rule.slice(1)) : host === rule));
}

function requirePush() {
  if (!vapidKeys()) throw NotFound('Web push is off on this server');
}

/**
 * `POST /v1/push/subscriptions/`: saves this browser's subscription for the member. Upserted by
 * endpoint: a browser signed in to another account now pushes to this one. Past the cap the
 * member's oldest are dropped.
 */
export async function saveSubscription(userId: number, body: PushSubscriptionBody, userAgent: string | null): Promise<{ id: number }> {
  requirePush();
  if (!isPushServiceHost(new URL(body.endpoint).hostname)) {
    throw new AppError('VALIDATION', 'Unsupported push service', { endpoint: ['endpointHost'] });
  }
  const db = await getDb();
  const values = {
    userId,
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    userAgent: userAgent?.slice(0, 300) || null,
  };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh: values.p256dh, auth: values.auth, userAgent: values.userAgent, failures: 0, createdAt: sql`now()` },
      })
      .returning({ id: pushSubscriptions.id });
    const keep = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(PUSH_SUBSCRIPTIONS_MAX);
    await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, keep)));
    return { id: row!.id };
  });
}

/** `DELETE /v1/push/subscriptions/`: the member's own subscription only (another's answers 404 and stays). */
export async function deleteSubscription(userId: number, endpoint: string): Promise<{ deleted: number }> {
  const db = await getDb();
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  if (deleted.length === 0) throw NotFound('No such subscription of yours');
  return { deleted: deleted.length };
}
