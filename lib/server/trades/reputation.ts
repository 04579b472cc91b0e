import 'server-only';
import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/constants';
import { getDb, schema } from '@/lib/server/db';
import { NotFound } from '@/lib/server/http/errors';
import { REPUTATION_REVIEWS, type ReputationDto } from '@/lib/validation/trades';
import { reviewDtos } from './dto';

// A member's standing as a trader, earned only by completed trades: how many, the reviews the
// other sides left (hidden ones do not count) and how many of their trades were disputed.

const { trades, tradeReviews, tradeEvents, users } = schema;

/** The reputation card of the profile page and of `GET /users/{uuid}/reputation/`. */
export async function getReputation(userId: number, locale: Locale = 'ko'): Promise<ReputationDto> {
  const db = await getDb();
  const mine = or(eq(trades.proposerId, userId), eq(trades.recipientId, userId));
  const visible = and(eq(tradeReviews.subjectId, userId), eq(tradeReviews.isHidden, false));
  const [[completed], ratings, [disputes], latest] = await Promise.all([
    db
      .select({ n: count() })
      .from(trades)
      .where(and(mine, eq(trades.status, 'completed'))),
    db.select({ rating: tradeReviews.rating, n: count() }).from(tradeReviews).where(visible).groupBy(tradeReviews.rating),
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
    db.select().from(tradeReviews).where(visible).orderBy(desc(tradeReviews.createdAt), desc(tradeReviews.id)).limit(REPUTATION_REVIEWS),
  ]);
  const by = new Map(ratings.map((r) => [r.rating, r.n]));
  const positive = by.get('positive') ?? 0;
  const neutral = by.get('neutral') ?? 0;
  const negative = by.get('negative') ?? 0;
  const total = positive + neutral + negative;
  return {
    completed: completed?.n ?? 0,
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
