import { getDb, schema } from '@/lib/server/db';
import { jsonBody, makeAccount, makeItem, type Account } from '@/test/admin-fixtures';
import { callRoute } from '@/test/call-route';
import { POST as propose } from '@/app/api/v1/trades/route';
import { POST as accept } from '@/app/api/v1/trades/[id]/accept/route';
import { POST as decline } from '@/app/api/v1/trades/[id]/decline/route';
import { POST as cancel } from '@/app/api/v1/trades/[id]/cancel/route';
import { POST as confirm } from '@/app/api/v1/trades/[id]/confirm/route';
import { POST as dispute } from '@/app/api/v1/trades/[id]/dispute/route';
import { POST as review } from '@/app/api/v1/trades/[id]/review/route';
import { GET as read } from '@/app/api/v1/trades/[id]/route';

// Fixtures of the trade API tests: members (new, or veterans past the new-trader guards), items,
// and the handshake's routes called as a member would.

const DAY_MS = 86_400_000;

/**
 * A member past the new-trader guards and established for prices and reputation
 * (lib/server/trades/counting.ts): an old account with three completed trades with three partners.
 */
export async function makeVeteran(extra: Partial<typeof schema.users.$inferInsert> = {}): Promise<Account> {
  const db = await getDb();
  const member = await makeAccount({ createdAt: new Date(Date.now() - 60 * DAY_MS), ...extra });
  const partners = await Promise.all([0, 1, 2].map(() => makeAccount()));
  await db.insert(schema.trades).values(
    partners.map((partner) => ({
      proposerId: member.id,
      recipientId: partner.id,
      status: 'completed' as const,
      completedAt: new Date(Date.now() - 30 * DAY_MS),
    })),
  );
  return member;
}

export { makeAccount, makeItem };
export type { Account };

export type Line = { item_id: number; count: number; from_side: 'proposer' | 'recipient' };

/** A gems-for-items body: the proposer gives `count` of the item, the recipient pays `gems`. */
export const sale = (recipient: Account, itemId: number, extra: Record<string, unknown> = {}) => ({
  recipient_uuid: recipient.uuid,
  lines: [{ item_id: itemId, count: 2, from_side: 'proposer' }],
  gems: 3000,
  gems_from: 'recipient',
  message: '2개 3000젬에 팔아요',
  source: 'sellers',
  ...extra,
});

export const proposeAs = (who: Account | null, body: unknown) =>
  callRoute(propose, '/api/v1/trades/', jsonBody('POST', body, who?.auth ?? {}));

const ROUTES = { accept, decline, cancel, confirm } as const;
export type Step = keyof typeof ROUTES;

export const act = (step: Step, id: number, who: Account | null) =>
  callRoute(ROUTES[step], `/api/v1/trades/${id}/${step}/`, { method: 'POST', headers: who?.auth ?? {}, params: { id: String(id) } });

export const disputeAs = (id: number, who: Account, reason: unknown) =>
  callRoute(dispute, `/api/v1/trades/${id}/dispute/`, { ...jsonBody('POST', { reason }, who.auth), params: { id: String(id) } });

export const reviewAs = (id: number, who: Account, body: unknown) =>
  callRoute(review, `/api/v1/trades/${id}/review/`, { ...jsonBody('POST', body, who.auth), params: { id: String(id) } });

export const readAs = (id: number, who: Account | null) =>
  callRoute(read, `/api/v1/trades/${id}/`, { headers: who?.auth ?? {}, params: { id: String(id) } });

/** Proposed by `a` to `b` (a sale of an item by default); answers the trade's id. */
export async function proposed(a: Account, b: Account, body?: Record<string, unknown>): Promise<number> {
  const item = await makeItem();
  const res = await proposeAs(a, body ?? sale(b, item.id));
  if (res.status !== 201) throw new Error(`propose failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}

export async function accepted(a: Account, b: Account, body?: Record<string, unknown>): Promise<number> {
  const id = await proposed(a, b, body);
  const res = await act('accept', id, b);
  if (res.status !== 200) throw new Error(`accept failed: ${res.status} ${JSON.stringify(res.body)}`);
  return id;
}

export async function completed(a: Account, b: Account, body?: Record<string, unknown>): Promise<number> {
  const id = await accepted(a, b, body);
  await act('confirm', id, a);
  const res = await act('confirm', id, b);
  if (res.body?.data?.status !== 'completed') throw new Error(`confirm failed: ${res.status} ${JSON.stringify(res.body)}`);
  return id;
}

export async function tradeNotices(userId: number) {
  const db = await getDb();
  const { and, eq } = await import('drizzle-orm');
  const rows = await db
    .select()
    .from(schema.notifications)
    .where(and(eq(schema.notifications.userId, userId), eq(schema.notifications.kind, 'trade')));
  return rows.map((r) => r.payload as Record<string, unknown>);
}
