import 'server-only';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/constants';
import { recordAudit, type Tx } from '@/lib/server/audit/log';
import type { Viewer } from '@/lib/server/auth/session';
import { getDb, schema } from '@/lib/server/db';
import { one } from '@/lib/server/db/rows';
import { readPage, type Page } from '@/lib/server/db/paging';
import { NotFound } from '@/lib/server/http/errors';
import type { AdminTradeQuery, TradeDetailDto, TradeDto, TradeResolveInput, TradeReviewHiddenDto } from '@/lib/validation/trades';
import { toTradeDetail, toTradeDtos } from './dto';
import { conflict } from './guards';
import { completeTradeTx, lockTrade, notifyTrade, recordEvent } from './index';

// Operators: the disputes queue (oldest dispute first), a trade's whole history with both sides'
// messages, resolving a dispute, and hiding a review. Every decision writes an audit row in the
// transaction that makes it, and both sides hear the outcome.

const { trades, tradeReviews, reports } = schema;

/** `GET /admin/trades/?status=disputed|all`: disputes oldest first; all trades newest first. */
export async function listAdminTrades(admin: Viewer, q: AdminTradeQuery, locale: Locale): Promise<Page<TradeDto>> {
  const db = await getDb();
  const where = q.status === 'disputed' ? eq(trades.status, 'disputed') : undefined;
  const order = q.status === 'disputed' ? [trades.updatedAt, trades.id] : [desc(trades.createdAt), desc(trades.id)];
  const page = await readPage(
    { page: q.page, pageSize: q.page_size },
    (limit, offset) =>
      db
        .select()
        .from(trades)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    db.select({ n: count() }).from(trades).where(where),
  );
  return { ...page, results: await toTradeDtos(page.results, admin, locale) };
}

/** `GET /admin/trades/{id}/`: any trade, with its events and every review (hidden ones too). */
export async function getAdminTrade(admin: Viewer, id: number, locale: Locale): Promise<TradeDetailDto> {
  const db = await getDb();
  const [row] = await db.select().from(trades).where(eq(trades.id, id));
  if (!row) throw NotFound('Trade not found');
  return toTradeDetail(row, admin, locale);
}

/**
 * `POST /admin/trades/{id}/resolve/`: `complete` counts the trade as completed (wish lists, price
 * row), `cancel` cancels it; audit `trade.resolve`. 409 `tradeNotDisputed` unless it is disputed.
 */
export async function resolveTrade(admin: Viewer, id: number, input: TradeResolveInput, locale: Locale): Promise<TradeDetailDto> {
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const current = await lockTrade(tx, id);
    if (current.status !== 'disputed') throw conflict('tradeNotDisputed', 'This trade is not disputed');
    const now = new Date();
    await recordEvent(tx, id, admin.id, 'resolve', input.note);
    if (input.outcome === 'complete') await completeTradeTx(tx, current, now);
    else await tx.update(trades).set({ status: 'cancelled', closedAt: now, updatedAt: now }).where(eq(trades.id, id));
    const status = input.outcome === 'complete' ? 'completed' : 'cancelled';
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'trade.resolve',
      targetType: 'trade',
      targetId: id,
      before: { status: current.status },
      after: { status, outcome: input.outcome, note: input.note },
    });
    for (const userId of [current.proposerId, current.recipientId])
      await notifyTrade(tx, current, userId, input.outcome === 'complete' ? 'resolved_complete' : 'resolved_cancel', null);
    return one(await tx.select().from(trades).where(eq(trades.id, id)), 'trade');
  });
  return toTradeDetail(row, admin, locale);
}

/**
 * Hides a review (audit `trade_review.hide`) and closes its open reports as actioned. False when
 * it was hidden already. Shared by the review route and the report queue.
 */
export async function hideTradeReviewTx(tx: Tx, adminId: number, reviewId: number, note: string, context: Record<string, unknown> = {}) {
  const [review] = await tx.select().from(tradeReviews).where(eq(tradeReviews.id, reviewId)).for('update');
  if (!review) throw NotFound('Review not found');
  if (review.isHidden) return false;
  await tx.update(tradeReviews).set({ isHidden: true }).where(eq(tradeReviews.id, reviewId));
  await recordAudit(tx, {
    actorId: adminId,
    action: 'trade_review.hide',
    targetType: 'trade_review',
    targetId: reviewId,
    before: { is_hidden: false },
    after: { is_hidden: true, trade: review.tradeId, ...(note ? { note } : {}), ...context },
  });
  return true;
}

/** `POST /admin/trade-reviews/{id}/hide/`: 409 `tradeReviewHidden` when it is hidden already. */
export async function hideTradeReview(admin: Viewer, reviewId: number, note: string): Promise<TradeReviewHiddenDto> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (!(await hideTradeReviewTx(tx, admin.id, reviewId, note))) throw conflict('tradeReviewHidden', 'This review is hidden already');
    const closed = await tx
      .update(reports)
      .set({ status: 'actioned', resolvedBy: admin.id, resolvedAt: sql`now()` })
      .where(and(eq(reports.targetType, 'trade_review'), eq(reports.targetId, reviewId), eq(reports.status, 'open')))
      .returning({ id: reports.id });
    return { id: reviewId, is_hidden: true as const, reports_closed: closed.length };
  });
}
