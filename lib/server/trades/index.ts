import 'server-only';
import { and, count, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/constants';
import type { Tx } from '@/lib/server/audit/log';
import type { Viewer } from '@/lib/server/auth/session';
import { getDb, schema } from '@/lib/server/db';
import { insertOne, one, updateOne } from '@/lib/server/db/rows';
import { readPage, type Page } from '@/lib/server/db/paging';
import { AppError, NotFound, Suspended } from '@/lib/server/http/errors';
import { notify } from '@/lib/server/people/notifications';
import { consume } from '@/lib/server/rate-limit';
import {
  TRADE_ACTIVE_STATUSES,
  TRADE_COMPLETION_DAYS,
  TRADE_OPEN_STATUSES,
  TRADE_PROPOSAL_HOURS,
  TRADE_PROPOSE_LIMIT,
  TRADE_STATUSES,
  type TradeAction,
  type TradeDetailDto,
  type TradeDto,
  type TradeListQuery,
  type TradeProposeInput,
  type TradeSide,
  type TradeStatus,
} from '@/lib/validation/trades';
import { otherSide, sideOf, toTradeDetail, toTradeDtos, userOfSide, type TradeRow } from './dto';
import { assertPairMayTrade, assertProposalAllowed, blockedEitherWay, conflict, refuse } from './guards';
import { addressSource, exclusionOf } from './counting';
import { forgetPriceHistory } from '@/lib/server/prices';

// The trade handshake between two members:
//   proposed ──(recipient)──▶ accepted ──(both confirm)──▶ completed
//   proposed ──(recipient)──▶ declined;  proposed ──(proposer)──▶ cancelled
//   accepted ──(either side, before anyone confirmed)──▶ cancelled
//   accepted ──(either side, with a reason)──▶ disputed ──(operator, admin.ts)──▶ completed | cancelled
//   proposed / accepted ──(time runs out, expireTrades)──▶ expired
// Every step writes a trade_events row and notifies the other side (kind `trade`, payload
// { tradeId, state, actorId, actorNickname }). Steps lock the trade's row, so two confirms racing
// complete it once. Completion updates both wish lists and records the price (completeTradeTx),
// judging once whether the trade counts towards prices and reputation (counting.ts).
// A block between the sides stops an accepted trade: neither can confirm it any more (403
// `tradeBlocked`), and either may cancel it even after a confirmation.

export * from './guards';
export * from './counting';
export { getReputation, getReputationByUuid } from './reputation';

const { trades, tradeLines, tradeEvents, tradePrices, wishItems, users, items, posts } = schema;
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/** The state a notification names: the new status, or `confirmed` when one side confirmed. */
export type TradeNoticeState = TradeStatus | 'confirmed' | 'resolved_complete' | 'resolved_cancel';

const wrongState = () => conflict('tradeState', 'The trade is not in a state that allows this');
const wrongSide = () => refuse('tradeWrongSide', 'The other side of the trade does this');
const notFound = () => NotFound('Trade not found');

function assertActive(viewer: Viewer) {
  if (viewer.status === 'suspended') throw Suspended(viewer.suspendedUntil, viewer.suspensionReason);
}

export async function lockTrade(tx: Tx, id: number): Promise<TradeRow> {
  const [row] = await tx.select().from(trades).where(eq(trades.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

/** `ip` is the actor's client address as the server knows it (stored hashed; unknown ones not at all). */
export async function recordEvent(
  tx: Tx,
  tradeId: number,
  actorId: number | null,
  action: TradeAction,
  note = '',
  ip?: string | null,
): Promise<void> {
  await tx.insert(tradeEvents).values({ tradeId, actorId, action, note, source: addressSource(ip) });
}

/** Tells `userId` about a step; `actor` is who took it (none for the system or an operator: the counterpart is named). */
export async function notifyTrade(
  tx: Tx,
  row: TradeRow,
  userId: number,
  state: TradeNoticeState,
  actor: { id: number; nickname: string | null } | null,
): Promise<void> {
  if (actor) {
    await notify(tx, userId, 'trade', { tradeId: row.id, state, actorId: actor.id, actorNickname: actor.nickname ?? '' });
    return;
  }
  const counterpartId = userId === row.proposerId ? row.recipientId : row.proposerId;
  const [other] = await tx.select({ nickname: users.nickname }).from(users).where(eq(users.id, counterpartId));
  await notify(tx, userId, 'trade', { tradeId: row.id, state, nickname: other?.nickname ?? '' });
}

/**
 * Completes a trade (both confirmed, or an operator's `complete`): for each line the giver's active
 * sell entry and the receiver's buy entry of the item drop by the line's count (deleted at 0), and
 * a trade of gems against items of one kind records its unit price. Whether the trade counts towards
 * prices and reputation is judged here, before it becomes one of the sides' completed trades.
 */
export async function completeTradeTx(tx: Tx, row: TradeRow, now = new Date()): Promise<TradeRow> {
  const excludedReason = await exclusionOf(row.proposerId, row.recipientId, tx, now);
  const done = await updateOne(tx, trades, eq(trades.id, row.id), {
    status: 'completed',
    completedAt: now,
    closedAt: now,
    updatedAt: now,
    excludedReason,
  });
  const lines = await tx.select().from(tradeLines).where(eq(tradeLines.tradeId, row.id));
  for (const line of lines) {
    const giver = userOfSide(row, line.fromSide);
    const receiver = userOfSide(row, otherSide(line.fromSide));
    for (const [userId, wishType] of [
      [giver, 'sell'],
      [receiver, 'buy'],
    ] as const) {
      const entry = and(
        eq(wishItems.userId, userId),
        eq(wishItems.itemId, line.itemId),
        eq(wishItems.wishType, wishType),
        eq(wishItems.status, 1),
      );
      await tx
        .update(wishItems)
        .set({ count: sql`${wishItems.count} - ${line.count}`, updatedAt: now })
        .where(entry);
      await tx.delete(wishItems).where(and(entry, lte(wishItems.count, 0)));
    }
  }
  if (row.gems > 0 && row.gemsFrom) {
    const goods = lines.filter((l) => l.fromSide !== row.gemsFrom);
    if (goods.length === 1 && goods.length === lines.length) {
      const [line] = goods;
      await tx.insert(tradePrices).values({
        itemId: line!.itemId,
        tradeId: row.id,
        unitPrice: Math.round(row.gems / line!.count),
        count: line!.count,
        completedAt: now,
        sellerId: userOfSide(row, line!.fromSide),
        buyerId: userOfSide(row, row.gemsFrom),
        excludedReason,
      });
      // This instance shows it at once; others within the history's cache time (PRICE_HISTORY_TTL_MS).
      forgetPriceHistory(line!.itemId);
    }
  }
  await recordEvent(tx, row.id, null, 'complete');
  return done;
}

// ── Proposing ───────────────────────────────────────────────────────────────

/**
 * `POST /trades/`: proposes a trade to another member. 404 for a recipient who does not exist
 * (or withdrew); 400 for oneself (`tradeSelf`), a missing item (`tradeItemNotFound`) or post;
 * 409 `tradeRecipientUnavailable` for a suspended recipient, `tradeProposalLimit` for a new trader
 * at the limit; 403 `tradeBlocked`, `tradeSharedDevice`, `tradeFrozen`.
 */
export async function proposeTrade(viewer: Viewer, input: TradeProposeInput, locale: Locale, ip?: string): Promise<TradeDetailDto> {
  assertActive(viewer);
  const db = await getDb();
  const [recipient] = await db
    .select({ id: users.id, status: users.status })
    .from(users)
    .where(eq(users.uuid, input.recipient_uuid.toLowerCase()));
  if (!recipient || recipient.status === 'withdrawn') throw NotFound('User not found');
  if (recipient.id === viewer.id) throw new AppError('VALIDATION', 'You cannot trade with yourself', { recipient_uuid: ['tradeSelf'] });
  if (recipient.status !== 'active') throw conflict('tradeRecipientUnavailable', 'This member cannot trade now');

  const itemIds = [...new Set(input.lines.map((l) => l.item_id))];
  const found = await db.select({ id: items.id }).from(items).where(inArray(items.id, itemIds));
  if (found.length !== itemIds.length) throw new AppError('VALIDATION', 'An item does not exist', { lines: ['tradeItemNotFound'] });
  if (input.source_post_id !== null) {
    const [post] = await db
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.id, input.source_post_id), sql`${posts.deletedAt} is null and not ${posts.isHidden}`));
    if (!post) throw new AppError('VALIDATION', 'The post does not exist', { source_post_id: ['tradePostNotFound'] });
  }
  await assertPairMayTrade(viewer.id, recipient.id);
  await consume({ key: `trade:propose:${viewer.id}`, ...TRADE_PROPOSE_LIMIT });

  const row = await db.transaction(async (tx) => {
    // The proposer's row, locked: two proposals at once cannot both pass the new-trader limit.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, viewer.id)).for('update');
    await assertProposalAllowed(viewer.id, tx);
    const now = new Date();
    const created = await insertOne(tx, trades, {
      proposerId: viewer.id,
      recipientId: recipient.id,
      gems: input.gems,
      gemsFrom: input.gems_from,
      message: input.message,
      source: input.source,
      sourcePostId: input.source_post_id,
      expiresAt: new Date(now.getTime() + TRADE_PROPOSAL_HOURS * HOUR_MS),
      createdAt: now,
      updatedAt: now,
    });
    await tx
      .insert(tradeLines)
      .values(input.lines.map((l) => ({ tradeId: created.id, itemId: l.item_id, fromSide: l.from_side, count: l.count })));
    await recordEvent(tx, created.id, viewer.id, 'propose', input.message, ip);
    await notifyTrade(tx, created, recipient.id, 'proposed', viewer);
    return created;
  });
  return toTradeDetail(row, viewer, locale);
}

// ── Reading ─────────────────────────────────────────────────────────────────

/** `GET /trades/?box=`: the viewer's trades, the latest change first. */
export async function listTrades(viewer: Viewer, q: TradeListQuery, locale: Locale): Promise<Page<TradeDto>> {
  const db = await getDb();
  const statuses = q.box === 'active' ? TRADE_ACTIVE_STATUSES : TRADE_STATUSES.filter((s) => !TRADE_ACTIVE_STATUSES.includes(s));
  const where = and(or(eq(trades.proposerId, viewer.id), eq(trades.recipientId, viewer.id)), inArray(trades.status, [...statuses]));
  const page = await readPage(
    { page: q.page, pageSize: q.page_size },
    (limit, offset) => db.select().from(trades).where(where).orderBy(desc(trades.updatedAt), desc(trades.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(trades).where(where),
  );
  return { ...page, results: await toTradeDtos(page.results, viewer, locale) };
}

/** `GET /trades/{id}/`: for its two sides only (404 for anyone else). */
export async function getTrade(viewer: Viewer, id: number, locale: Locale): Promise<TradeDetailDto> {
  const db = await getDb();
  const [row] = await db.select().from(trades).where(eq(trades.id, id));
  if (!row || !sideOf(row, viewer.id)) throw notFound();
  return toTradeDetail(row, viewer, locale);
}

// ── Steps ───────────────────────────────────────────────────────────────────

async function step(
  viewer: Viewer,
  id: number,
  locale: Locale,
  run: (tx: Tx, row: TradeRow, side: TradeSide, now: Date) => Promise<void>,
): Promise<TradeDetailDto> {
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const current = await lockTrade(tx, id);
    const side = sideOf(current, viewer.id);
    if (!side) throw notFound();
    await run(tx, current, side, new Date());
    return one(await tx.select().from(trades).where(eq(trades.id, id)), 'trade');
  });
  return toTradeDetail(row, viewer, locale);
}

const isLive = (row: TradeRow, now: Date) => !row.expiresAt || row.expiresAt > now;

/** Recipient only, while proposed: the trade has TRADE_COMPLETION_DAYS to be confirmed by both. */
export function acceptTrade(viewer: Viewer, id: number, locale: Locale, ip?: string): Promise<TradeDetailDto> {
  assertActive(viewer);
  return step(viewer, id, locale, async (tx, row, side, now) => {
    if (side !== 'recipient') throw wrongSide();
    if (row.status !== 'proposed' || !isLive(row, now)) throw wrongState();
    await assertPairMayTrade(viewer.id, row.proposerId, tx, now);
    await tx
      .update(trades)
      .set({ status: 'accepted', acceptedAt: now, expiresAt: new Date(now.getTime() + TRADE_COMPLETION_DAYS * DAY_MS), updatedAt: now })
      .where(eq(trades.id, row.id));
    await recordEvent(tx, row.id, viewer.id, 'accept', '', ip);
    await notifyTrade(tx, row, row.proposerId, 'accepted', viewer);
  });
}

/** Recipient only, while proposed. */
export function declineTrade(viewer: Viewer, id: number, locale: Locale, ip?: string): Promise<TradeDetailDto> {
  return step(viewer, id, locale, async (tx, row, side, now) => {
    if (side !== 'recipient') throw wrongSide();
    if (row.status !== 'proposed') throw wrongState();
    await tx.update(trades).set({ status: 'declined', closedAt: now, updatedAt: now }).where(eq(trades.id, row.id));
    await recordEvent(tx, row.id, viewer.id, 'decline', '', ip);
    await notifyTrade(tx, row, row.proposerId, 'declined', viewer);
  });
}

/**
 * The proposer while proposed; either side while accepted and before anyone confirmed, or at any
 * point of an accepted trade once either side blocked the other (it can no longer be confirmed).
 */
export function cancelTrade(viewer: Viewer, id: number, locale: Locale, ip?: string): Promise<TradeDetailDto> {
  return step(viewer, id, locale, async (tx, row, side, now) => {
    if (row.status === 'proposed') {
      if (side !== 'proposer') throw wrongSide();
    } else if (row.status !== 'accepted') throw wrongState();
    else if ((row.proposerConfirmedAt || row.recipientConfirmedAt) && !(await blockedEitherWay(row.proposerId, row.recipientId, tx)))
      throw wrongState();
    await tx.update(trades).set({ status: 'cancelled', closedAt: now, updatedAt: now }).where(eq(trades.id, row.id));
    await recordEvent(tx, row.id, viewer.id, 'cancel', '', ip);
    await notifyTrade(tx, row, userOfSide(row, otherSide(side)), 'cancelled', viewer);
  });
}

/**
 * Either side, while accepted: the second confirmation completes the trade. Confirming twice
 * answers 409 `tradeConfirmed`; 403 `tradeBlocked` once either side blocked the other (the trade
 * stays accepted until it is cancelled, disputed or lapses).
 */
export function confirmTrade(viewer: Viewer, id: number, locale: Locale, ip?: string): Promise<TradeDetailDto> {
  assertActive(viewer);
  return step(viewer, id, locale, async (tx, row, side, now) => {
    if (row.status !== 'accepted' || !isLive(row, now)) throw wrongState();
    const mine = side === 'proposer' ? row.proposerConfirmedAt : row.recipientConfirmedAt;
    if (mine) throw conflict('tradeConfirmed', 'You already confirmed this trade');
    if (await blockedEitherWay(row.proposerId, row.recipientId, tx)) throw refuse('tradeBlocked', 'You cannot trade with this member');
    const confirmed = side === 'proposer' ? { proposerConfirmedAt: now } : { recipientConfirmedAt: now };
    const updated = await updateOne(tx, trades, eq(trades.id, row.id), { ...confirmed, updatedAt: now });
    await recordEvent(tx, row.id, viewer.id, 'confirm', '', ip);
    const other = userOfSide(row, otherSide(side));
    if (updated.proposerConfirmedAt && updated.recipientConfirmedAt) {
      await completeTradeTx(tx, updated, now);
      await notifyTrade(tx, row, other, 'completed', viewer);
      await notifyTrade(tx, row, viewer.id, 'completed', null);
    } else {
      await notifyTrade(tx, row, other, 'confirmed', viewer);
    }
  });
}

/** Either side, while accepted, with a reason: operators then resolve it (admin.ts). */
export function disputeTrade(viewer: Viewer, id: number, reason: string, locale: Locale, ip?: string): Promise<TradeDetailDto> {
  return step(viewer, id, locale, async (tx, row, side, now) => {
    if (row.status !== 'accepted') throw wrongState();
    await tx.update(trades).set({ status: 'disputed', updatedAt: now }).where(eq(trades.id, row.id));
    await recordEvent(tx, row.id, viewer.id, 'dispute', reason, ip);
    await notifyTrade(tx, row, userOfSide(row, otherSide(side)), 'disputed', viewer);
  });
}

/**
 * The trade-expiry job: a proposed trade lapses TRADE_PROPOSAL_HOURS after it was proposed, an
 * accepted one TRADE_COMPLETION_DAYS after acceptance. Both sides are told. Answers how many lapsed.
 */
export async function expireTrades(now: Date = new Date()): Promise<number> {
  const db = await getDb();
  const due = await db
    .select({ id: trades.id })
    .from(trades)
    .where(and(inArray(trades.status, [...TRADE_OPEN_STATUSES]), lte(trades.expiresAt, now)));
  let expired = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const row = await lockTrade(tx, id);
      if (!TRADE_OPEN_STATUSES.includes(row.status) || !row.expiresAt || row.expiresAt > now) return false;
      await tx.update(trades).set({ status: 'expired', closedAt: now, updatedAt: now }).where(eq(trades.id, id));
      await recordEvent(tx, id, null, 'expire');
      for (const userId of [row.proposerId, row.recipientId]) await notifyTrade(tx, row, userId, 'expired', null);
      return true;
    });
    if (done) expired += 1;
  }
  return expired;
}
