import 'server-only';
import { asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Viewer } from '@/lib/server/auth/session';
import { recordAudit } from '@/lib/server/audit/log';
import { violatedUniqueIndex } from '@/lib/server/auth/db-errors';
import { getDb, schema } from '@/lib/server/db';
import { insertOne, updateOne } from '@/lib/server/db/rows';
import { containsPattern } from '@/lib/server/db/like';
import { readPage, type Page } from '@/lib/server/db/paging';
import { AppError, NotFound } from '@/lib/server/http/errors';
import type { AdminMissionDto, MissionInput } from '@/lib/validation/missions';
import type { Tx } from './common';

// Missions as operators edit them in /admin: both languages, start and end, switched on or off,
// no deploy needed. Every write leaves an audit row with the whole mission before and after.
// Deleting a mission removes its progress and reward records; balls and badges already given stay.

const { missions, missionClaims, badges } = schema;
type MissionRow = typeof missions.$inferSelect;

const completions = sql<number>`(select count(*)::int from ${missionClaims} where ${missionClaims.missionId} = ${missions.id})`;

function toAdminMission(row: MissionRow, done: number): AdminMissionDto {
  return {
    id: row.id,
    key: row.key,
    kind: row.kind,
    period: row.period,
    target: row.target,
    reward_balls: row.rewardBalls,
    reward_badge_id: row.rewardBadgeId,
    title_ko: row.titleKo,
    title_zh: row.titleZh,
    description_ko: row.descriptionKo,
    description_zh: row.descriptionZh,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt?.toISOString() ?? null,
    is_active: row.isActive,
    sort_order: row.sortOrder,
    completions: Number(done),
    updated_at: row.updatedAt.toISOString(),
  };
}

const snapshot = (row: MissionRow) => toAdminMission(row, 0);
const keyTaken = () => new AppError('CONFLICT', 'Another mission uses this key', { key: ['missionKeyTaken'] });

export async function listAdminMissions(q: { page: number; page_size: number; q?: string }): Promise<Page<AdminMissionDto>> {
  const db = await getDb();
  const like = q.q ? containsPattern(q.q) : null;
  const where = like ? or(ilike(missions.key, like), ilike(missions.titleKo, like), ilike(missions.titleZh, like)) : undefined;
  const page = await readPage(
    { page: q.page, pageSize: q.page_size },
    (limit, offset) =>
      db
        .select({ row: missions, done: completions })
        .from(missions)
        .where(where)
        .orderBy(desc(missions.isActive), asc(missions.period), asc(missions.sortOrder), asc(missions.id))
        .limit(limit)
        .offset(offset),
    db.select({ n: count() }).from(missions).where(where),
  );
  return { ...page, results: page.results.map((r) => toAdminMission(r.row, r.done)) };
}

export async function getAdminMission(id: number): Promise<AdminMissionDto> {
  const db = await getDb();
  const [found] = await db.select({ row: missions, done: completions }).from(missions).where(eq(missions.id, id));
  if (!found) throw NotFound('Mission not found');
  return toAdminMission(found.row, found.done);
}

async function checkBadge(tx: Tx, badgeId: number | null) {
  if (badgeId === null) return;
  const [badge] = await tx.select({ id: badges.id }).from(badges).where(eq(badges.id, badgeId));
  if (!badge) throw new AppError('VALIDATION', 'No such badge', { reward_badge_id: ['badgeRequired'] });
}

const values = (input: MissionInput) => ({
  key: input.key,
  kind: input.kind,
  period: input.period,
  target: input.target,
  rewardBalls: input.reward_balls,
  rewardBadgeId: input.reward_badge_id,
  titleKo: input.title_ko,
  titleZh: input.title_zh,
  descriptionKo: input.description_ko,
  descriptionZh: input.description_zh,
  endsAt: input.ends_at ? new Date(input.ends_at) : null,
  isActive: input.is_active,
  sortOrder: input.sort_order,
});

/** An end before the start is refused here too, where the stored start is known. */
function checkDates(startsAt: Date, endsAt: Date | null) {
  if (endsAt && endsAt <= startsAt) throw new AppError('VALIDATION', 'The end must come after the start', { ends_at: ['endBeforeStart'] });
}

export async function createMission(admin: Viewer, input: MissionInput): Promise<AdminMissionDto> {
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      await checkBadge(tx, input.reward_badge_id);
      const startsAt = input.starts_at ? new Date(input.starts_at) : new Date();
      const row = values(input);
      checkDates(startsAt, row.endsAt);
      const created = await insertOne(tx, missions, { ...row, startsAt });
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'mission.create',
        targetType: 'mission',
        targetId: created.id,
        after: snapshot(created),
      });
      return toAdminMission(created, 0);
    });
  } catch (error) {
    if (violatedUniqueIndex(error) !== null) throw keyTaken();
    throw error;
  }
}

/** Replaces a mission's fields; without `starts_at` the start stays as it was. */
export async function updateMission(admin: Viewer, id: number, input: MissionInput): Promise<AdminMissionDto> {
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select().from(missions).where(eq(missions.id, id)).for('update');
      if (!before) throw NotFound('Mission not found');
      await checkBadge(tx, input.reward_badge_id);
      const startsAt = input.starts_at ? new Date(input.starts_at) : before.startsAt;
      const row = values(input);
      checkDates(startsAt, row.endsAt);
      const after = await updateOne(tx, missions, eq(missions.id, id), { ...row, startsAt, updatedAt: sql`now()` });
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'mission.update',
        targetType: 'mission',
        targetId: id,
        before: snapshot(before),
        after: snapshot(after),
      });
      const [done] = await tx.select({ n: count() }).from(missionClaims).where(eq(missionClaims.missionId, id));
      return toAdminMission(after, done?.n ?? 0);
    });
  } catch (error) {
    if (violatedUniqueIndex(error) !== null) throw keyTaken();
    throw error;
  }
}

export async function deleteMission(admin: Viewer, id: number): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(missions).where(eq(missions.id, id)).for('update');
    if (!before) throw NotFound('Mission not found');
    await tx.delete(missions).where(eq(missions.id, id));
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'mission.delete',
      targetType: 'mission',
      targetId: id,
      before: snapshot(before),
      after: { deleted: true },
    });
  });
}
