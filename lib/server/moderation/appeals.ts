import 'server-only';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Viewer } from '@/lib/server/auth/session';
import { getDb, schema } from '@/lib/server/db';
import { insertOne } from '@/lib/server/db/rows';
import { readPage, type Page } from '@/lib/server/db/paging';
import { AppError, NotFound } from '@/lib/server/http/errors';
import { recordAudit, type Tx } from '@/lib/server/audit/log';
import { setContentHidden, lockContent } from '@/lib/server/moderation/visibility';
import { invalidatePages, postPageTags } from '@/lib/server/cache/pages';
import { recountComments } from '@/lib/server/community/comment-count';
import { notify } from '@/lib/server/people/notifications';
import type { AdminAppealDto, AdminAppealQuery, AppealDecisionInput, AppealInput } from '@/lib/validation/moderation';
import { loadSanctionTargets, toAppealState } from './sanctions';

// Appeals: a member appeals each of their sanctions once, with text (suspended members too). An
// administrator other than the one who sanctioned decides: uphold keeps it; reverse shows the
// content again, restores deleted content or lifts the suspension, and the sanction's strike stops
// counting. Either outcome notifies the member.

const { sanctions, appeals, users, posts, comments } = schema;

/** The member's appeal of their own sanction: 404 for anyone else's, 409 for a second one or a reversed sanction. */
export async function appealSanction(viewer: Viewer, sanctionId: number, input: AppealInput) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [s] = await tx.select().from(sanctions).where(eq(sanctions.id, sanctionId)).for('update');
    if (!s || s.userId !== viewer.id) throw NotFound('Sanction not found');
    if (s.status !== 'active') throw new AppError('CONFLICT', 'This sanction was already reversed', { _: ['sanctionReversed'] });
    const [existing] = await tx.select({ id: appeals.id }).from(appeals).where(eq(appeals.sanctionId, sanctionId)).limit(1);
    if (existing) throw new AppError('CONFLICT', 'This sanction was already appealed', { _: ['appealExists'] });
    const row = await insertOne(tx, appeals, { sanctionId, userId: viewer.id, text: input.text });
    await recordAudit(tx, {
      actorId: viewer.id,
      action: 'appeal.create',
      targetType: 'appeal',
      targetId: row.id,
      before: null,
      after: { sanction_id: sanctionId },
    });
    return {
      id: row.id,
      text: row.text,
      status: row.status,
      decision_note: row.decisionNote,
      decided_at: null,
      created_at: row.createdAt.toISOString(),
    };
  });
}

// ── Administration ──────────────────────────────────────────────────────────

async function toAdminAppeals(viewer: Viewer, rows: { a: typeof appeals.$inferSelect; s: typeof sanctions.$inferSelect }[]) {
  const db = await getDb();
  const ids = [...new Set(rows.flatMap(({ a, s }) => [a.userId, a.decidedBy, s.adminId]).filter((x): x is number => x !== null))];
  const [people, target] = await Promise.all([
    ids.length ? db.select({ id: users.id, nickname: users.nickname }).from(users).where(inArray(users.id, ids)) : Promise.resolve([]),
    loadSanctionTargets(
      db,
      rows.map((r) => r.s),
    ),
  ]);
  const ref = (id: number | null) => {
    const p = id === null ? undefined : people.find((x) => x.id === id);
    return p ? { id: p.id, nickname: p.nickname ?? '' } : null;
  };
  return rows.map(({ a, s }): AdminAppealDto => ({
    ...toAppealState(a),
    member: ref(a.userId) ?? { id: a.userId, nickname: '' },
    decided_by: ref(a.decidedBy),
    sanction: {
      id: s.id,
      kind: s.kind,
      rule: s.rule,
      public_note: s.publicNote,
      admin: ref(s.adminId),
      status: s.status,
      created_at: s.createdAt.toISOString(),
      target: target(s.targetType, s.targetId),
    },
    can_decide: a.status === 'pending' && s.adminId !== viewer.id && a.userId !== viewer.id,
  }));
}

/** Appeals, pending first (oldest waiting first), then decided ones newest first. */
export async function listAppeals(viewer: Viewer, q: AdminAppealQuery): Promise<Page<AdminAppealDto>> {
  const db = await getDb();
  const where = q.status ? eq(appeals.status, q.status) : undefined;
  const page = await readPage(
    { page: q.page, pageSize: q.page_size },
    (limit, offset) =>
      db
        .select({ a: appeals, s: sanctions })
        .from(appeals)
        .innerJoin(sanctions, eq(sanctions.id, appeals.sanctionId))
        .where(where)
        .orderBy(
          sql`case when ${appeals.status} = 'pending' then 0 else 1 end`,
          sql`case when ${appeals.status} = 'pending' then ${appeals.createdAt} end asc`,
          desc(appeals.decidedAt),
          desc(appeals.id),
        )
        .limit(limit)
        .offset(offset),
    db.select({ n: count() }).from(appeals).where(where),
  );
  return { ...page, results: await toAdminAppeals(viewer, page.results) };
}

export async function getAppeal(viewer: Viewer, id: number): Promise<AdminAppealDto> {
  const db = await getDb();
  const rows = await db
    .select({ a: appeals, s: sanctions })
    .from(appeals)
    .innerJoin(sanctions, eq(sanctions.id, appeals.sanctionId))
    .where(eq(appeals.id, id))
    .limit(1);
  if (!rows[0]) throw NotFound('Appeal not found');
  return (await toAdminAppeals(viewer, rows))[0]!;
}

/** Brings a deleted post or comment back, with its audit row. */
async function restoreContent(tx: Tx, actorId: number, type: 'post' | 'comment', id: number): Promise<boolean> {
  const content = await lockContent(tx, type, id);
  if (!content.state.is_deleted) return false;
  if (type === 'post') {
    await tx.update(posts).set({ deletedAt: null }).where(eq(posts.id, id));
    await invalidatePages(postPageTags(id), tx);
  } else {
    await tx.update(comments).set({ deletedAt: null }).where(eq(comments.id, id));
    await recountComments(content.postId, tx);
  }
  await recordAudit(tx, {
    actorId,
    action: `${type}.restore`,
    targetType: type,
    targetId: id,
    before: content.state,
    after: { ...content.state, is_deleted: false, via: 'appeal' },
  });
  return true;
}

/** Undoes a sanction: the content shown or restored, the suspension lifted. */
async function undoSanction(tx: Tx, adminId: number, s: typeof sanctions.$inferSelect): Promise<void> {
  if (s.kind === 'suspend') {
    const [user] = await tx.select().from(users).where(eq(users.id, s.userId)).for('update');
    if (user && user.status === 'suspended') {
      await tx
        .update(users)
        .set({ status: 'active', suspendedUntil: null, suspensionReason: null, updatedAt: sql`now()` })
        .where(eq(users.id, s.userId));
      await recordAudit(tx, {
        actorId: adminId,
        action: 'member.unsuspend',
        targetType: 'user',
        targetId: s.userId,
        before: { status: 'suspended', until: user.suspendedUntil?.toISOString() ?? null, reason: user.suspensionReason },
        after: { status: 'active', until: null, reason: null, via: 'appeal' },
      });
    }
    return;
  }
  if (s.targetType === 'user') return;
  if (s.kind === 'delete') {
    await restoreContent(tx, adminId, s.targetType, s.targetId);
    // Restored content is shown too, unless a hide of its own still stands.
    const [hide] = await tx
      .select({ id: sanctions.id })
      .from(sanctions)
      .where(
        and(
          eq(sanctions.kind, 'hide'),
          eq(sanctions.targetType, s.targetType),
          eq(sanctions.targetId, s.targetId),
          eq(sanctions.status, 'active'),
        ),
      )
      .limit(1);
    if (hide) return;
  }
  await setContentHidden(tx, adminId, s.targetType, s.targetId, 'unhide', { via: 'appeal' });
}

/**
 * Decides a pending appeal. 403 (appealSameAdmin) for the administrator who sanctioned; 409
 * (appealDecided) once decided.
 */
export async function decideAppeal(viewer: Viewer, id: number, input: AppealDecisionInput): Promise<AdminAppealDto> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [a] = await tx.select().from(appeals).where(eq(appeals.id, id)).for('update');
    if (!a) throw NotFound('Appeal not found');
    const [s] = await tx.select().from(sanctions).where(eq(sanctions.id, a.sanctionId)).for('update');
    if (!s) throw NotFound('Appeal not found');
    if (s.adminId === viewer.id)
      throw new AppError('FORBIDDEN', 'The administrator who sanctioned cannot decide the appeal', { _: ['appealSameAdmin'] });
    if (a.userId === viewer.id) throw new AppError('FORBIDDEN', 'Nobody decides their own appeal', { _: ['appealOwn'] });
    if (a.status !== 'pending') throw new AppError('CONFLICT', 'This appeal was already decided', { _: ['appealDecided'] });
    const reverse = input.outcome === 'reverse';
    if (reverse) {
      await undoSanction(tx, viewer.id, s);
      await tx
        .update(sanctions)
        .set({ status: 'reversed', reversedAt: sql`now()`, reversedBy: viewer.id })
        .where(and(eq(sanctions.id, s.id), eq(sanctions.status, 'active')));
    }
    const status = reverse ? 'reversed' : 'upheld';
    await tx
      .update(appeals)
      .set({ status, decidedBy: viewer.id, decisionNote: input.note, decidedAt: sql`now()` })
      .where(eq(appeals.id, id));
    await recordAudit(tx, {
      actorId: viewer.id,
      action: `appeal.${input.outcome}`,
      targetType: 'appeal',
      targetId: id,
      before: { status: 'pending', sanction_status: s.status },
      after: { status, sanction_id: s.id, sanction_status: reverse ? 'reversed' : s.status, note: input.note },
    });
    await notify(tx, a.userId, reverse ? 'appeal_reversed' : 'appeal_upheld', { sanctionId: s.id, appealId: id });
  });
  return getAppeal(viewer, id);
}
