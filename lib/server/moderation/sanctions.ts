import 'server-only';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Viewer } from '@/lib/server/auth/session';
import { getDb, schema } from '@/lib/server/db';
import { insertOne } from '@/lib/server/db/rows';
import { recordAudit, type Conn, type Tx } from '@/lib/server/audit/log';
import { excerptOf } from '@/lib/excerpt';
import { notify } from '@/lib/server/people/notifications';
import type {
  AppealStateDto,
  MemberSanctionDto,
  MemberSanctionsDto,
  SanctionKind,
  SanctionRule,
  SanctionTargetDto,
  SanctionFieldsInput,
  SanctionTargetType,
} from '@/lib/validation/moderation';
import { lockContent } from '@/lib/server/moderation/visibility';
import { countActiveStrikes, STRIKE_DECAY_DAYS, strikeExpiry, suspensionForStrikes } from './strikes';

// Sanctions: what an administrator did to a member's post, comment or account, recorded in the
// transaction of the action itself (report queue, post and comment screens, members screen), with
// the rule and the public note. The member is notified and sees each one at /my/sanctions; the
// reporter and the private reason (audit log) never leave the administration.

const { sanctions, appeals, posts, comments, users } = schema;
type SanctionRow = typeof sanctions.$inferSelect;

/** An appeal as its member sees it (and, with who filed and decided it, the operators). */
export function toAppealState(a: typeof appeals.$inferSelect): AppealStateDto {
  return {
    id: a.id,
    text: a.text,
    status: a.status,
    decision_note: a.decisionNote,
    decided_at: a.decidedAt?.toISOString() ?? null,
    created_at: a.createdAt.toISOString(),
  };
}

export type SanctionRecord = {
  userId: number;
  kind: SanctionKind;
  targetType: SanctionTargetType;
  targetId: number;
  rule?: SanctionRule | undefined;
  publicNote?: string | undefined;
  adminId: number | null;
  strike?: boolean;
  suspendedUntil?: Date | null;
};

/** The board (category id) of a post or a comment's post, for the modlog. */
async function boardOf(conn: Conn, type: SanctionTargetType, id: number): Promise<number | null> {
  if (type === 'post') {
    const [row] = await conn.select({ c: posts.categoryId }).from(posts).where(eq(posts.id, id)).limit(1);
    return row?.c ?? null;
  }
  if (type === 'comment') {
    const [row] = await conn
      .select({ c: posts.categoryId })
      .from(comments)
      .innerJoin(posts, eq(posts.id, comments.postId))
      .where(eq(comments.id, id))
      .limit(1);
    return row?.c ?? null;
  }
  return null;
}

/**
 * Records a sanction inside the caller's transaction and notifies the member. A strike may reach
 * a step of the ladder and suspend the member automatically (itself a sanction, admin_id null).
 */
export async function recordSanction(tx: Tx, rec: SanctionRecord): Promise<SanctionRow> {
  const strike = rec.kind !== 'suspend' && (rec.strike ?? true);
  const row = await insertOne(tx, sanctions, {
    userId: rec.userId,
    kind: rec.kind,
    targetType: rec.targetType,
    targetId: rec.targetId,
    categoryId: await boardOf(tx, rec.targetType, rec.targetId),
    rule: rec.rule ?? 'other',
    publicNote: rec.publicNote ?? '',
    adminId: rec.adminId,
    strike,
    suspendedUntil: rec.suspendedUntil ?? null,
  });
  await notify(tx, rec.userId, 'sanction', { sanctionId: row.id, kind: rec.kind });
  if (strike) await applyStrikes(tx, rec.userId, rec.rule ?? 'other');
  return row;
}

/** The member's strikes that count now. */
export async function activeStrikeRows(conn: Conn, userId: number) {
  const since = new Date(Date.now() - STRIKE_DECAY_DAYS * 86_400_000);
  return conn
    .select({ id: sanctions.id, createdAt: sanctions.createdAt })
    .from(sanctions)
    .where(and(eq(sanctions.userId, userId), eq(sanctions.strike, true), eq(sanctions.status, 'active'), gt(sanctions.createdAt, since)))
    .orderBy(asc(sanctions.createdAt));
}

/** Suspends the member automatically when their active strikes reach a step of the ladder. */
async function applyStrikes(tx: Tx, userId: number, rule: SanctionRule): Promise<void> {
  const rows = await activeStrikeRows(tx, userId);
  const step = suspensionForStrikes(countActiveStrikes(rows.map((r) => ({ createdAt: r.createdAt, active: true }))));
  if (!step) return;
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user || user.role === 'admin' || user.status === 'withdrawn') return;
  const until = step.days === null ? null : new Date(Date.now() + step.days * 86_400_000);
  // A longer suspension already running is kept.
  const running = user.status === 'suspended' && (user.suspendedUntil === null || user.suspendedUntil.getTime() > Date.now());
  if (running && (user.suspendedUntil === null || (until !== null && user.suspendedUntil >= until))) return;
  // The reason the member reads on every refused action (403 / 1301), in both languages.
  const reason = `경고 ${rows.length}회 누적 · 累積警告 ${rows.length} 次`;
  await tx
    .update(users)
    .set({ status: 'suspended', suspendedUntil: until, suspensionReason: reason, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  await recordAudit(tx, {
    actorId: null,
    action: 'member.suspend',
    targetType: 'user',
    targetId: userId,
    before: { status: user.status, until: user.suspendedUntil?.toISOString() ?? null, reason: user.suspensionReason },
    after: { status: 'suspended', until: until?.toISOString() ?? null, reason, automatic: true, strikes: rows.length },
  });
  await recordSanction(tx, {
    userId,
    kind: 'suspend',
    targetType: 'user',
    targetId: userId,
    rule,
    publicNote: '',
    adminId: null,
    strike: false,
    suspendedUntil: until,
  });
}

/**
 * Records an administrator's hide or delete of a post or comment, against its author. A hide
 * already on record (an active one) is not recorded twice.
 */
export async function sanctionContent(
  tx: Tx,
  adminId: number,
  kind: 'hide' | 'delete',
  type: 'post' | 'comment',
  id: number,
  fields: SanctionFieldsInput,
): Promise<SanctionRow | null> {
  const { authorId } = await lockContent(tx, type, id);
  if (kind === 'hide') {
    const [existing] = await tx
      .select({ id: sanctions.id })
      .from(sanctions)
      .where(and(eq(sanctions.kind, 'hide'), eq(sanctions.targetType, type), eq(sanctions.targetId, id), eq(sanctions.status, 'active')))
      .limit(1);
    if (existing) return null;
  }
  return recordSanction(tx, {
    userId: authorId,
    kind,
    targetType: type,
    targetId: id,
    rule: fields.rule,
    publicNote: fields.public_note,
    adminId,
    strike: fields.strike,
  });
}

/** Marks the active sanctions of `kind` on a target reversed (an administrator showed the content or lifted the suspension). */
export async function reverseSanctionsOn(
  tx: Tx,
  adminId: number,
  kind: SanctionKind,
  targetType: SanctionTargetType,
  targetId: number,
): Promise<number> {
  const rows = await tx
    .update(sanctions)
    .set({ status: 'reversed', reversedAt: sql`now()`, reversedBy: adminId })
    .where(
      and(eq(sanctions.kind, kind), eq(sanctions.targetType, targetType), eq(sanctions.targetId, targetId), eq(sanctions.status, 'active')),
    )
    .returning({ id: sanctions.id });
  return rows.length;
}

// ── What the member sees ────────────────────────────────────────────────────

/** Posts and comments of the sanctions, as the member may see their own content. */
export async function loadSanctionTargets(conn: Conn, rows: Pick<SanctionRow, 'targetType' | 'targetId'>[]) {
  const ids = (type: SanctionTargetType) => [...new Set(rows.filter((r) => r.targetType === type).map((r) => r.targetId))];
  const [postIds, commentIds] = [ids('post'), ids('comment')];
  const [postRows, commentRows] = await Promise.all([
    postIds.length ? conn.select().from(posts).where(inArray(posts.id, postIds)) : Promise.resolve([]),
    commentIds.length
      ? conn
          .select({ comment: comments, title: posts.title })
          .from(comments)
          .innerJoin(posts, eq(posts.id, comments.postId))
          .where(inArray(comments.id, commentIds))
      : Promise.resolve([]),
  ]);
  const out = new Map<string, SanctionTargetDto>();
  for (const p of postRows)
    out.set(`post:${p.id}`, {
      type: 'post',
      id: p.id,
      title: p.title,
      excerpt: excerptOf(p.content),
      post_id: p.id,
      is_hidden: p.isHidden,
      is_deleted: p.deletedAt !== null,
    });
  for (const { comment: c, title } of commentRows)
    out.set(`comment:${c.id}`, {
      type: 'comment',
      id: c.id,
      title,
      excerpt: excerptOf(c.content),
      post_id: c.postId,
      is_hidden: c.isHidden,
      is_deleted: c.deletedAt !== null,
    });
  return (type: SanctionTargetType, id: number): SanctionTargetDto =>
    out.get(`${type}:${id}`) ?? { type, id, title: null, excerpt: null, post_id: null, is_hidden: false, is_deleted: false };
}

/** The member's own sanctions, newest first, with their appeal and the strikes counting now. */
export async function listMySanctions(viewer: Viewer): Promise<MemberSanctionsDto> {
  const db = await getDb();
  const rows = await db
    .select({ s: sanctions, a: appeals })
    .from(sanctions)
    .leftJoin(appeals, eq(appeals.sanctionId, sanctions.id))
    .where(eq(sanctions.userId, viewer.id))
    .orderBy(desc(sanctions.createdAt), desc(sanctions.id));
  const [target, strikes] = await Promise.all([
    loadSanctionTargets(
      db,
      rows.map((r) => r.s),
    ),
    activeStrikeRows(db, viewer.id),
  ]);
  const counting = new Set(strikes.map((s) => s.id));
  const results: MemberSanctionDto[] = rows.map(({ s, a }) => ({
    id: s.id,
    kind: s.kind,
    rule: s.rule,
    public_note: s.publicNote,
    strike: s.strike,
    strike_expires_at: counting.has(s.id) ? strikeExpiry(s.createdAt).toISOString() : null,
    automatic: s.adminId === null,
    suspended_until: s.suspendedUntil?.toISOString() ?? null,
    status: s.status,
    reversed_at: s.reversedAt?.toISOString() ?? null,
    created_at: s.createdAt.toISOString(),
    target: target(s.targetType, s.targetId),
    appeal: a ? toAppealState(a) : null,
    can_appeal: !a && s.status === 'active',
  }));
  return {
    strikes: {
      active: strikes.length,
      decay_days: STRIKE_DECAY_DAYS,
      next_expiry: strikes[0] ? strikeExpiry(strikes[0].createdAt).toISOString() : null,
    },
    results,
  };
}
