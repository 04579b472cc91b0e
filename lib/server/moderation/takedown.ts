import 'server-only';
import { and, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { recordAudit, type Tx } from '@/lib/server/admin/audit';
import { deleteContent, setContentHidden } from '@/lib/server/admin/content/visibility';
import type { Viewer } from '@/lib/server/auth/session';
import { getDb, schema } from '@/lib/server/db';
import { readPage, type Page } from '@/lib/server/db/paging';
import { AppError, NotFound } from '@/lib/server/http/errors';
import { notify } from '@/lib/server/people/notifications';
import { consumeAll } from '@/lib/server/rate-limit';
import {
  TAKEDOWN_DAYS,
  TAKEDOWN_OPEN,
  type TakedownDecisionInput,
  type TakedownDto,
  type TakedownRequestInput,
  type TakedownStatus,
} from '@/lib/validation/takedown';

// 임시조치, after Article 44-2 of Korea's Information and Communications Network Act:
//   blinded ──(author objects within the period)──▶ objected ──(operator)──▶ restored | removed
//   blinded ──(operator decides first)──▶ restored | removed
//   blinded ──(period ends, no objection)──▶ expired (the post is deleted)
// The post is hidden as the request is filed (audit `post.takedown`, no actor), for TAKEDOWN_DAYS at
// most. The author is told at once and may object; operators decide; both sides hear the outcome.
// The author never learns who asked.

const { takedownRequests: requests, posts, users } = schema;
type Row = typeof requests.$inferSelect;
const DAY_MS = 24 * 60 * 60_000;

// A member files few of these: each one hides someone else's post at once.
const REQUEST_LIMITS = (userId: number) => [
  { key: `takedown:hour:${userId}`, max: 3, windowSeconds: 3600 },
  { key: `takedown:day:${userId}`, max: 5, windowSeconds: 24 * 3600 },
];

const conflict = (key: string, message: string) => new AppError('CONFLICT', message, { _: [key] });

function roleOf(row: Row, viewer: Viewer | null): TakedownDto['role'] {
  if (viewer?.role === 'admin') return 'admin';
  if (viewer?.id === row.authorId) return 'author';
  if (viewer?.id === row.requesterId) return 'requester';
  return 'other';
}

function toDto(row: Row, viewer: Viewer | null, extra: { title: string | null; requesterNickname?: string | null }): TakedownDto {
  const role = roleOf(row, viewer);
  const party = role !== 'other';
  return {
    id: row.id,
    post_id: row.postId,
    post_title: party ? extra.title : null,
    reason: row.reason,
    status: row.status,
    statement: role === 'admin' || role === 'author' || role === 'requester' ? row.statement : null,
    objection: party ? row.objection : null,
    decision_note: party ? row.decisionNote : null,
    blinded_at: row.blindedAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    objected_at: row.objectedAt?.toISOString() ?? null,
    decided_at: row.decidedAt?.toISOString() ?? null,
    role,
    requester: role === 'admin' ? { id: row.requesterId, nickname: extra.requesterNickname ?? null } : null,
  };
}

async function withTitles(rows: Row[], viewer: Viewer | null): Promise<TakedownDto[]> {
  if (rows.length === 0) return [];
  const db = await getDb();
  const [titles, requesters] = await Promise.all([
    db
      .select({ id: posts.id, title: posts.title })
      .from(posts)
      .where(
        inArray(
          posts.id,
          rows.map((r) => r.postId),
        ),
      ),
    viewer?.role === 'admin'
      ? db
          .select({ id: users.id, nickname: users.nickname })
          .from(users)
          .where(
            inArray(
              users.id,
              rows.map((r) => r.requesterId),
            ),
          )
      : Promise.resolve([]),
  ]);
  const title = new Map(titles.map((t) => [t.id, t.title]));
  const nickname = new Map(requesters.map((u) => [u.id, u.nickname]));
  return rows.map((row) => toDto(row, viewer, { title: title.get(row.postId) ?? null, requesterNickname: nickname.get(row.requesterId) }));
}

async function lockRequest(tx: Tx, id: number): Promise<Row> {
  const [row] = await tx.select().from(requests).where(eq(requests.id, id)).for('update');
  if (!row) throw NotFound('Request not found');
  return row;
}

/**
 * A member asks for someone else's post to be taken down: it is blinded at once, for
 * TAKEDOWN_DAYS at most, and its author is told. 404 for a post they cannot see; 409 for their
 * own post (`takedownOwnPost`) or one with an open request (`takedownOpen`).
 */
export async function requestTakedown(viewer: Viewer, postId: number, input: TakedownRequestInput): Promise<TakedownDto> {
  const db = await getDb();
  const [post] = await db
    .select({ id: posts.id, authorId: posts.authorId, hidden: posts.isHidden, deletedAt: posts.deletedAt })
    .from(posts)
    .where(eq(posts.id, postId));
  if (!post || post.deletedAt || post.hidden) throw NotFound('Post not found');
  if (post.authorId === viewer.id) throw conflict('takedownOwnPost', 'You cannot file a takedown request on your own post');
  await consumeAll(REQUEST_LIMITS(viewer.id));
  const row = await db.transaction(async (tx) => {
    const [open] = await tx
      .select({ id: requests.id })
      .from(requests)
      .where(and(eq(requests.postId, postId), inArray(requests.status, [...TAKEDOWN_OPEN])));
    if (open) throw conflict('takedownOpen', 'This post already has an open takedown request');
    const now = new Date();
    const [created] = await tx
      .insert(requests)
      .values({
        postId,
        requesterId: viewer.id,
        authorId: post.authorId,
        reason: input.reason,
        statement: input.statement,
        blindedAt: now,
        expiresAt: new Date(now.getTime() + TAKEDOWN_DAYS * DAY_MS),
      })
      .returning();
    // Hidden by someone in the meantime: nothing to blind.
    if (!(await setContentHidden(tx, null, 'post', postId, 'takedown', { request: created!.id, reason: input.reason })))
      throw NotFound('Post not found');
    await notify(tx, post.authorId, 'takedown', { postId, requestId: created!.id, state: 'blinded' });
    return created!;
  });
  return (await withTitles([row], viewer))[0]!;
}

/** One request, for its author, its requester or an operator (404 for anyone else). */
export async function getTakedown(viewer: Viewer, id: number): Promise<TakedownDto> {
  const db = await getDb();
  const [row] = await db.select().from(requests).where(eq(requests.id, id));
  if (!row || roleOf(row, viewer) === 'other') throw NotFound('Request not found');
  return (await withTitles([row], viewer))[0]!;
}

/** The request that blinds or removed a post, as the post's page shows it (null when none). */
export async function takedownOfPost(postId: number, viewer: Viewer | null): Promise<TakedownDto | null> {
  const db = await getDb();
  const [row] = await db.select().from(requests).where(eq(requests.postId, postId)).orderBy(desc(requests.id)).limit(1);
  if (!row || row.status === 'restored') return null;
  return (await withTitles([row], viewer))[0]!;
}

/**
 * The author asks for the post to be shown again, once, while it is blinded: operators then decide.
 * 404 for anyone but the author; 409 once objected or closed (`takedownNotBlinded`).
 */
export async function objectToTakedown(viewer: Viewer, id: number, text: string): Promise<TakedownDto> {
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const current = await lockRequest(tx, id);
    if (current.authorId !== viewer.id) throw NotFound('Request not found');
    if (current.status !== 'blinded' || current.expiresAt <= new Date())
      throw conflict('takedownNotBlinded', 'This request can no longer be objected to');
    const [updated] = await tx
      .update(requests)
      .set({ status: 'objected', objection: text, objectedAt: sql`now()` })
      .where(eq(requests.id, id))
      .returning();
    await recordAudit(tx, {
      actorId: viewer.id,
      action: 'takedown.object',
      targetType: 'post',
      targetId: current.postId,
      before: { status: current.status },
      after: { status: 'objected', request: id },
    });
    return updated!;
  });
  return (await withTitles([row], viewer))[0]!;
}

/**
 * An operator closes an open request: `restore` shows the post again, `remove` deletes it. Both
 * sides are told, with the operator's note. 409 when it is already closed (`takedownClosed`).
 */
export async function decideTakedown(admin: Viewer, id: number, input: TakedownDecisionInput): Promise<TakedownDto> {
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const current = await lockRequest(tx, id);
    if (!TAKEDOWN_OPEN.includes(current.status)) throw conflict('takedownClosed', 'This request is already closed');
    const status: TakedownStatus = input.outcome === 'restore' ? 'restored' : 'removed';
    const context = { request: id, via: 'takedown' };
    if (input.outcome === 'restore') await setContentHidden(tx, admin.id, 'post', current.postId, 'unhide', context);
    else await deleteContent(tx, admin.id, 'post', current.postId, context);
    const [updated] = await tx
      .update(requests)
      .set({ status, decidedBy: admin.id, decidedAt: sql`now()`, decisionNote: input.note })
      .where(eq(requests.id, id))
      .returning();
    await recordAudit(tx, {
      actorId: admin.id,
      action: `takedown.${input.outcome}`,
      targetType: 'post',
      targetId: current.postId,
      before: { status: current.status },
      after: { status, request: id, note: input.note },
    });
    for (const userId of [current.authorId, current.requesterId]) {
      await notify(tx, userId, 'takedown', { postId: current.postId, requestId: id, state: status });
    }
    return updated!;
  });
  return (await withTitles([row], admin))[0]!;
}

/**
 * Ends every blinded request whose period is over without an objection: the post is deleted
 * (audit `post.delete` without an actor) and both sides are told. Answers how many ended.
 */
export async function expireTakedowns(now: Date = new Date()): Promise<number> {
  const db = await getDb();
  const due = await db
    .select({ id: requests.id })
    .from(requests)
    .where(and(eq(requests.status, 'blinded'), lte(requests.expiresAt, now)));
  let ended = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const current = await lockRequest(tx, id);
      if (current.status !== 'blinded' || current.expiresAt > now) return false;
      await deleteContent(tx, null, 'post', current.postId, { request: id, via: 'takedown_expired' });
      await tx.update(requests).set({ status: 'expired', decidedAt: now }).where(eq(requests.id, id));
      for (const userId of [current.authorId, current.requesterId]) {
        await notify(tx, userId, 'takedown', { postId: current.postId, requestId: id, state: 'expired' });
      }
      return true;
    });
    if (done) ended += 1;
  }
  return ended;
}

/** Operators' queue: objected first (they wait on a decision), then blinded by end date, then closed ones. */
export async function listTakedowns(
  admin: Viewer,
  q: { status?: TakedownStatus; page: number; page_size: number },
): Promise<Page<TakedownDto>> {
  const db = await getDb();
  const where = q.status ? eq(requests.status, q.status) : undefined;
  const order = sql`case ${requests.status} when 'objected' then 0 when 'blinded' then 1 else 2 end`;
  const page = await readPage(
    { page: q.page, pageSize: q.page_size },
    (limit, offset) =>
      db.select().from(requests).where(where).orderBy(order, requests.expiresAt, desc(requests.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(requests).where(where),
  );
  return { ...page, results: await withTitles(page.results, admin) };
}
