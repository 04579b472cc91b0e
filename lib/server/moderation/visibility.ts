import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { invalidatePages, postPageTags } from '@/lib/server/cache/pages';
import { recountComments } from '@/lib/server/community/comment-count';
import { schema } from '@/lib/server/db';
import { NotFound } from '@/lib/server/http/errors';
import { recordAudit, type Tx } from '@/lib/server/audit/log';

// Hiding, showing and deleting posts and comments, each inside the caller's transaction with its
// audit row. Deletion is the community's soft delete (deleted_at, as lib/server/community/post-write.ts
// and comments.ts do it); it is written here rather than called there because those functions open
// their own transaction, and the audit row must commit or fail together with the change.
//
// A comment's post keeps its comment_count right through recountComments (the community's own
// count of visible comments, community/comment-count.ts), run in the same transaction.

const { posts, comments } = schema;

export type ContentType = 'post' | 'comment';
/** `auto_hide` is the report threshold's and `filter_hold` the word filter's, both with no actor; `takedown` a rights-infringement request's 임시조치. */
export type VisibilityAction = 'hide' | 'unhide' | 'auto_hide' | 'filter_hold' | 'takedown';

type Snapshot = { is_hidden: boolean; is_deleted: boolean };

async function lockPost(tx: Tx, id: number) {
  const [row] = await tx.select().from(posts).where(eq(posts.id, id)).for('update');
  if (!row) throw NotFound('Post not found');
  return row;
}

async function lockComment(tx: Tx, id: number) {
  const [row] = await tx.select().from(comments).where(eq(comments.id, id)).for('update');
  if (!row) throw NotFound('Comment not found');
  return row;
}

/** Locks the post or comment and answers its author and state. */
export async function lockContent(tx: Tx, type: ContentType, id: number) {
  const row = type === 'post' ? await lockPost(tx, id) : await lockComment(tx, id);
  return {
    authorId: row.authorId,
    postId: type === 'post' ? row.id : (row as typeof comments.$inferSelect).postId,
    state: { is_hidden: row.isHidden, is_deleted: row.deletedAt !== null } satisfies Snapshot,
  };
}

/**
 * Hides or shows a live post or comment. Answers false (and records nothing) when it already was
 * in that state or is deleted.
 */
export async function setContentHidden(
  tx: Tx,
  actorId: number | null,
  type: ContentType,
  id: number,
  action: VisibilityAction,
  extra: Record<string, unknown> = {},
): Promise<boolean> {
  const hidden = action !== 'unhide';
  const content = await lockContent(tx, type, id);
  if (content.state.is_deleted || content.state.is_hidden === hidden) return false;
  if (type === 'post') {
    await tx
      .update(posts)
      .set({ isHidden: hidden })
      .where(and(eq(posts.id, id), isNull(posts.deletedAt)));
    await invalidatePages(postPageTags(id), tx);
  } else {
    await tx
      .update(comments)
      .set({ isHidden: hidden })
      .where(and(eq(comments.id, id), isNull(comments.deletedAt)));
    await recountComments(content.postId, tx);
  }
  await recordAudit(tx, {
    actorId,
    action: `${type}.${action}`,
    targetType: type,
    targetId: id,
    before: content.state,
    after: { ...content.state, is_hidden: hidden, ...extra },
  });
  return true;
}

/** Soft-deletes a post or comment (operators may delete without notice). False when already deleted. */
export async function deleteContent(
  tx: Tx,
  actorId: number | null,
  type: ContentType,
  id: number,
  extra: Record<string, unknown> = {},
): Promise<boolean> {
  const content = await lockContent(tx, type, id);
  if (content.state.is_deleted) return false;
  if (type === 'post') {
    await tx
      .update(posts)
      .set({ deletedAt: sql`now()` })
      .where(eq(posts.id, id));
    await invalidatePages(postPageTags(id), tx);
  } else {
    await tx
      .update(comments)
      .set({ deletedAt: sql`now()` })
      .where(eq(comments.id, id));
    await recountComments(content.postId, tx);
  }
  await recordAudit(tx, {
    actorId,
    action: `${type}.delete`,
    targetType: type,
    targetId: id,
    before: content.state,
    after: { ...content.state, is_deleted: true, ...extra },
  });
  return true;
}
