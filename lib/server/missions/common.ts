import 'server-only';
import { and, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@/lib/constants';
import { isLocale } from '@/lib/locale';
import { missionTimeZone } from '@/lib/missions/periods';
import { schema, type Db } from '@/lib/server/db';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Conn = Db | Tx;

const { missions, users } = schema;

/** Missions members see and count at `now`: switched on, started, not ended. */
export function liveAt(now: Date): SQL {
  return and(eq(missions.isActive, true), lte(missions.startsAt, now), or(isNull(missions.endsAt), gt(missions.endsAt, now)))!;
}

/** The member's stored language, which sets their day and week, and their balls; the row stays locked until the transaction ends. */
export async function lockMember(tx: Tx, userId: number) {
  const [row] = await tx
    .select({ locale: users.locale, status: users.status, balls: users.referralBall })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!row || row.status === 'withdrawn') return null;
  return { ...row, timeZone: memberTimeZone(row.locale) };
}

export const memberTimeZone = (locale: string): string => missionTimeZone(isLocale(locale) ? (locale as Locale) : 'ko');

export const addBalls = (tx: Tx, userId: number, balls: number) =>
  tx
    .update(users)
    .set({ referralBall: sql`${users.referralBall} + ${balls}` })
    .where(eq(users.id, userId))
    .returning({ balls: users.referralBall });
