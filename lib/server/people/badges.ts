import 'server-only';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { CATEGORY_IDS, type Locale } from '@/lib/constants';
import { getDb, schema } from '@/lib/server/db';
import { AppError, NotFound } from '@/lib/server/http/errors';
import { serverTranslator } from '@/lib/server/messages';
import { pick } from '@/lib/bilingual';
import type { CatalogueBadgeDto, OwnedBadgeDto } from '@/lib/validation/people';
import type { Conn } from './common';
import { notify } from './notifications';
import { recordAudit } from '@/lib/server/audit/log';
import { invalidatePages } from '@/lib/server/cache/pages';

// Badges: a catalogue with titles and hex colours, badges earned by the rules
// below, and badges administrators grant or take back. A member's representative badge is one
// of their own; losing a badge clears it from the representative slot.

const { badges, userBadges, users, posts, comments, wishItems } = schema;

/** Minimums of the earned-badge rules (documented in the README). */
export const BADGE_RULES = {
  first_post: 1,
  ten_comments: 10,
  contest_winner: 1,
  veteran_trader: 10,
} as const;
export type EarnedBadgeCode = keyof typeof BADGE_RULES;
export const EARNED_BADGE_CODES = Object.keys(BADGE_RULES) as EarnedBadgeCode[];

const livePost = and(isNull(posts.deletedAt), eq(posts.isHidden, false));
const liveComment = and(isNull(comments.deletedAt), eq(comments.isHidden, false));

const zero = Promise.resolve([{ n: 0 }]);

/** Which of the wanted rules the member meets now: indexed counts, cheap enough to run after each post or comment. */
async function metRules(conn: Conn, userId: number, wanted: ReadonlySet<EarnedBadgeCode>): Promise<EarnedBadgeCode[]> {
  const [[postRow], [commentRow], [winRow], [wishRow]] = await Promise.all([
    wanted.has('first_post')
      ? conn
          .select({ n: count() })
          .from(posts)
          .where(and(eq(posts.authorId, userId), livePost))
      : zero,
    wanted.has('ten_comments')
      ? conn
          .select({ n: count() })
          .from(comments)
          .where(and(eq(comments.authorId, userId), liveComment))
      : zero,
    wanted.has('contest_winner')
      ? conn
          .select({ n: count() })
          .from(posts)
          .where(and(eq(posts.authorId, userId), eq(posts.categoryId, CATEGORY_IDS.contest), eq(posts.rank, 1), livePost))
      : zero,
    wanted.has('veteran_trader') ? conn.select({ n: count() }).from(wishItems).where(eq(wishItems.userId, userId)) : zero,
  ]);
  const met: EarnedBadgeCode[] = [];
  if ((postRow?.n ?? 0) >= BADGE_RULES.first_post) met.push('first_post');
  if ((commentRow?.n ?? 0) >= BADGE_RULES.ten_comments) met.push('ten_comments');
  if ((winRow?.n ?? 0) >= BADGE_RULES.contest_winner) met.push('contest_winner');
  if ((wishRow?.n ?? 0) >= BADGE_RULES.veteran_trader) met.push('veteran_trader');
  return met;
}

/**
 * Awards the rule badges the member has earned and does not hold yet, tells them (a `badge`
 * notification each), and answers the codes awarded. Badges once earned are kept even if the
 * member later deletes what earned them. Safe to call concurrently: the (user, badge) key
 * decides, and only the insert that wrote the row notifies.
 */
export async function awardEarnedBadges(userId: number): Promise<EarnedBadgeCode[]> {
  const db = await getDb();
  // Rules whose badge the member already holds are not counted again.
  const held = await db
    .select({ code: badges.code })
    .from(userBadges)
    .innerJoin(badges, eq(badges.id, userBadges.badgeId))
    .where(and(eq(userBadges.userId, userId), inArray(badges.code, EARNED_BADGE_CODES)));
  const wanted = new Set(EARNED_BADGE_CODES.filter((code) => !held.some((h) => h.code === code)));
  if (wanted.size === 0) return [];
  const met = await metRules(db, userId, wanted);
  if (met.length === 0) return [];
  const catalogue = await db.select({ id: badges.id, code: badges.code }).from(badges).where(inArray(badges.code, met));
  if (catalogue.length === 0) return [];
  const inserted = await db
    .insert(userBadges)
    .values(catalogue.map((b) => ({ userId, badgeId: b.id })))
    .onConflictDoNothing()
    .returning({ badgeId: userBadges.badgeId });
  const awarded = catalogue.filter((b) => inserted.some((i) => i.badgeId === b.id));
  for (const badge of awarded) await notify(db, userId, 'badge', { badgeId: badge.id, code: badge.code });
  return awarded.map((b) => b.code as EarnedBadgeCode);
}

/** Runs awardEarnedBadges without letting a failure break the request that triggered it. */
export async function awardEarnedBadgesQuietly(userId: number): Promise<void> {
  try {
    await awardEarnedBadges(userId);
  } catch (error) {
    console.error('[badges] awarding failed', error);
  }
}

async function badgeByIdOrCode(conn: Conn, ref: number | string) {
  const [badge] = await conn
    .select()
    .from(badges)
    .where(typeof ref === 'number' ? eq(badges.id, ref) : eq(badges.code, ref))
    .limit(1);
  if (!badge) throw NotFound('Badge not found');
  return badge;
}

/** For administrators: gives a badge; answers false when the member already had it. */
export async function grantBadge(adminId: number, userId: number, badge: number | string): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const row = await badgeByIdOrCode(tx, badge);
    const [user] = await tx.select({ status: users.status }).from(users).where(eq(users.id, userId)).limit(1);
    if (!user || user.status === 'withdrawn') throw NotFound('User not found');
    const inserted = await tx
      .insert(userBadges)
      .values({ userId, badgeId: row.id, grantedBy: adminId })
      .onConflictDoNothing()
      .returning({ badgeId: userBadges.badgeId });
    if (inserted.length === 0) return false;
    await notify(tx, userId, 'badge', { badgeId: row.id, code: row.code });
    await recordAudit(tx, {
      actorId: adminId,
      action: 'badge.grant',
      targetType: 'user',
      targetId: userId,
      after: { badge: row.code },
    });
    return true;
  });
}

/** For administrators: takes a badge back (and out of the representative slot); false when the member did not have it. */
export async function revokeBadge(adminId: number, userId: number, badge: number | string): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const row = await badgeByIdOrCode(tx, badge);
    const removed = await tx
      .delete(userBadges)
      .where(and(eq(userBadges.userId, userId), eq(userBadges.badgeId, row.id)))
      .returning({ badgeId: userBadges.badgeId });
    if (removed.length === 0) return false;
    await tx
      .update(users)
      .set({ representBadgeId: null })
      .where(and(eq(users.id, userId), eq(users.representBadgeId, row.id)));
    await recordAudit(tx, {
      actorId: adminId,
      action: 'badge.revoke',
      targetType: 'user',
      targetId: userId,
      before: { badge: row.code },
    });
    await invalidatePages(['all'], tx);
    return true;
  });
}

const isEarnedCode = (code: string): code is EarnedBadgeCode => code in BADGE_RULES;

function howToEarn(code: string, locale: Locale): string | null {
  return isEarnedCode(code) ? serverTranslator(locale, 'user')(`badges.rules.${code}`) : null;
}

/** Every badge there is, with how to earn it and whether the reader owns it. */
export async function listBadgeCatalogue(locale: Locale, readerId: number | null): Promise<CatalogueBadgeDto[]> {
  const db = await getDb();
  const [all, owned] = await Promise.all([
    db.select().from(badges).orderBy(asc(badges.id)),
    readerId
      ? db.select({ badgeId: userBadges.badgeId }).from(userBadges).where(eq(userBadges.userId, readerId))
      : Promise.resolve([] as { badgeId: number }[]),
  ]);
  const mine = new Set(owned.map((o) => o.badgeId));
  return all.map((b) => ({
    id: b.id,
    code: b.code,
    title: pick(locale, b.titleKo, b.titleZhTw),
    hex_code: b.hexCode,
    // A rule badge is described by its rule, so the catalogue says what the code really does.
    description: howToEarn(b.code, locale) ?? pick(locale, b.descriptionKo, b.descriptionZhTw),
    how_to_earn: howToEarn(b.code, locale),
    owned: mine.has(b.id),
  }));
}

/** A member's badges, oldest first, with the representative one marked. */
export async function listOwnedBadges(userId: number, locale: Locale): Promise<OwnedBadgeDto[]> {
  const db = await getDb();
  const rows = await db
    .select({ badge: badges, acquiredAt: userBadges.createdAt, represent: users.representBadgeId })
    .from(userBadges)
    .innerJoin(badges, eq(badges.id, userBadges.badgeId))
    .innerJoin(users, eq(users.id, userBadges.userId))
    .where(eq(userBadges.userId, userId))
    .orderBy(asc(userBadges.createdAt), asc(badges.id));
  return rows.map(({ badge, acquiredAt, represent }) => ({
    id: badge.id,
    code: badge.code,
    title: pick(locale, badge.titleKo, badge.titleZhTw),
    hex_code: badge.hexCode,
    description: howToEarn(badge.code, locale) ?? pick(locale, badge.descriptionKo, badge.descriptionZhTw),
    acquired_at: acquiredAt.toISOString(),
    is_representative: represent === badge.id,
  }));
}

/** Checks that the member owns the badge they want to show (400 otherwise). */
export async function assertOwnsBadge(conn: Conn, userId: number, badgeId: number, locale: Locale): Promise<void> {
  const [row] = await conn
    .select({ one: sql`1` })
    .from(userBadges)
    .where(and(eq(userBadges.userId, userId), eq(userBadges.badgeId, badgeId)))
    .limit(1);
  if (!row) {
    throw new AppError('VALIDATION', serverTranslator(locale, 'user')('profileEdit.badgeNotOwned'), {
      represent_badge_id: ['badgeNotOwned'],
    });
  }
}
