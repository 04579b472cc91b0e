import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Locale } from '@/lib/constants';
import { violatedUniqueIndex } from '@/lib/server/auth/db-errors';
import type { Viewer } from '@/lib/server/auth/session';
import { getDb, schema } from '@/lib/server/db';
import { insertOne } from '@/lib/server/db/rows';
import { NotFound, Suspended } from '@/lib/server/http/errors';
import { loadUserSummaries } from '@/lib/server/people/summary';
import type { TradeReviewDto, TradeReviewInput } from '@/lib/validation/trades';
import { otherSide, sideOf, toReviewDto, userOfSide } from './dto';
import { conflict } from './guards';

// Reviews: one per side of a completed trade, about the other side (trade_reviews_once_uq).
// Reportable (report target `trade_review`); an operator may hide one (admin.ts), and a hidden
// review no longer counts towards reputation.

const { trades, tradeReviews } = schema;

const reviewedAlready = () => conflict('tradeReviewed', 'You already reviewed this trade');

/**
 * `POST /trades/{id}/review/`: 404 for anyone but its sides; 409 `tradeState` before the trade
 * completed, `tradeReviewed` for a second review.
 */
export async function reviewTrade(viewer: Viewer, tradeId: number, input: TradeReviewInput, locale: Locale): Promise<TradeReviewDto> {
  if (viewer.status === 'suspended') throw Suspended(viewer.suspendedUntil, viewer.suspensionReason);
  const db = await getDb();
  const [trade] = await db.select().from(trades).where(eq(trades.id, tradeId));
  const side = trade ? sideOf(trade, viewer.id) : null;
  if (!trade || !side) throw NotFound('Trade not found');
  if (trade.status !== 'completed') throw conflict('tradeState', 'Only a completed trade can be reviewed');
  const [earlier] = await db
    .select({ id: tradeReviews.id })
    .from(tradeReviews)
    .where(and(eq(tradeReviews.tradeId, tradeId), eq(tradeReviews.reviewerId, viewer.id)));
  if (earlier) throw reviewedAlready();
  try {
    const row = await insertOne(db, tradeReviews, {
      tradeId,
      reviewerId: viewer.id,
      subjectId: userOfSide(trade, otherSide(side)),
      rating: input.rating,
      comment: input.comment,
    });
    const people = await loadUserSummaries([viewer.id], locale);
    return toReviewDto(row, people.get(viewer.id));
  } catch (error) {
    // Two submits racing past the check above: the unique index lets one through.
    if (violatedUniqueIndex(error) === 'trade_reviews_once_uq') throw reviewedAlready();
    throw error;
  }
}
