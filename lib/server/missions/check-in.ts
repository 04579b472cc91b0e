import 'server-only';
import { and, desc, eq, gte, lte } from 'drizzle-orm';
import { addDays, dayKey } from '@/lib/missions/periods';
import { getDb, schema } from '@/lib/server/db';
import { NotFound } from '@/lib/server/http/errors';
import {
  CHECK_IN_BALLS,
  CHECK_IN_BONUS_BALLS,
  CHECK_IN_BONUS_EVERY,
  type CheckInResultDto,
  type CheckInStateDto,
} from '@/lib/validation/missions';
import { addBalls, lockMember, type Conn } from './common';

// The daily check-in: once per member and day, the day of the member's own time zone (00:00
// Asia/Seoul for Korean members, Asia/Taipei for Chinese ones). A check-in the day after the last
// one continues the streak; a missed day starts it again at 1. A second check-in the same day
// changes nothing and answers `already: true` (200), so a double tap or a retry is harmless.

const { checkIns } = schema;

/** The balls a check-in gives on the given day of a streak. */
export const checkInBalls = (streak: number) => CHECK_IN_BALLS + (streak % CHECK_IN_BONUS_EVERY === 0 ? CHECK_IN_BONUS_BALLS : 0);

export async function checkIn(userId: number, { now = new Date() }: { now?: Date } = {}): Promise<CheckInResultDto> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    // The member's row stays locked to the end: parallel check-ins run one after the other.
    const member = await lockMember(tx, userId);
    if (!member) throw NotFound('User not found');
    const today = dayKey(now, member.timeZone);
    const [done] = await tx
      .select()
      .from(checkIns)
      .where(and(eq(checkIns.userId, userId), eq(checkIns.day, today)));
    if (done) return { already: true, day: today, streak: done.streak, balls_awarded: 0, balls: member.balls };
    const [yesterday] = await tx
      .select({ streak: checkIns.streak })
      .from(checkIns)
      .where(and(eq(checkIns.userId, userId), eq(checkIns.day, addDays(today, -1))));
    const streak = (yesterday?.streak ?? 0) + 1;
    const balls = checkInBalls(streak);
    await tx.insert(checkIns).values({ userId, day: today, streak, balls });
    const [after] = await addBalls(tx, userId, balls);
    return { already: false, day: today, streak, balls_awarded: balls, balls: after?.balls ?? member.balls + balls };
  });
}

/** This month's checked days and the streak as it stands on `today` (the member's day). */
export async function checkInState(conn: Conn, userId: number, today: string): Promise<CheckInStateDto> {
  const month = today.slice(0, 7);
  const [days, [last]] = await Promise.all([
    conn
      .select({ day: checkIns.day })
      .from(checkIns)
      .where(and(eq(checkIns.userId, userId), gte(checkIns.day, `${month}-01`), lte(checkIns.day, today)))
      .orderBy(checkIns.day),
    conn
      .select({ day: checkIns.day, streak: checkIns.streak })
      .from(checkIns)
      .where(and(eq(checkIns.userId, userId), lte(checkIns.day, today)))
      .orderBy(desc(checkIns.day))
      .limit(1),
  ]);
  const alive = last && (last.day === today || last.day === addDays(today, -1));
  return { today, checked_today: last?.day === today, streak: alive ? last.streak : 0, month, days: days.map((d) => d.day) };
}
