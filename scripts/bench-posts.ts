// `npm run bench:posts`: the post list on a board of 100,000 posts in a temporary
// embedded database. Prints how long page 1 and a page 500 deep (by keyset cursor) take through
// the same code the API and the pages use, next to the OFFSET query a page number would need,
// and a few searches. Figures, not pass/fail.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const POSTS = Number(process.env.BENCH_POSTS || 100_000);
const RUNS = 7;
const DEEP_PAGE = 500;

process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'slime-bench-posts-'));
process.env.SEED_DEMO = 'false';
delete process.env.DATABASE_URL;

async function main() {
  const { sql } = await import('drizzle-orm');
  const { closeDb, getDb, schema } = await import('../lib/server/db');
  const { flattenCategoryTree } = await import('../lib/server/community/category-tree');
  const { and, desc, isNull, eq, notInArray } = await import('drizzle-orm');
  const { listPosts, postCursor, summaryColumns } = await import('../lib/server/community/posts');
  const { postListQuery } = await import('../lib/validation/posts');
  const { forgetHotRanking, listRanking } = await import('../lib/server/community/ranking');

  const db = await getDb();
  const started = performance.now();
  await db.insert(schema.categories).values(flattenCategoryTree());
  await db.insert(schema.users).values(Array.from({ length: 50 }, (_, k) => ({ nickname: `멤버${k}`, email: `m${k}@example.com` })));
  const boards = [14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 32, 33, 34, 35];
  // One post a minute back from now; a rare word in every 1,000th post.
  await db.execute(sql`
    insert into posts (category_id, post_type, author_id, title, content, created_at, updated_at, comment_count)
    select (array[${sql.raw(boards.join(','))}])[1 + g % ${boards.length}], 1, 1 + g % 50,
           '글 ' || g || ' ' || (array['슬라임','고양이','貓咪','보석','交易','모자'])[1 + g % 6],
           repeat('말랑한 슬라임 친구들과 함께하는 하루, 오늘도 마을 광장에서 만나요. ', 4) || g ||
             case when g % 1000 = 0 then ' 희귀단어' else '' end,
           now() - make_interval(mins => g), now() - make_interval(mins => g), g % 7
    from generate_series(1, ${POSTS}) g`);
  // Some likes on a third of the last week's posts, from a member other than the author.
  await db.execute(sql`
    insert into post_reactions (post_id, user_id, kind)
    select id, 1 + (id + 1) % 50, 'like' from posts where created_at > now() - interval '7 days' and id % 3 = 0`);
  await db.execute(sql`analyze posts`);
  console.log(
    `${POSTS.toLocaleString()} posts generated in ${((performance.now() - started) / 1000).toFixed(1)} s (PGlite, ${process.env.DATA_DIR})`,
  );

  const ctx = { viewer: null, locale: 'ko' as const };
  const median = async (fn: () => Promise<unknown>) => {
    await fn(); // warm-up
    const times: number[] = [];
    for (let k = 0; k < RUNS; k++) {
      const t = performance.now();
      await fn();
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)]!;
  };
  // As the API reads them: every query parameter is text.
  const list = (query: Record<string, string | number>) =>
    listPosts(postListQuery.parse(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]))), ctx);

  // The cursor a reader holds after 499 pages: the 4,990th post of the list.
  const cursorAt = async (offset: number, where = sql`true`) => {
    const result = await db.execute<{ id: number; key: string; n: number }>(sql`
      select id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as key,
             (select count(*)::int from posts where deleted_at is null and not is_hidden and ${where}) as n
      from posts where deleted_at is null and not is_hidden and ${where}
      order by created_at desc, id desc offset ${offset} limit 1`);
    const row = ((result as { rows?: Array<{ id: number; key: string; n: number }> }).rows ?? [])[0]!;
    return postCursor.encode({ t: row.key, i: Number(row.id), d: 'n', c: Number(row.n) });
  };
  const deepOffset = (DEEP_PAGE - 1) * 10 - 1;

  const rows: Array<[string, number]> = [];
  rows.push(['all posts, page 1 (with count)', await median(() => list({ category: 37 }))]);
  const deepAll = await cursorAt(deepOffset);
  rows.push([`all posts, page ${DEEP_PAGE} by cursor`, await median(() => list({ category: 37, cursor: deepAll }))]);
  // What a page number would cost instead: the same rows by OFFSET.
  const byOffset = (page: number) =>
    db
      .select(summaryColumns)
      .from(schema.posts)
      .where(and(isNull(schema.posts.deletedAt), eq(schema.posts.isHidden, false), notInArray(schema.posts.categoryId, [10, 31])))
      .orderBy(desc(schema.posts.createdAt), desc(schema.posts.id))
      .offset((page - 1) * 10)
      .limit(11);
  rows.push([`all posts, page ${DEEP_PAGE} by OFFSET (for comparison)`, await median(() => byOffset(DEEP_PAGE))]);
  const deepest = Math.floor(POSTS / 10) - 1;
  const deepestCursor = await cursorAt((deepest - 1) * 10 - 1);
  rows.push([`all posts, page ${deepest.toLocaleString()} by cursor`, await median(() => list({ category: 37, cursor: deepestCursor }))]);
  rows.push([`all posts, page ${deepest.toLocaleString()} by OFFSET (for comparison)`, await median(() => byOffset(deepest))]);
  rows.push(['one board (25), page 1 (with count)', await median(() => list({ category: 25 }))]);
  const deepBoard = await cursorAt(Math.min(deepOffset, Math.floor(POSTS / boards.length) - 20), sql`category_id = 25`);
  rows.push([
    `one board (25), ${Math.min(DEEP_PAGE, Math.floor(POSTS / boards.length / 10) - 2)} pages deep by cursor`,
    await median(() => list({ category: 25, cursor: deepBoard })),
  ]);
  rows.push(['oldest first, page 1', await median(() => list({ category: 37, sort: 'oldest' }))]);
  rows.push(['search "슬라임" (title + content), page 1', await median(() => list({ keyword: '슬라임' }))]);
  rows.push(['search "貓" (one Han character), page 1', await median(() => list({ keyword: '貓' }))]);
  rows.push(['search "희귀단어" (in 1 post of 1,000), page 1', await median(() => list({ keyword: '희귀단어' }))]);
  rows.push([
    'hot ranking computed (10,080 posts in the last 7 days)',
    await median(() => {
      forgetHotRanking();
      return listRanking({ type: 'hot', limit: 10 }, ctx);
    }),
  ]);
  rows.push(['hot ranking from the one-minute cache', await median(() => listRanking({ type: 'hot', limit: 10 }, ctx))]);
  rows.push(['search nickname "멤버7", page 1', await median(() => list({ keyword: '멤버7', search_type: 'nickname' }))]);

  console.log('\nquery                                                  median ms');
  for (const [name, ms] of rows) console.log(`${name.padEnd(54)} ${ms.toFixed(1).padStart(9)}`);
  const first = rows[0]![1];
  const deep = rows[1]![1];
  console.log(`\npage ${DEEP_PAGE} by cursor / page 1: ${(deep / first).toFixed(2)}×`);

  await closeDb();
  fs.rmSync(process.env.DATA_DIR!, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
