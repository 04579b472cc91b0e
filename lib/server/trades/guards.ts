import 'server-only';
import { and, count, eq, gte, inArray, isNull, or } from 'drizzle-orm';
import type { Conn } from '@/lib/server/audit/log';
import type { Viewer } from '@/lib/server/auth/session';
import { getDb, schema } from '@/lib/server/db';
import { AppError, NotFound } from '@/lib/server/http/errors';
import {
  TRADE_NEW_ACCOUNT_DAYS,
  TRADE_NEW_MIN_COMPLETED,
  TRADE_NEW_OPEN_POSTS,
  TRADE_NEW_OPEN_PROPOSALS,
  TRADE_NEW_POSTS_DAYS,
  TRADE_OPEN_STATUSES,
  TRADE_RARE_RATINGS,
  TRADE_RENAME_FREEZE_HOURS,
  type TradeGuardDto,
} from '@/lib/validation/trades';
import { shareDevice } from './counting';

// Guards for new traders and against the usual scams: a member is "new" while the account is
// young or has few completed trades, and may then hold few open proposals and write few trade
// posts; trading is frozen for a while after a nickname change (a scammer's new name); no trades
// between blocked pairs or between accounts that share an app device id (counting.ts: sessions and
// sign-ins).

export {
  TRADE_NEW_ACCOUNT_DAYS,
  TRADE_NEW_MIN_COMPLETED,
  TRADE_NEW_OPEN_POSTS,
  TRADE_NEW_OPEN_PROPOSALS,
  TRADE_NEW_POSTS_DAYS,
  TRADE_RARE_RATINGS,
  TRADE_RENAME_FREEZE_HOURS,
};

const { trades, users, blocks, posts, items } = schema;
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
/** Post types of trade posts: need (15), sell (16), exchange (17). */
export const TRADE_POST_TYPES: readonly number[] = [15, 16, 17];

export const refuse = (key: string, message: string, meta?: Record<string, unknown>) =>
  new AppError('FORBIDDEN', message, { _: [key] }, undefined, meta);
export const conflict = (key: string, message: string, meta?: Record<string, unknown>) =>
  new AppError('CONFLICT', message, { _: [key] }, undefined, meta);

/** Completed trades of each member (a resolved dispute that completed counts). */
export async function completedCounts(userIds: number[], conn?: Conn): Promise<Map<number, number>> {
  const out = new Map<number, number>(userIds.map((id) => [id, 0]));
  if (userIds.length === 0) return out;
  const db = conn ?? (await getDb());
  const rows = await db
    .select({ proposer: trades.proposerId, recipient: trades.recipientId })
    .from(trades)
    .where(and(eq(trades.status, 'completed'), or(inArray(trades.proposerId, userIds), inArray(trades.recipientId, userIds))));
  for (const r of rows) {
    if (out.has(r.proposer)) out.set(r.proposer, out.get(r.proposer)! + 1);
    if (out.has(r.recipient)) out.set(r.recipient, out.get(r.recipient)! + 1);
  }
  return out;
}

type Standing = { id: number; createdAt: Date; nicknameChangedAt: Date | null };

async function standingOf(userId: number, conn?: Conn): Promise<Standing> {
  const db = conn ?? (await getDb());
  const [row] = await db
    .select({ id: users.id, createdAt: users.createdAt, nicknameChangedAt: users.nicknameChangedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw NotFound('User not found');
  return row;
}

async function isNew(standing: Standing, now: Date, conn?: Conn): Promise<boolean> {
  if (now.getTime() - standing.createdAt.getTime() < TRADE_NEW_ACCOUNT_DAYS * DAY_MS) return true;
  return ((await completedCounts([standing.id], conn)).get(standing.id) ?? 0) < TRADE_NEW_MIN_COMPLETED;
}

/** Whether `userId` is a new trader: a young account or fewer than TRADE_NEW_MIN_COMPLETED completed trades. */
export async function isNewTrader(userId: number, now = new Date(), conn?: Conn): Promise<boolean> {
  return isNew(await standingOf(userId, conn), now, conn);
}

export function frozenUntil(nicknameChangedAt: Date | null, now = new Date()): Date | null {
  if (!nicknameChangedAt) return null;
  const until = new Date(nicknameChangedAt.getTime() + TRADE_RENAME_FREEZE_HOURS * HOUR_MS);
  return until > now ? until : null;
}

async function openProposals(userId: number, conn?: Conn): Promise<number> {
  const db = conn ?? (await getDb());
  const [row] = await db
    .select({ n: count() })
    .from(trades)
    .where(and(eq(trades.proposerId, userId), inArray(trades.status, [...TRADE_OPEN_STATUSES])));
  return row?.n ?? 0;
}

async function recentTradePosts(userId: number, now: Date, conn?: Conn): Promise<number> {
  const db = conn ?? (await getDb());
  const [row] = await db
    .select({ n: count() })
    .from(posts)
    .where(
      and(
        eq(posts.authorId, userId),
        inArray(posts.postType, [...TRADE_POST_TYPES]),
        isNull(posts.deletedAt),
        gte(posts.createdAt, new Date(now.getTime() - TRADE_NEW_POSTS_DAYS * DAY_MS)),
      ),
    );
  return row?.n ?? 0;
}

/** Whether either member blocked the other. */
export async function blockedEitherWay(a: number, b: number, conn?: Conn): Promise<boolean> {
  const db = conn ?? (await getDb());
  const [row] = await db
    .select({ a: blocks.blockerId })
    .from(blocks)
    .where(or(and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)), and(eq(blocks.blockerId, b), eq(blocks.blockedId, a))))
    .limit(1);
  return Boolean(row);
}

/**
 * The checks between two members before a trade is proposed or accepted: 403 with `errors._`
 * `tradeBlocked` or `tradeSharedDevice`, or `tradeFrozen` (meta.until) while `actorId` renamed lately.
 */
export async function assertPairMayTrade(actorId: number, otherId: number, conn?: Conn, now = new Date()): Promise<void> {
  const standing = await standingOf(actorId, conn);
  const until = frozenUntil(standing.nicknameChangedAt, now);
  if (until) throw refuse('tradeFrozen', 'Trading is frozen for a while after a nickname change', { until: until.toISOString() });
  if (await blockedEitherWay(actorId, otherId, conn)) throw refuse('tradeBlocked', 'You cannot trade with this member');
  if (await shareDevice(actorId, otherId, conn)) throw refuse('tradeSharedDevice', 'These accounts share a device and cannot trade');
}

/** A new trader's open proposals: 409 `tradeProposalLimit` at TRADE_NEW_OPEN_PROPOSALS. Run with the proposer's row locked. */
export async function assertProposalAllowed(userId: number, conn: Conn, now = new Date()): Promise<void> {
  const standing = await standingOf(userId, conn);
  if (!(await isNew(standing, now, conn))) return;
  if ((await openProposals(userId, conn)) >= TRADE_NEW_OPEN_PROPOSALS)
    throw conflict('tradeProposalLimit', `New traders may have ${TRADE_NEW_OPEN_PROPOSALS} open proposals at most`, {
      max: TRADE_NEW_OPEN_PROPOSALS,
    });
}

/**
 * Called before a trade post (types 15–17) is written: a new trader may write TRADE_NEW_OPEN_POSTS
 * of them in TRADE_NEW_POSTS_DAYS days (409 `tradePostLimit`).
 */
export async function assertTradePostAllowed(userId: number, postType: number, now = new Date()): Promise<void> {
  if (!TRADE_POST_TYPES.includes(postType)) return;
  const standing = await standingOf(userId);
  if (!(await isNew(standing, now))) return;
  if ((await recentTradePosts(userId, now)) >= TRADE_NEW_OPEN_POSTS)
    throw conflict('tradePostLimit', `New traders may write ${TRADE_NEW_OPEN_POSTS} trade posts a week at most`, {
      max: TRADE_NEW_OPEN_POSTS,
    });
}

/**
 * `GET /trades/guard/`: the signed-in member's standing before proposing or accepting, and the
 * rare-item warning (an SSS or SS item with a counterpart who has no completed trade).
 */
export async function getTradeGuard(viewer: Viewer, q: { withUserUuid?: string | null; itemIds?: number[] }): Promise<TradeGuardDto> {
  const db = await getDb();
  const now = new Date();
  const standing = await standingOf(viewer.id);
  let counterpartId: number | null = null;
  if (q.withUserUuid) {
    const [other] = await db.select({ id: users.id, status: users.status }).from(users).where(eq(users.uuid, q.withUserUuid.toLowerCase()));
    if (!other || other.status === 'withdrawn') throw NotFound('User not found');
    counterpartId = other.id;
  }
  const itemIds = [...new Set(q.itemIds ?? [])];
  const [newTrader, proposals, tradePosts, counts, rare] = await Promise.all([
    isNew(standing, now),
    openProposals(viewer.id),
    recentTradePosts(viewer.id, now),
    completedCounts(counterpartId ? [counterpartId] : []),
    itemIds.length
      ? db
          .select({ id: items.id })
          .from(items)
          .where(and(inArray(items.id, itemIds), inArray(items.itemRating, [...TRADE_RARE_RATINGS])))
          .limit(1)
      : Promise.resolve([]),
  ]);
  const counterpartCompleted = counterpartId ? (counts.get(counterpartId) ?? 0) : 0;
  return {
    new_trader: newTrader,
    open_proposals: proposals,
    max_open_proposals: newTrader ? TRADE_NEW_OPEN_PROPOSALS : null,
    open_posts: tradePosts,
    max_open_posts: newTrader ? TRADE_NEW_OPEN_POSTS : null,
    frozen_until: frozenUntil(standing.nicknameChangedAt, now)?.toISOString() ?? null,
    counterpart: { completed: counterpartCompleted },
    rare_warning: counterpartId !== null && rare.length > 0 && counterpartCompleted === 0,
  };
}
