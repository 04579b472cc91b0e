// The bench's database: the demo seed, grown to N posts and M comments in Korean and Chinese,
// one post carrying 200 comments in threads, and the keyset cursor of a page deep in the board.
// Runs in the bench's own process against whatever DATA_DIR / DATABASE_URL say, before the
// server starts (PGlite allows one process per data directory), then closes the database.

export type Grown = {
  seconds: number;
  threadPostId: number;
  threadComments: number;
  deepPage: number;
  deepCursor: string;
  /** listPosts() called in this process for the deep page: p50 and p95 of 30 calls, ms. */
  deepDirect: { p50: number; p95: number };
};

// Boards the grown posts go to (every board in "all posts" (37) but the notices and the archive).
const BOARDS = [14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 32, 33, 34, 35];
const CHAT_BOARD = 25;
export const DEEP_PAGE = 10_000;
const PAGE_SIZE = 10;

const KO_LINES = [
  '저도 어제 슬라임 농장에서 똑같은 일이 있었어요. 물을 주니까 바로 괜찮아졌어요!',
  '좋은 정보 감사합니다. 초보라서 몰랐는데 덕분에 많이 배웠어요.',
  '이 방법 써보니까 진짜 잘 되네요 ㅋㅋ 다들 한번 해보세요.',
  '혹시 이벤트 보상은 언제까지 받을 수 있나요? 공지에서 못 찾겠어요.',
  '말랑말랑한 슬라임 사진 더 올려주세요. 보고만 있어도 힐링돼요.',
  '저는 반대 의견이에요. 레벨이 낮을 때는 보석을 아끼는 게 더 나은 것 같아요. 나중에 상점 갱신될 때 쓰면 훨씬 이득이거든요.',
  '오늘 마을 광장 모임 몇 시에 시작하나요? 늦게라도 갈게요.',
  '와 이 조합은 처음 봐요. 공략 글로 따로 정리해 주시면 좋겠어요!',
];
const ZH_LINES = [
  '我昨天也遇到一樣的情況，給史萊姆澆水之後就好了！',
  '謝謝分享，新手完全不知道這個，學到很多。',
  '照這個方法試了一下真的有用，大家可以試試看。',
  '請問活動獎勵可以領到什麼時候？公告裡找不到。',
  '請多放一些軟綿綿的史萊姆照片，光看就覺得很療癒。',
  '我有不同的看法，等級低的時候先省下寶石比較好，等商店刷新再用會划算很多。',
  '今天村莊廣場的聚會幾點開始？晚一點我也會去。',
];

const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

export async function growDatabase(posts: number, commentsWanted: number, log: (line: string) => void): Promise<Grown> {
  process.env.SEED_DEMO = 'true';
  process.env.APP_ENV = 'development';
  const { sql } = await import('drizzle-orm');
  const { closeDb, schema } = await import('../../lib/server/db');
  const { prepareDatabase } = await import('../../lib/server/boot');
  const { ALL_EXCLUDED } = await import('../../lib/server/community/category-scope');
  const { listPosts, postCursor } = await import('../../lib/server/community/posts');
  const { postListQuery } = await import('../../lib/validation/posts');
  const { POST_TYPES } = await import('../../lib/constants');
  type Rows<T> = { rows: T[] };
  const started = performance.now();
  const db = await prepareDatabase(); // migrations and the demo seed
  log(`  demo seed ready in ${((performance.now() - started) / 1000).toFixed(1)} s; growing…`);
  try {
    const before = ((await db.execute(sql`select coalesce(max(id), 0)::int as hi from posts`)) as unknown as Rows<{ hi: number }>).rows[0]!
      .hi;
    // One post a minute back from now; a third of them in Chinese (zh-TW), the rest in Korean.
    await db.execute(sql`
      insert into posts (category_id, post_type, author_id, title, content, created_at, updated_at)
      select (array[${sql.raw(BOARDS.join(','))}])[1 + g % ${BOARDS.length}], 1, 3 + g % 30,
             case when g % 3 = 0 then '測試文章 ' else '벤치 글 ' end || g || ' ' ||
               (array['슬라임','고양이','貓咪','보석','交易','모자'])[1 + g % 6],
             case when g % 3 = 0 then repeat('軟綿綿的史萊姆朋友們一起度過的一天，今天也在村莊廣場見面吧。', 4)
                  else repeat('말랑한 슬라임 친구들과 함께하는 하루, 오늘도 마을 광장에서 만나요. ', 4) end || g,
             now() - make_interval(mins => g), now() - make_interval(mins => g)
      from generate_series(1, ${posts}) g`);
    const hi = ((await db.execute(sql`select max(id)::int as hi from posts`)) as unknown as Rows<{ hi: number }>).rows[0]!.hi;
    const lo = before + 1;
    const span = hi - lo + 1;
    if (commentsWanted > 0 && span > 0) {
      await db.execute(sql`
        insert into comments (post_id, author_id, content, created_at, updated_at)
        select ${lo} + (g % ${span}), 3 + g % 30,
               case when g % 3 = 0 then '謝謝分享！留言 ' else '좋은 정보 고마워요! 댓글 ' end || g,
               now() - make_interval(secs => g), now() - make_interval(secs => g)
        from generate_series(1, ${commentsWanted}) g`);
    }

    // The post with 200 comments: 60 threads by 30 members, the first 20 with three replies
    // (answering each other), the other 40 with two; six hours old, near the top of the board.
    const threadStart = Date.now() - 6 * 60 * 60 * 1000;
    const [post] = await db
      .insert(schema.posts)
      .values({
        categoryId: CHAT_BOARD,
        postType: POST_TYPES.general,
        authorId: 3,
        title: '슬라임 농장 운영 팁 모음 (댓글 환영)',
        content: [
          '슬라임 농장을 6개월 동안 운영하면서 알게 된 것들을 정리했어요. 물 주기, 먹이 시간, 보석 아끼는 법까지.',
          '經營史萊姆農場半年的心得整理，歡迎台灣的朋友們也一起留言討論！',
          '1. 아침에는 물을 먼저 주세요. 2. 먹이는 하루 세 번이면 충분해요. 3. 상점 갱신 전에는 보석을 아껴 두세요.',
          '궁금한 점이나 다른 팁이 있으면 댓글로 알려 주세요.',
        ].join('\n\n'),
        createdAt: new Date(threadStart),
        updatedAt: new Date(threadStart),
      })
      .returning({ id: schema.posts.id });
    const threadPostId = post!.id;
    const line = (k: number) => (k % 3 === 2 ? ZH_LINES[k % ZH_LINES.length]! : KO_LINES[k % KO_LINES.length]!);
    const at = (minutes: number) => new Date(threadStart + minutes * 60_000);
    const tops = await db
      .insert(schema.comments)
      .values(
        Array.from({ length: 60 }, (_, t) => ({
          postId: threadPostId,
          authorId: 3 + ((t * 7) % 30),
          content: line(t),
          createdAt: at(1 + t * 5),
          updatedAt: at(1 + t * 5),
        })),
      )
      .returning({ id: schema.comments.id });
    const topIds = tops.map((r) => r.id).sort((a, b) => a - b);
    // Replies in rounds: the first of each thread answers the thread, the next ones the reply before.
    let answering = topIds;
    let replyCount = 0;
    for (let r = 0; r < 3; r++) {
      const threads = topIds.map((topId, t) => ({ topId, t, replyTo: answering[t]! })).filter(({ t }) => r < (t < 20 ? 3 : 2));
      const ids = (
        await db
          .insert(schema.comments)
          .values(
            threads.map(({ topId, t, replyTo }) => ({
              postId: threadPostId,
              authorId: r === 1 ? 3 : 3 + ((t * 7 + r * 11 + 5) % 30),
              parentId: topId,
              replyToId: replyTo,
              content: line(t + r + 1),
              createdAt: at(2 + t * 5 + r),
              updatedAt: at(2 + t * 5 + r),
            })),
          )
          .returning({ id: schema.comments.id })
      )
        .map((c) => c.id)
        .sort((a, b) => a - b);
      answering = topIds.map((_, t) => ids[threads.findIndex((x) => x.t === t)] ?? answering[t]!);
      replyCount += ids.length;
    }
    const threadComments = topIds.length + replyCount;

    await db.execute(sql`
      update posts set comment_count = c.n
      from (select post_id, count(*)::int as n from comments where deleted_at is null group by post_id) c
      where posts.id = c.post_id`);
    await db.execute(sql`analyze`);
    const seconds = (performance.now() - started) / 1000;
    log(
      `  database: demo + ${posts.toLocaleString()} posts and ${commentsWanted.toLocaleString()} comments, post ${threadPostId} with ${threadComments} comments, in ${seconds.toFixed(1)} s`,
    );

    // The cursor a reader holds after DEEP_PAGE - 1 pages of "all posts" (37): the last row of
    // that page among the visible, unpinned posts, newest first (what the API's next link carries).
    const excluded = sql.raw(ALL_EXCLUDED.join(','));
    const visible = sql`deleted_at is null and not is_hidden and category_id not in (${excluded})`;
    const total = ((await db.execute(sql`select count(*)::int as n from posts where ${visible}`)) as unknown as Rows<{ n: number }>)
      .rows[0]!.n;
    const unpinned = (
      (await db.execute(sql`select count(*)::int as n from posts where ${visible} and not is_pinned`)) as unknown as Rows<{ n: number }>
    ).rows[0]!.n;
    const deepPage = Math.max(2, Math.min(DEEP_PAGE, Math.ceil(unpinned / PAGE_SIZE)));
    const row = (
      (await db.execute(sql`
        select id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as key
        from posts where ${visible} and not is_pinned
        order by created_at desc, id desc offset ${(deepPage - 1) * PAGE_SIZE - 1} limit 1`)) as unknown as Rows<{
        id: number;
        key: string;
      }>
    ).rows[0]!;
    const deepCursor = postCursor.encode({ t: row.key, i: Number(row.id), d: 'n', c: total });

    const query = postListQuery.parse({ category: '37', cursor: deepCursor });
    const ctx = { viewer: null, locale: 'ko' as const };
    const first = await listPosts(query, ctx);
    if (first.results.length === 0) throw new Error(`page ${deepPage} by cursor came back empty`);
    for (let k = 0; k < 4; k++) await listPosts(query, ctx);
    const times: number[] = [];
    for (let k = 0; k < 30; k++) {
      const t = performance.now();
      await listPosts(query, ctx);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    return {
      seconds,
      threadPostId,
      threadComments,
      deepPage,
      deepCursor,
      deepDirect: { p50: percentile(times, 50), p95: percentile(times, 95) },
    };
  } finally {
    await closeDb();
  }
}
