import 'server-only';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@/lib/constants';
import { pick } from '@/lib/bilingual';
import type { Conn } from '@/lib/server/audit/log';
import { getDb, schema } from '@/lib/server/db';
import { loadUserSummaries } from '@/lib/server/people/summary';
import type { UserSummaryDto } from '@/lib/validation/user-summary';
import type { TradeDetailDto, TradeDto, TradeItemDto, TradeReviewDto, TradeSide } from '@/lib/validation/trades';

// Trades as the API answers them: both sides' summaries, the lines with their items, and what the
// caller may do now. One query per table for a whole page.

const { tradeLines, tradeEvents, tradeReviews, items, blocks } = schema;
export type TradeRow = typeof schema.trades.$inferSelect;
export type ReviewRow = typeof tradeReviews.$inferSelect;

/** Who reads a trade: a side (with their standing and whether they reviewed it yet) or an operator. */
export type TradeReader = { id: number; status?: string; role?: string } | null;

const WITHDRAWN: UserSummaryDto = {
  id: 0,
  uuid: '',
  profile_image: null,
  profile: { name: null },
  represent_badge: null,
  is_withdrawn: true,
};

export function sideOf(row: TradeRow, userId: number | null | undefined): TradeSide | null {
  if (userId === row.proposerId) return 'proposer';
  if (userId === row.recipientId) return 'recipient';
  return null;
}

export const otherSide = (side: TradeSide): TradeSide => (side === 'proposer' ? 'recipient' : 'proposer');
export const userOfSide = (row: TradeRow, side: TradeSide) => (side === 'proposer' ? row.proposerId : row.recipientId);

/**
 * What `side` may do to the trade now (the domain functions check the same rules). `blocked`: either
 * side blocked the other, so an accepted trade can only be cancelled or disputed.
 */
export function actionsFor(
  row: TradeRow,
  side: TradeSide | null,
  opts: { active: boolean; reviewed: boolean; blocked?: boolean },
): TradeDto['actions'] {
  const none = { accept: false, decline: false, cancel: false, confirm: false, dispute: false, review: false };
  if (!side) return none;
  const confirmedBy = side === 'proposer' ? row.proposerConfirmedAt : row.recipientConfirmedAt;
  const nobodyConfirmed = !row.proposerConfirmedAt && !row.recipientConfirmedAt;
  return {
    accept: opts.active && row.status === 'proposed' && side === 'recipient',
    decline: row.status === 'proposed' && side === 'recipient',
    cancel: (row.status === 'proposed' && side === 'proposer') || (row.status === 'accepted' && (nobodyConfirmed || !!opts.blocked)),
    confirm: opts.active && row.status === 'accepted' && !confirmedBy && !opts.blocked,
    dispute: row.status === 'accepted',
    review: row.status === 'completed' && !opts.reviewed,
  };
}

export function toTradeItem(row: typeof items.$inferSelect, locale: Locale): TradeItemDto {
  return {
    id: row.id,
    uuid: row.uuid,
    name: pick(locale, row.nameKo, row.nameZhTw),
    image: row.image,
    item_type: row.itemType,
    item_rating: row.itemRating,
  };
}

export function toReviewDto(row: ReviewRow, reviewer: UserSummaryDto | undefined): TradeReviewDto {
  return {
    id: row.id,
    trade_id: row.tradeId,
    rating: row.rating,
    comment: row.comment,
    reviewer: reviewer ?? WITHDRAWN,
    is_hidden: row.isHidden,
    created_at: row.createdAt.toISOString(),
  };
}

export async function reviewDtos(rows: ReviewRow[], locale: Locale): Promise<TradeReviewDto[]> {
  const people = await loadUserSummaries(
    rows.map((r) => r.reviewerId),
    locale,
  );
  return rows.map((r) => toReviewDto(r, people.get(r.reviewerId)));
}

export async function toTradeDtos(rows: TradeRow[], reader: TradeReader, locale: Locale, conn?: Conn): Promise<TradeDto[]> {
  if (rows.length === 0) return [];
  const db = conn ?? (await getDb());
  const ids = rows.map((r) => r.id);
  const acceptedSides = rows.filter((r) => r.status === 'accepted').flatMap((r) => [r.proposerId, r.recipientId]);
  const [lines, people, reviewed, blockRows] = await Promise.all([
    db
      .select({ line: tradeLines, item: items })
      .from(tradeLines)
      .innerJoin(items, eq(items.id, tradeLines.itemId))
      .where(inArray(tradeLines.tradeId, ids))
      .orderBy(asc(tradeLines.fromSide), asc(items.id)),
    loadUserSummaries(
      rows.flatMap((r) => [r.proposerId, r.recipientId]),
      locale,
    ),
    reader
      ? db
          .select({ tradeId: tradeReviews.tradeId })
          .from(tradeReviews)
          .where(and(inArray(tradeReviews.tradeId, ids), eq(tradeReviews.reviewerId, reader.id)))
      : Promise.resolve([]),
    acceptedSides.length
      ? db
          .select({ a: blocks.blockerId, b: blocks.blockedId })
          .from(blocks)
          .where(and(inArray(blocks.blockerId, acceptedSides), inArray(blocks.blockedId, acceptedSides)))
      : Promise.resolve([]),
  ]);
  const reviewedIds = new Set(reviewed.map((r) => r.tradeId));
  const pairKey = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);
  const blockedPairs = new Set(blockRows.map((r) => pairKey(r.a, r.b)));
  return rows.map((row) => {
    const side = sideOf(row, reader?.id);
    return {
      id: row.id,
      status: row.status,
      viewer_side: side,
      proposer: people.get(row.proposerId) ?? WITHDRAWN,
      recipient: people.get(row.recipientId) ?? WITHDRAWN,
      lines: lines
        .filter((l) => l.line.tradeId === row.id)
        .map((l) => ({ item: toTradeItem(l.item, locale), count: l.line.count, from_side: l.line.fromSide })),
      gems: row.gems,
      gems_from: row.gemsFrom,
      message: row.message,
      source: row.source,
      source_post_id: row.sourcePostId,
      proposer_confirmed: row.proposerConfirmedAt !== null,
      recipient_confirmed: row.recipientConfirmedAt !== null,
      created_at: row.createdAt.toISOString(),
      accepted_at: row.acceptedAt?.toISOString() ?? null,
      completed_at: row.completedAt?.toISOString() ?? null,
      expires_at: row.status === 'proposed' || row.status === 'accepted' ? (row.expiresAt?.toISOString() ?? null) : null,
      actions: actionsFor(row, side, {
        active: reader?.status !== 'suspended',
        reviewed: reviewedIds.has(row.id),
        blocked: blockedPairs.has(pairKey(row.proposerId, row.recipientId)),
      }),
    };
  });
}

/** The trade with its history and reviews; hidden reviews only for operators. */
export async function toTradeDetail(row: TradeRow, reader: TradeReader, locale: Locale, conn?: Conn): Promise<TradeDetailDto> {
  const db = conn ?? (await getDb());
  const operator = reader?.role === 'admin' && sideOf(row, reader.id) === null;
  const [[base], events, reviews] = await Promise.all([
    toTradeDtos([row], reader, locale, conn),
    db.select().from(tradeEvents).where(eq(tradeEvents.tradeId, row.id)).orderBy(asc(tradeEvents.id)),
    db
      .select()
      .from(tradeReviews)
      .where(and(eq(tradeReviews.tradeId, row.id), operator ? undefined : eq(tradeReviews.isHidden, false)))
      .orderBy(desc(tradeReviews.id)),
  ]);
  return {
    ...base!,
    events: events.map((e) => ({
      id: e.id,
      action: e.action,
      actor:
        e.action === 'resolve'
          ? 'operator'
          : e.actorId === null
            ? 'system'
            : e.actorId === row.proposerId
              ? 'proposer'
              : e.actorId === row.recipientId
                ? 'recipient'
                : 'operator',
      note: e.note,
      created_at: e.createdAt.toISOString(),
    })),
    reviews: await reviewDtos(reviews, locale),
  };
}
