import { and, count, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import { ALL_EXCLUDED } from '@/lib/server/community/category-scope';
import { SEARCH_COUNT_CAP } from '@/lib/server/community/posts';
import { closeDb, schema } from '@/lib/server/db';
import { callRoute } from '@/test/call-route';
import { insertPosts, seedBoard } from '@/test/community-read-fixtures';
import { GET as list } from './route';

// The list count comes from counters the posts triggers keep in each write's transaction
// (post_counts), never from a count over the board; it must always equal the exact count.

const { posts } = schema;
type Board = Awaited<ReturnType<typeof seedBoard>>;
let board: Board;

const apiCount = async (query: string, headers: Record<string, string> = {}) => {
  const res = await callRoute(list, `/api/v1/community/${query}`, { headers });
  expect(res.status).toBe(200);
  return res.body.data as { count: number; count_exact?: boolean; next: string | null };
};

// The truth, by scanning: visible posts in the given boards (or all but the excluded), optional post types.
async function scan(categoryIds: number[] | 'all', extra?: ReturnType<typeof or>, authorsOut: number[] = []) {
  const [row] = await board.db
    .select({ n: count() })
    .from(posts)
    .where(
      and(
        isNull(posts.deletedAt),
        eq(posts.isHidden, false),
        categoryIds === 'all' ? notInArray(posts.categoryId, [...ALL_EXCLUDED]) : inArray(posts.categoryId, categoryIds),
        extra,
        authorsOut.length ? notInArray(posts.authorId, authorsOut) : undefined,
      ),
    );
  return row!.n;
}

beforeAll(async () => {
  board = await seedBoard();
  const { alice, bob, carol } = board;
  await insertPosts([
    ...Array.from({ length: 7 }, (_, k) => ({ title: `잡담 ${k}`, categoryId: 25, authorId: k % 2 ? alice.id : bob.id })),
    { title: '숨김', categoryId: 25, authorId: bob.id, isHidden: true },
    { title: '삭제', categoryId: 25, authorId: bob.id, deletedAt: new Date() },
    { title: '차단된 사람', categoryId: 25, authorId: carol.id },
    { title: '판매', categoryId: 17, authorId: alice.id, postType: 16 },
    { title: '교환 판매형', categoryId: 19, authorId: bob.id, postType: 16 },
    { title: '공지', categoryId: 10, authorId: alice.id, postType: 10 },
  ]);
});
afterAll(() => closeDb());

it('counts a board, a group and everything exactly, as a scan would', async () => {
  expect((await apiCount('?category=25')).count).toBe(await scan([25]));
  expect((await apiCount('?category=37')).count).toBe(await scan('all'));
  expect((await apiCount('')).count).toBe(await scan('all'));
  const sell = await apiCount('?category=37&trade=sell');
  expect(sell.count).toBe(await scan('all', or(eq(posts.categoryId, 17), eq(posts.postType, 16))));
  expect(sell.count).toBe(2);
  expect((await apiCount('?category=25')).count_exact).toBe(true);
});

it('follows every write in the same transaction: create, hide, show, delete, move, retype, hard delete', async () => {
  const { db, alice } = board;
  const before = await apiCount('?category=25');
  const [fresh] = await insertPosts([{ title: '새 글', categoryId: 25, authorId: alice.id }]);
  expect((await apiCount('?category=25')).count).toBe(before.count + 1);
  await db.update(posts).set({ isHidden: true }).where(eq(posts.id, fresh!.id));
  expect((await apiCount('?category=25')).count).toBe(before.count);
  await db.update(posts).set({ isHidden: false }).where(eq(posts.id, fresh!.id));
  await db.update(posts).set({ categoryId: 26 }).where(eq(posts.id, fresh!.id));
  expect((await apiCount('?category=25')).count).toBe(before.count);
  expect((await apiCount('?category=26')).count).toBe(await scan([26]));
  await db.update(posts).set({ postType: 16 }).where(eq(posts.id, fresh!.id));
  expect((await apiCount('?trade=sell')).count).toBe(await scan('all', or(eq(posts.categoryId, 17), eq(posts.postType, 16))));
  // Counters that changed nothing visible (views, likes) leave the count alone.
  await db.update(posts).set({ viewCount: sql`${posts.viewCount} + 1`, likeCount: 3 });
  await db.update(posts).set({ deletedAt: new Date() }).where(eq(posts.id, fresh!.id));
  await db.delete(posts).where(eq(posts.title, '삭제'));
  for (const cat of [[25], [26], [17], [19]]) expect((await apiCount(`?category=${cat[0]}`)).count).toBe(await scan(cat));
  expect((await apiCount('')).count).toBe(await scan('all'));
  // A group: its boards together.
  const group = await board.db.select({ id: schema.categories.id }).from(schema.categories).where(eq(schema.categories.parentId, 24));
  if (group.length) expect((await apiCount('?category=24')).count).toBe(await scan([24, ...group.map((g) => g.id)]));
});

it('leaves out the posts of members the reader blocked, exactly', async () => {
  const { viewerAuth, carol } = board;
  expect((await apiCount('?category=25', viewerAuth)).count).toBe(await scan([25], undefined, [carol.id]));
  expect((await apiCount('?category=25', viewerAuth)).count).toBe((await apiCount('?category=25')).count - 1);
});

it(`stops counting a keyword search at ${SEARCH_COUNT_CAP} hits and says so, on every page`, async () => {
  const { bob } = board;
  await insertPosts(Array.from({ length: SEARCH_COUNT_CAP + 5 }, (_, k) => ({ title: `흔한단어 ${k}`, categoryId: 32, authorId: bob.id })));
  const first = await apiCount('?keyword=흔한단어');
  expect(first).toMatchObject({ count: SEARCH_COUNT_CAP, count_exact: false });
  const second = await callRoute(list, first.next!);
  expect(second.body.data).toMatchObject({ count: SEARCH_COUNT_CAP, count_exact: false });
  // Under the cap the count is exact.
  await insertPosts([{ title: '드문단어 하나', categoryId: 32, authorId: bob.id }]);
  expect(await apiCount('?keyword=드문단어')).toMatchObject({ count: 1, count_exact: true });
});
