import 'server-only';
import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/constants';
import { getDb, schema } from '@/lib/server/db';
import { NotFound } from '@/lib/server/http/errors';
import { REPUTATION_REVIEWS, type ReputationDto } from '@/lib/validation/trades';
import { countedTrade } from './counting';
import { reviewDtos } from './dto';

// A member's standing as a trader, earned only by completed trades that count (counting.ts: no
// shared device or address, both sides established): how many, with one partner adding at most
// one per REPUTATION_PARTNER_DAYS; the reviews the other sides left on those trades, one per
// reviewer (their latest; hidden ones do not count); and how many of their trades were ever
// disputed (every trade: a dispute is never washed out).

const { trades, tradeReviews, tradeEvents, users } = schema;

/** One partner adds at most one completed trade per period of this many days (periods counted from the epoch). */
export const REPUTATION_PARTNER_DAYS = 30;

/** The reputation card of the profile page and of `GET /users/{uuid}/reputation/`. */
export async function getReputation(userId: number, locale: Locale = 'ko'): Promise<ReputationDto> {
  const db = await getDb();
  const mine = or(eq(trades.proposerId, userId), eq(trades.recipientId, userId));
  const partner = sql`case when ${trades.proposerId} = ${userId} then ${trades.recipientId} else ${trades.proposerId} end`;
  const period = sql`coalesce(floor(extract(epoch from ${trades.completedAt}) / ${REPUTATION_PARTNER_DAYS * 86_400}), 0)`;
  // Each reviewer's latest visible review of the member on a trade that counts.
  const counted = db
    .selectDistinctOn([tradeReviews.reviewerId], { id: tradeReviews.id, rating: tradeReviews.rating })
    .from(tradeReviews)
    .innerJoin(trades, eq(trades.id, tradeReviews.tradeId))
    .where(and(eq(tradeReviews.subjectId, userId), eq(tradeReviews.isHidden, false), countedTrade()))
    .orderBy(tradeReviews.reviewerId, desc(tradeReviews.createdAt), desc(tradeReviews.id))
    .as('counted');
  const [[completed], ratings, [disputes], latest] = await Promise.all([
    db
      .select({ n: sql<number>`count(distinct (${partner}, ${period}))::int` })
      .from(trades)
      .where(and(mine, countedTrade())),
    db.select({ rating: counted.rating, n: count() }).from(counted).groupBy(counted.rating),
    // Every trade that was ever disputed, however it was resolved.
    db
      .select({ n: count() })
      .from(trades)
      .where(
        and(
          mine,
          sql`exists (select 1 from ${tradeEvents} where ${tradeEvents.tradeId} = ${trades.id} and ${tradeEvents.action} = 'dispute')`,
        ),
      ),
    db
      .select()
      .from(tradeReviews)
      .where(inArray(tradeReviews.id, db.select({ id: counted.id }).from(counted)))
      .orderBy(desc(tradeReviews.createdAt), desc(tradeReviews.id))
      .limit(REPUTATION_REVIEWS),
  ]);
  const by = new Map(ratings.map((r) => [r.rating, r.n]));
  const positive = by.get('positive') ?? 0;
  const neutral = by.get('neutral') ?? 0;
  const negative = by.get('negative') ?? 0;
  const total = positive + neutral + negative;
  return {
    completed: Number(completed?.n ?? 0),
    positive,
    neutral,
    negative,
    positive_share: total === 0 ? null : positive / total,
    disputes: disputes?.n ?? 0,
    reviews: await reviewDtos(latest, locale),
  };
}

/** By uuid, for the public route: 404 for no such member or a withdrawn one. */
export async function getReputationByUuid(uuid: string, locale: Locale): Promise<ReputationDto> {
  const db = await getDb();
  const [user] = await db.select({ id: users.id, status: users.status }).from(users).where(eq(users.uuid, uuid.toLowerCase()));
  if (!user || user.status === 'withdrawn') throw NotFound('User not found');
  return getReputation(user.id, locale);
}
