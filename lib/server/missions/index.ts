import 'server-only';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@/lib/constants';
import { dayKey, isoWeekKey, missionTimeZone } from '@/lib/missions/periods';
import { getDb, schema } from '@/lib/server/db';
import { pick } from '@/lib/bilingual';
import {
  CHECK_IN_BALLS,
  CHECK_IN_BONUS_BALLS,
  CHECK_IN_BONUS_EVERY,
  type MissionBoardDto,
  type MissionDto,
} from '@/lib/validation/missions';
import { checkInState } from './check-in';
import { liveAt, memberTimeZone } from './common';

export { checkIn } from './check-in';
export { recordCommentMissions, recordMissionAction, recordMissionActionQuietly } from './counting';

// The /mission board: the live missions in the reader's language, and for a member their
// progress in the current day and week of their own time zone, the rewards received, their
// balls and this month's check-ins. A guest sees the same missions without progress.

const { missions, missionEvents, missionClaims, badges, users } = schema;

export async function getMissionBoard(viewer: { id: number } | null, locale: Locale, { now = new Date() } = {}): Promise<MissionBoardDto> {
  const db = await getDb();
  const [rows, member] = await Promise.all([
    db
      .select({ mission: missions, badge: { id: badges.id, titleKo: badges.titleKo, titleZhTw: badges.titleZhTw, hex: badges.hexCode } })
      .from(missions)
      .leftJoin(badges, eq(badges.id, missions.rewardBadgeId))
      .where(liveAt(now))
      .orderBy(asc(missions.sortOrder), asc(missions.id)),
    viewer
      ? db
          .select({ locale: users.locale, balls: users.referralBall })
          .from(users)
          .where(eq(users.id, viewer.id))
          .then(([row]) => row ?? null)
      : Promise.resolve(null),
  ]);
  const timeZone = member ? memberTimeZone(member.locale) : missionTimeZone(locale);
  const today = dayKey(now, timeZone);
  const week = isoWeekKey(today);
  const keyOf = (period: 'daily' | 'weekly') => (period === 'daily' ? today : week);

  const progress = new Map<number, number>();
  const rewarded = new Set<number>();
  let checkIn: MissionBoardDto['check_in'] = null;
  if (viewer && member) {
    const ids = rows.map((r) => r.mission.id);
    const [counted, claimed, state] = await Promise.all([
      ids.length
        ? db
            .select({ missionId: missionEvents.missionId, periodKey: missionEvents.periodKey, n: count() })
            .from(missionEvents)
            .where(
              and(
                eq(missionEvents.userId, viewer.id),
                inArray(missionEvents.missionId, ids),
                inArray(missionEvents.periodKey, [today, week]),
              ),
            )
            .groupBy(missionEvents.missionId, missionEvents.periodKey)
        : Promise.resolve([]),
      ids.length
        ? db
            .select({ missionId: missionClaims.missionId, periodKey: missionClaims.periodKey })
            .from(missionClaims)
            .where(
              and(
                eq(missionClaims.userId, viewer.id),
                inArray(missionClaims.missionId, ids),
                inArray(missionClaims.periodKey, [today, week]),
              ),
            )
        : Promise.resolve([]),
      checkInState(db, viewer.id, today),
    ]);
    const periodOf = new Map(rows.map((r) => [r.mission.id, keyOf(r.mission.period)]));
    for (const c of counted) if (periodOf.get(c.missionId) === c.periodKey) progress.set(c.missionId, Number(c.n));
    for (const c of claimed) if (periodOf.get(c.missionId) === c.periodKey) rewarded.add(c.missionId);
    checkIn = state;
  }

  const dto = ({ mission: m, badge }: (typeof rows)[number]): MissionDto => {
    const done = progress.get(m.id) ?? 0;
    return {
      id: m.id,
      key: m.key,
      kind: m.kind,
      period: m.period,
      title: pick(locale, m.titleKo, m.titleZh),
      description: pick(locale, m.descriptionKo, m.descriptionZh),
      target: m.target,
      progress: viewer && member ? Math.min(done, m.target) : null,
      completed: done >= m.target || rewarded.has(m.id),
      rewarded: rewarded.has(m.id),
      reward_balls: m.rewardBalls,
      reward_badge: badge ? { id: badge.id, title: pick(locale, badge.titleKo, badge.titleZhTw), hex_code: badge.hex } : null,
      ends_at: m.endsAt?.toISOString() ?? null,
    };
  };
  const list = rows.map(dto);
  return {
    signed_in: Boolean(viewer && member),
    time_zone: timeZone,
    today,
    week,
    balls: member?.balls ?? null,
    check_in: checkIn,
    reward: { balls: CHECK_IN_BALLS, bonus_every: CHECK_IN_BONUS_EVERY, bonus_balls: CHECK_IN_BONUS_BALLS },
    daily: list.filter((m) => m.period === 'daily'),
    weekly: list.filter((m) => m.period === 'weekly'),
  };
}
