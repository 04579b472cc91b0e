import 'server-only';
import { and, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import { WITHDRAWAL_DAYS } from '@/lib/constants';
import type { Db } from '@/lib/server/db';
import { schema } from '@/lib/server/db';

const DAY_MS = 86_400_000;

export function withdrawalCutoff(now = new Date()): Date {
  return new Date(now.getTime() - WITHDRAWAL_DAYS * DAY_MS);
}

// Deletes the personal data of a withdrawn account for good. The users row stays, emptied,
// because posts, comments, reactions and reports point at it: they remain, shown as by a
// withdrawn user. Call inside a transaction.
export async function purgeUser(db: Db, userId: number) {
  const [user] = await db
    .select({ email: schema.users.email, phone: schema.users.phone })
    .from(schema.users)
    .where(and(eq(schema.users.id, userId), eq(schema.users.status, 'withdrawn')));
  if (!user) return;
  const destinations = [user.email?.toLowerCase(), user.phone].filter((d): d is string => Boolean(d));
  if (destinations.length) {
    await db.delete(schema.verificationCodes).where(inArray(schema.verificationCodes.destination, destinations));
  }
  // The rows that are the account's own (its userId); then the ties to other members, either way.
  const own = [
    schema.sessions,
    schema.loginFailures,
    schema.loginSources,
    schema.wishItems,
    schema.looks,
    schema.userBadges,
    // Mission progress, rewards received and check-ins are activity of the account (lib/server/missions).
    schema.missionEvents,
    schema.missionClaims,
    schema.checkIns,
    schema.notifications,
    // Support conversations are personal requests; their replies go with them (cascade).
    schema.inquiries,
  ];
  for (const table of own) await db.delete(table).where(eq(table.userId, userId));
  await db.delete(schema.friendships).where(or(eq(schema.friendships.requesterId, userId), eq(schema.friendships.addresseeId, userId)));
  await db.delete(schema.blocks).where(or(eq(schema.blocks.blockerId, userId), eq(schema.blocks.blockedId, userId)));
  await db
    .update(schema.users)
    .set({
      email: null,
      phone: null,
      passwordHash: null,
      nickname: null,
      statusMessage: '',
      profileImage: null,
      appleSub: null,
      kakaoId: null,
      representBadgeId: null,
      referralBall: 0,
      suspensionReason: null,
      updatedAt: sql`now()`,
    })
    .where(eq(schema.users.id, userId));
}

// Accounts withdrawn at least 30 days ago that still hold personal data.
export async function accountsDueForPurge(db: Db, now = new Date()) {
  const rows = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(
      and(
        eq(schema.users.status, 'withdrawn'),
        lte(schema.users.withdrawnAt, withdrawalCutoff(now)),
        or(
          isNotNull(schema.users.email),
          isNotNull(schema.users.phone),
          isNotNull(schema.users.nickname),
          isNotNull(schema.users.passwordHash),
          isNotNull(schema.users.appleSub),
          isNotNull(schema.users.kakaoId),
          isNotNull(schema.users.profileImage),
        ),
      ),
    );
  return rows.map((r) => r.id);
}
