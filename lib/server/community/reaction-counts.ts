import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import { getDb, schema } from '@/lib/server/db';
import { rowsOf } from '@/lib/server/db/rows';

// A post's like and recommend counts are its stored counters plus the deltas not yet folded into
// them (post_reaction_deltas, migration 0026). A toggle inserts a +1 or -1 instead of updating the
// post's row, so any number of members can react to one post at once without waiting on each
// other; foldReactionDeltas() (the `reaction-fold` job) adds the deltas into the counters and
// deletes them in one statement. A reader adds what is pending in the same statement, so it
// sees either the deltas or the counters that took them in, never both or neither: the count
// is exact at any moment.

const { posts } = schema;

const pending = (kind: 'like' | 'recommend') =>
  sql`coalesce((select sum(d.delta) from post_reaction_deltas d where d.post_id = ${posts.id} and d.kind = '${sql.raw(kind)}'), 0)`;

/** The exact like count of the `posts` row a query reads (its counter plus pending deltas). */
export const likeCountSql = sql<number>`(${posts.likeCount} + ${pending('like')})::int`;
/** The exact recommend count of the `posts` row a query reads. */
export const recommendCountSql = sql<number>`(${posts.recommendCount} + ${pending('recommend')})::int`;

// Deltas folded per statement: a fold never holds many post rows at once, and the rows it takes
// are skipped by a fold running at the same time on another instance.
const FOLD_BATCH = 5000;

/**
 * Adds pending deltas into posts.like_count / recommend_count and deletes them, batch by batch,
 * until none is left. Idempotent: a delta is deleted by the statement that counts it.
 */
export async function foldReactionDeltas(): Promise<{ deltas: number; posts: number }> {
  const db = await getDb();
  let deltas = 0;
  let touched = 0;
  for (;;) {
    const result = await db.execute<{ n: number }>(sql`
      with gone as (
        delete from post_reaction_deltas where id in (
          select id from post_reaction_deltas order by id limit ${FOLD_BATCH} for update skip locked)
        returning post_id, kind, delta),
      sums as (
        select post_id,
               coalesce(sum(delta) filter (where kind = 'like'), 0)::int as likes,
               coalesce(sum(delta) filter (where kind = 'recommend'), 0)::int as recommends,
               count(*)::int as n
        from gone group by post_id)
      update posts p
      set like_count = p.like_count + s.likes, recommend_count = p.recommend_count + s.recommends
      from sums s where p.id = s.post_id
      returning s.n`);
    const rows = rowsOf<{ n: number }>(result);
    if (rows.length === 0) break;
    deltas += rows.reduce((sum, r) => sum + Number(r.n), 0);
    touched += rows.length;
  }
  return { deltas, posts: touched };
}

/** The exact counts of these posts (any state: deleted and hidden ones too), by id. */
export async function exactReactionCounts(postIds: number[]): Promise<Map<number, { likeCount: number; recommendCount: number }>> {
  if (postIds.length === 0) return new Map();
  const db = await getDb();
  const rows = await db
    .select({ id: posts.id, likeCount: likeCountSql, recommendCount: recommendCountSql })
    .from(posts)
    .where(inArray(posts.id, postIds));
  return new Map(rows.map((r) => [r.id, { likeCount: r.likeCount, recommendCount: r.recommendCount }]));
}
