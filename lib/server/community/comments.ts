import 'server-only';
import { and, asc, count, desc, eq, exists, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { visiblePost } from '@/lib/server/community/posts';
import type { Locale } from '@/lib/constants';
import { z } from '@/lib/zod';
import { invalidatePages, postPageTags } from '@/lib/server/cache/pages';
import { getDb, schema, type Db } from '@/lib/server/db';
import { insertOne } from '@/lib/server/db/rows';
import type { CursorPage } from '@/lib/server/db/paging';
import { cursorCodec } from '@/lib/server/http/cursor';
import { Forbidden, NotFound } from '@/lib/server/http/errors';
import { serverTranslator } from '@/lib/server/messages';
import { deleteContent, setContentHidden } from '@/lib/server/moderation/visibility';
import { holdDetails, screenText, type Screened } from '@/lib/server/moderation/word-filter';
import { afterCommentCreated } from '@/lib/server/people/hooks';
import { consumeAll, consumeOrRefuse, type Limit } from '@/lib/server/rate-limit';
import { hiddenAuthorIds } from '@/lib/server/people/blocks';
import { loadUserSummaries } from '@/lib/server/people/summary';
import { COMMENT_PAGE_SIZE, MY_COMMENT_PAGE_SIZE, type MyCommentDto } from '@/lib/validation/comments';
import type { CommentDto } from '@/lib/validation/posts';
import type { UserSummaryDto } from '@/lib/validation/user-summary';

// Comments and nested replies of a post.
//
// Shape: a thread is a top-level comment (parent_id null) with all its replies; a reply's
// parent_id is always the thread's top-level comment, and reply_to_id the comment or reply it
// answers, so a reply to a reply stays in the same flat thread and shows "@nickname".
//
// posts.comment_count is the number of visible (not deleted, not moderated) comments and
// replies. It is changed by one relative UPDATE in the same transaction as each insert and
// soft delete, and only when that statement really changed a row, so concurrent requests
// and repeated deletes cannot drift it.

const { comments, posts } = schema;
// Every thread and reply lookup names the post too, so it runs on comments_post_idx (post_id, parent_id, created_at).

export type Actor = { id: number; role: 'member' | 'admin' };
type CommentRow = typeof comments.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const COMMENT_LIMITS = (userId: number): Limit[] => [
  { key: `comment:minute:${userId}`, max: 10, windowSeconds: 60 },
  { key: `comment:day:${userId}`, max: 200, windowSeconds: 24 * 60 * 60 },
];
// Edits of one's comments and replies, as for posts.
export const COMMENT_EDIT_LIMIT = (userId: number): Limit => ({ key: `comment:edit:${userId}`, max: 30, windowSeconds: 10 * 60 });

const live = (table: { deletedAt: AnyPgColumn; isHidden: AnyPgColumn } = comments) =>
  and(isNull(table.deletedAt), eq(table.isHidden, false));
const notBy = (column: AnyPgColumn, hidden: number[]) => (hidden.length ? notInArray(column, hidden) : undefined);

// ── Cursors ─────────────────────────────────────────────────────────────────
// Opaque to callers: the id of a row, and whether to continue after it ('n') or go back before
// it ('p'). The row's own (created_at, id) is compared in SQL, so microsecond timestamps never
// lose precision.

const commentCursor = cursorCodec(z.object({ i: z.number().int().positive(), d: z.enum(['n', 'p']) }));
type Cursor = ReturnType<typeof commentCursor.decode>;

/** The cursors of the pages either side of a keyset page. */
function cursorsOf(page: { nextAfter: number | null; prevBefore: number | null }) {
  return {
    nextCursor: page.nextAfter ? commentCursor.encode({ i: page.nextAfter, d: 'n' }) : null,
    previousCursor: page.prevBefore ? commentCursor.encode({ i: page.prevBefore, d: 'p' }) : null,
  };
}

/** The API request (`GET /api/v1/community/replies/`) a server-rendered first page of a post's threads stands for. */
export const commentListPath = (postId: number) => `/api/v1/community/replies/?post_id=${postId}`;

/**
 * Keyset paging over rows ordered by (created_at, id) in `order`. Reads one row more than a page
 * to know whether another page follows, and for a cursored page checks the other side too.
 */
async function keysetPage(
  db: Db,
  where: SQL | undefined,
  order: 'asc' | 'desc',
  cursor: Cursor | null,
  size: number,
): Promise<{ rows: CommentRow[]; nextAfter: number | null; prevBefore: number | null }> {
  const key = sql`(${comments.createdAt}, ${comments.id})`;
  const anchor = (id: number) => sql`(select c2.created_at, c2.id from comments c2 where c2.id = ${id})`;
  // "after" in the list's own order; in a descending list, later in the list is smaller.
  const beyond = (id: number, forward: boolean) =>
    (order === 'asc') === forward ? sql`${key} > ${anchor(id)}` : sql`${key} < ${anchor(id)}`;
  const listOrder = order === 'asc' ? [asc(comments.createdAt), asc(comments.id)] : [desc(comments.createdAt), desc(comments.id)];
  const reverseOrder = order === 'asc' ? [desc(comments.createdAt), desc(comments.id)] : [asc(comments.createdAt), asc(comments.id)];

  if (cursor?.d === 'p') {
    const back = await db
      .select()
      .from(comments)
      .where(and(where, beyond(cursor.i, false)))
      .orderBy(...reverseOrder)
      .limit(size + 1);
    const rows = back.slice(0, size).reverse();
    const first = rows[0];
    const last = rows.at(-1);
    return {
      rows,
      prevBefore: back.length > size && first ? first.id : null,
      // Going back from a row means that row (and what follows) is still ahead.
      nextAfter: last ? last.id : null,
    };
  }
  const ahead = await db
    .select()
    .from(comments)
    .where(and(where, cursor ? beyond(cursor.i, true) : undefined))
    .orderBy(...listOrder)
    .limit(size + 1);
  const rows = ahead.slice(0, size);
  const first = rows[0];
  let prevBefore: number | null = null;
  if (cursor && first) {
    const [earlier] = await db
      .select({ id: comments.id })
      .from(comments)
      .where(and(where, beyond(first.id, false)))
      .limit(1);
    if (earlier) prevBefore = first.id;
  }
  return { rows, nextAfter: ahead.length > size ? (rows.at(-1)?.id ?? null) : null, prevBefore };
}

// ── Reading ───────────────────────────────────────────────────────────────

async function requireVisiblePost(db: Db | Tx, postId: number) {
  const [post] = await db
    .select({ id: posts.id, authorId: posts.authorId, commentCount: posts.commentCount })
    .from(posts)
    .where(and(eq(posts.id, postId), visiblePost()))
    .limit(1);
  if (!post) throw NotFound('Post not found');
  return post;
}

function toDto(
  row: CommentRow,
  authors: Map<number, UserSummaryDto>,
  viewerId: number | null,
  extra: { replies?: CommentDto[]; replyTo?: CommentDto['reply_to'] } = {},
): CommentDto {
  const gone = row.deletedAt !== null || row.isHidden;
  const author = authors.get(row.authorId) ?? {
    id: row.authorId,
    uuid: '',
    profile_image: null,
    profile: { name: null },
    represent_badge: null,
    is_withdrawn: true,
  };
  const replies = extra.replies ?? [];
  return {
    id: row.id,
    post_id: row.postId,
    parent_id: row.parentId,
    reply_to: extra.replyTo ?? null,
    // A deleted or moderated comment that still has replies stays as a placeholder, without its words.
    content: gone ? '' : row.content,
    author,
    like_count: row.likeCount,
    is_author: !gone && viewerId === row.authorId,
    is_deleted: gone,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    reply_count: replies.length,
    replies,
  };
}

/** Builds the DTOs of top-level rows with their (already filtered) replies. */
async function buildThreads(
  db: Db,
  tops: CommentRow[],
  replies: CommentRow[],
  viewerId: number | null,
  hidden: number[],
  locale: Locale,
): Promise<CommentDto[]> {
  const answeredIds = [...new Set(replies.flatMap((r) => (r.replyToId && r.replyToId !== r.parentId ? [r.replyToId] : [])))];
  const answered = answeredIds.length
    ? await db.select({ id: comments.id, authorId: comments.authorId }).from(comments).where(inArray(comments.id, answeredIds))
    : [];
  const answeredAuthor = new Map(answered.map((a) => [a.id, a.authorId]));
  const authors = await loadUserSummaries(
    [...tops.map((c) => c.authorId), ...replies.map((c) => c.authorId), ...answered.map((a) => a.authorId)],
    locale,
  );
  const byThread = new Map<number, CommentDto[]>();
  for (const reply of replies) {
    let replyTo: CommentDto['reply_to'] = null;
    if (reply.replyToId && reply.replyToId !== reply.parentId) {
      const authorId = answeredAuthor.get(reply.replyToId);
      const name = authorId !== undefined && !hidden.includes(authorId) ? (authors.get(authorId)?.profile.name ?? null) : null;
      replyTo = { id: reply.replyToId, author_name: name };
    }
    const list = byThread.get(reply.parentId ?? 0) ?? [];
    list.push(toDto(reply, authors, viewerId, { replyTo }));
    byThread.set(reply.parentId ?? 0, list);
  }
  return tops.map((top) => toDto(top, authors, viewerId, { replies: byThread.get(top.id) ?? [] }));
}

/** Visible comments and replies of a post for this viewer (the post's comment_count without blocked members' threads). */
async function visibleCount(db: Db, postId: number, storedCount: number, hidden: number[]): Promise<number> {
  if (hidden.length === 0) return storedCount;
  const top = alias(comments, 'top');
  const [row] = await db
    .select({ n: count() })
    .from(comments)
    .leftJoin(top, eq(top.id, comments.parentId))
    .where(
      and(
        eq(comments.postId, postId),
        live(),
        notBy(comments.authorId, hidden),
        or(isNull(comments.parentId), notInArray(top.authorId, hidden)),
      ),
    );
  return row?.n ?? 0;
}

/**
 * One page of a post's threads: top-level comments oldest first (20 a page, keyset cursors), each
 * with all its replies oldest first. Deleted or moderated comments stay as placeholders while they
 * have visible replies and vanish otherwise; threads of members blocked either way are left out.
 */
export async function listComments(
  postId: number,
  viewerId: number | null,
  locale: Locale,
  { cursor, limit = COMMENT_PAGE_SIZE }: { cursor?: string; limit?: number } = {},
): Promise<CursorPage<CommentDto>> {
  const db = await getDb();
  const position = cursor ? commentCursor.decode(cursor) : null;
  const post = await requireVisiblePost(db, postId);
  const hidden = await hiddenAuthorIds(viewerId);
  // The comments of a post the reader may not see (its author and the reader blocked one another) are as missing as the post.
  if (hidden.includes(post.authorId)) throw NotFound('Post not found');

  const reply = alias(comments, 'reply');
  const hasVisibleReply = exists(
    db
      .select({ one: sql`1` })
      .from(reply)
      .where(and(eq(reply.postId, comments.postId), eq(reply.parentId, comments.id), live(reply), notBy(reply.authorId, hidden))),
  );
  const threadWhere = and(
    eq(comments.postId, postId),
    isNull(comments.parentId),
    notBy(comments.authorId, hidden),
    or(live(), hasVisibleReply),
  );
  const page = await keysetPage(db, threadWhere, 'asc', position, limit);
  const topIds = page.rows.map((r) => r.id);
  const replies = topIds.length
    ? await db
        .select()
        .from(comments)
        .where(and(eq(comments.postId, postId), inArray(comments.parentId, topIds), live(), notBy(comments.authorId, hidden)))
        .orderBy(asc(comments.createdAt), asc(comments.id))
    : [];

  return {
    count: await visibleCount(db, postId, post.commentCount, hidden),
    ...cursorsOf(page),
    results: await buildThreads(db, page.rows, replies, viewerId, hidden, locale),
  };
}

/** One comment as the list shows it: a top-level one with its visible replies, or a reply with its reply_to. */
async function loadComment(db: Db, id: number, viewerId: number, locale: Locale): Promise<CommentDto> {
  const [row] = await db.select().from(comments).where(eq(comments.id, id)).limit(1);
  if (!row) throw NotFound('Comment not found');
  const hidden = await hiddenAuthorIds(viewerId);
  if (row.parentId === null) {
    const replies = await db
      .select()
      .from(comments)
      .where(and(eq(comments.postId, row.postId), eq(comments.parentId, row.id), live(), notBy(comments.authorId, hidden)))
      .orderBy(asc(comments.createdAt), asc(comments.id));
    const [dto] = await buildThreads(db, [row], replies, viewerId, hidden, locale);
    if (!dto) throw NotFound('Comment not found');
    return dto;
  }
  // buildThreads attaches replies to their thread; a lone reply is read back through a stand-in thread.
  const standIn: CommentRow = { ...row, id: row.parentId, parentId: null };
  const [thread] = await buildThreads(db, [standIn], [row], viewerId, hidden, locale);
  const dto = thread?.replies[0];
  if (!dto) throw NotFound('Comment not found');
  return dto;
}

// ── Writing ───────────────────────────────────────────────────────────────

async function blockedBetween(db: Db | Tx, viewerId: number, others: number[]): Promise<boolean> {
  const targets = [...new Set(others.filter((id) => id !== viewerId))];
  if (targets.length === 0) return false;
  const { blocks } = schema;
  const [hit] = await db
    .select({ one: sql`1` })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, viewerId), inArray(blocks.blockedId, targets)),
        and(eq(blocks.blockedId, viewerId), inArray(blocks.blockerId, targets)),
      ),
    )
    .limit(1);
  return Boolean(hit);
}

/**
 * Writes a comment, or a reply when `parent_id` names the comment or reply it answers. 404 for a
 * missing, deleted or hidden post or answered comment; 403 when a block stands between the writer
 * and the post's author or the authors of the thread and the answered comment. Then tells the
 * post's and the answered comment's authors and checks the writer's badges (people/hooks.ts).
 */
export async function createComment(
  actor: Actor,
  input: { post_id: number; content: string; parent_id?: number },
  locale: Locale,
): Promise<CommentDto> {
  const screened = await screenText({ content: input.content }, { hold: 'hold', locale });
  await consumeAll(COMMENT_LIMITS(actor.id));
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    let parentId: number | null = null;
    let replyToId: number | null = null;
    const involved: number[] = [];
    if (input.parent_id !== undefined) {
      // Locked, so a concurrent delete of the answered comment waits for this reply.
      const [answered] = await tx
        .select()
        .from(comments)
        .where(and(eq(comments.id, input.parent_id), eq(comments.postId, input.post_id), live()))
        .limit(1)
        .for('update');
      if (!answered) throw NotFound('Comment not found');
      parentId = answered.parentId ?? answered.id;
      replyToId = answered.id;
      involved.push(answered.authorId);
      if (answered.parentId !== null) {
        const [top] = await tx.select({ authorId: comments.authorId }).from(comments).where(eq(comments.id, answered.parentId)).limit(1);
        if (top) involved.push(top.authorId);
      }
    }
    // Counts the new comment and, by matching only a visible post, checks that it is one.
    const [post] = await tx
      .update(posts)
      .set({ commentCount: sql`${posts.commentCount} + 1` })
      .where(and(eq(posts.id, input.post_id), visiblePost()))
      .returning({ authorId: posts.authorId });
    if (!post) throw NotFound('Post not found');
    involved.push(post.authorId);
    if (await blockedBetween(tx, actor.id, involved)) throw Forbidden('You cannot reply to this member');

    const row = await insertOne(
      tx,
      comments,
      { postId: input.post_id, authorId: actor.id, parentId, replyToId, content: screened.values.content },
      { id: comments.id },
    );
    await holdComment(tx, row.id, screened);
    await invalidatePages(postPageTags(input.post_id), tx);
    return row.id;
  });
  const comment = await loadComment(db, id, actor.id, locale);
  if (screened.held) return { ...comment, held: true };
  return afterCommentCreated(actor.id, comment);
}

/** A held comment is hidden pending review, as the report threshold hides one: no actor, an audit row operators find. */
async function holdComment(tx: Tx, commentId: number, screened: Screened<string>): Promise<void> {
  if (!screened.held) return;
  await setContentHidden(tx, null, 'comment', commentId, 'filter_hold', holdDetails(screened));
}

async function requireOwnLiveComment(db: Db | Tx, actor: Actor, id: number, { allowAdmin }: { allowAdmin: boolean }) {
  const [row] = await db
    .select({ comment: comments })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(and(eq(comments.id, id), live(), visiblePost()))
    .limit(1);
  if (!row) throw NotFound('Comment not found');
  const mayAct = row.comment.authorId === actor.id || (allowAdmin && actor.role === 'admin');
  if (!mayAct) throw Forbidden('Only the author may change this comment');
  return row.comment;
}

/** Changes the words of one's own comment or reply (COMMENT_EDIT_LIMIT; 429 / 1700 past it). */
export async function updateComment(actor: Actor, id: number, input: { content: string }, locale: Locale): Promise<CommentDto> {
  const db = await getDb();
  await requireOwnLiveComment(db, actor, id, { allowAdmin: false });
  const screened = await screenText({ content: input.content }, { hold: 'hold', locale });
  await consumeOrRefuse([COMMENT_EDIT_LIMIT(actor.id)], serverTranslator(locale, 'community')('comments.errors.editRateLimited'));
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(comments)
      .set({ content: screened.values.content, updatedAt: sql`now()` })
      .where(and(eq(comments.id, id), live()))
      .returning({ id: comments.id, postId: comments.postId });
    if (!row) throw NotFound('Comment not found');
    await holdComment(tx, row.id, screened);
    await invalidatePages(postPageTags(row.postId), tx);
    return row;
  });
  const comment = await loadComment(db, updated.id, actor.id, locale);
  return screened.held ? { ...comment, held: true } : comment;
}

/**
 * Soft-deletes one's own comment or reply (an administrator may delete any). Its replies stay;
 * the thread then shows a "deleted comment" placeholder.
 */
export async function deleteComment(actor: Actor, id: number): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const comment = await requireOwnLiveComment(tx, actor, id, { allowAdmin: true });
    if (comment.authorId !== actor.id) {
      // An administrator deleting someone else's comment is moderation: the audited admin path.
      if (!(await deleteContent(tx, actor.id, 'comment', id))) throw NotFound('Comment not found');
      return;
    }
    const [gone] = await tx
      .update(comments)
      .set({ deletedAt: sql`now()` })
      .where(and(eq(comments.id, id), live()))
      .returning({ postId: comments.postId });
    // Someone else deleted it in the meantime: it was counted out then.
    if (!gone) throw NotFound('Comment not found');
    await tx
      .update(posts)
      .set({ commentCount: sql`greatest(${posts.commentCount} - 1, 0)` })
      .where(eq(posts.id, gone.postId));
    await invalidatePages(postPageTags(gone.postId), tx);
  });
}

// ── A member's own comments ("my replies" tab) ─────────────────────────────

/** The member's visible comments and replies, newest first, with the post each belongs to. */
export async function listMyComments(userId: number, { cursor }: { cursor?: string } = {}): Promise<CursorPage<MyCommentDto>> {
  const db = await getDb();
  const position = cursor ? commentCursor.decode(cursor) : null;
  const onVisiblePost = exists(
    db
      .select({ one: sql`1` })
      .from(posts)
      .where(and(eq(posts.id, comments.postId), visiblePost())),
  );
  const where = and(eq(comments.authorId, userId), live(), onVisiblePost);
  const [page, [total]] = await Promise.all([
    keysetPage(db, where, 'desc', position, MY_COMMENT_PAGE_SIZE),
    db.select({ n: count() }).from(comments).where(where),
  ]);
  const postIds = [...new Set(page.rows.map((r) => r.postId))];
  const titles = postIds.length
    ? new Map(
        (await db.select({ id: posts.id, title: posts.title }).from(posts).where(inArray(posts.id, postIds))).map((p) => [p.id, p.title]),
      )
    : new Map<number, string>();
  return {
    count: total?.n ?? 0,
    ...cursorsOf(page),
    results: page.rows.map((row) => ({
      id: row.id,
      post_id: row.postId,
      post_title: titles.get(row.postId) ?? '',
      parent_id: row.parentId,
      content: row.content,
      like_count: row.likeCount,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    })),
  };
}
