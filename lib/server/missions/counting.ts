import 'server-only';
import { and, count, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { periodKey } from '@/lib/missions/periods';
import { getDb, schema } from '@/lib/server/db';
import { notify } from '@/lib/server/people/notifications';
import type { MissionKind } from '@/lib/validation/missions';
import { addBalls, liveAt, lockMember, type Tx } from './common';

// Progress is counted here, on the server, from the actions themselves: the writes call these
// hooks (reading a post: community/posts.ts; comments: people/hooks.ts; wish lists: wishlist),
// never the client. Each action has a key (`post:12`, `comment:34`, `wish:56:buy`, `question:12`)
// and is stored once per mission and period under the (member, mission, period, action) key, so
// a repeated or parallel request counts once. The member's row is locked while counting, so two
// parallel actions cannot both miss the moment the target is reached. The reward (balls to
// users.referral_ball, and the mission's badge) is granted in the same transaction as the action
// that completes the mission, once per period (mission_claims).

const { missions, missionEvents, missionClaims, userBadges, badges, posts, categories } = schema;

// The question boards: the boards of the `question` group (게임 질문, 거래 질문).
export const QUESTION_GROUP_KEY = 'question';

export type MissionStep = { missionId: number; periodKey: string; progress: number; completed: boolean; rewarded: boolean };

/** Counts one action of the member towards every live mission of its kind; answers what changed. */
export async function recordMissionAction(
  userId: number,
  kind: MissionKind,
  actionKey: string,
  { now = new Date() }: { now?: Date } = {},
): Promise<MissionStep[]> {
  const db = await getDb();
  const live = await db
    .select()
    .from(missions)
    .where(and(eq(missions.kind, kind), liveAt(now)));
  if (live.length === 0) return [];
  return db.transaction(async (tx) => {
    const member = await lockMember(tx, userId);
    if (!member) return [];
    const steps: MissionStep[] = [];
    for (const mission of live) {
      const key = periodKey(mission.period, now, member.timeZone);
      const added = await tx
        .insert(missionEvents)
        .values({ userId, missionId: mission.id, periodKey: key, actionKey: actionKey.slice(0, 64) })
        .onConflictDoNothing()
        .returning({ actionKey: missionEvents.actionKey });
      if (added.length === 0) continue;
      const [row] = await tx
        .select({ n: count() })
        .from(missionEvents)
        .where(and(eq(missionEvents.userId, userId), eq(missionEvents.missionId, mission.id), eq(missionEvents.periodKey, key)));
      const done = Number(row?.n ?? 0);
      const completed = done >= mission.target;
      const rewarded = completed && (await grantReward(tx, userId, mission, key));
      steps.push({ missionId: mission.id, periodKey: key, progress: Math.min(done, mission.target), completed, rewarded });
    }
    return steps;
  });
}

/** Gives the period's reward unless it was given already; answers whether this call gave it. */
async function grantReward(tx: Tx, userId: number, mission: schema.Mission, key: string): Promise<boolean> {
  const [claim] = await tx
    .insert(missionClaims)
    .values({ userId, missionId: mission.id, periodKey: key, balls: mission.rewardBalls })
    .onConflictDoNothing()
    .returning({ missionId: missionClaims.missionId });
  if (!claim) return false;
  if (mission.rewardBalls > 0) await addBalls(tx, userId, mission.rewardBalls);
  if (mission.rewardBadgeId) {
    const [granted] = await tx
      .insert(userBadges)
      .values({ userId, badgeId: mission.rewardBadgeId })
      .onConflictDoNothing()
      .returning({ badgeId: userBadges.badgeId });
    if (granted) {
      const [badge] = await tx.select({ code: badges.code }).from(badges).where(eq(badges.id, granted.badgeId));
      await notify(tx, userId, 'badge', { badgeId: granted.badgeId, code: badge?.code ?? null });
    }
  }
  return true;
}

/** recordMissionAction for the writes that call it: a failure is logged and never fails the write. */
export async function recordMissionActionQuietly(userId: number, kind: MissionKind, actionKey: string): Promise<void> {
  try {
    await recordMissionAction(userId, kind, actionKey);
  } catch (error) {
    console.error('[missions] counting failed', error);
  }
}

const boardGroup = alias(categories, 'board_group');

/**
 * After a new comment or reply: `write_comment` counts it; `answer_question` counts answering
 * someone else's post on a question board, once per question however many comments it gets.
 */
export async function recordCommentMissions(actorId: number, comment: { id: number; post_id: number }): Promise<void> {
  await recordMissionActionQuietly(actorId, 'write_comment', `comment:${comment.id}`);
  try {
    const db = await getDb();
    const [post] = await db
      .select({ authorId: posts.authorId, group: boardGroup.key })
      .from(posts)
      .innerJoin(categories, eq(categories.id, posts.categoryId))
      .leftJoin(boardGroup, eq(boardGroup.id, categories.parentId))
      .where(eq(posts.id, comment.post_id))
      .limit(1);
    if (post && post.group === QUESTION_GROUP_KEY && post.authorId !== actorId) {
      await recordMissionActionQuietly(actorId, 'answer_question', `question:${comment.post_id}`);
    }
  } catch (error) {
    console.error('[missions] counting failed', error);
  }
}
