import 'server-only';
import { and, count, eq, isNull } from 'drizzle-orm';
import { invalidatePages, postPageTags } from '@/lib/server/cache/pages';
import { getDb, schema, type Db } from '@/lib/server/db';

// A post's comment_count recounted from its rows, on its own so that the community's comment
// writes and the moderation tools that hide, show or delete comments can both use it.

const { comments, posts } = schema;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Recounts a post's visible comments and replies, for moderation tools that hide or restore
 * comments in bulk (the comment write paths keep the count without it).
 */
export async function recountComments(postId: number, db?: Db | Tx): Promise<number> {
  const conn = db ?? (await getDb());
  const [row] = await conn
    .select({ n: count() })
    .from(comments)
    .where(and(eq(comments.postId, postId), isNull(comments.deletedAt), eq(comments.isHidden, false)));
  const n = row?.n ?? 0;
  await conn.update(posts).set({ commentCount: n }).where(eq(posts.id, postId));
  await invalidatePages(postPageTags(postId), db);
  return n;
}
