import { PREVIEW_COUNT } from '@/lib/constants';
import { forgetHotRanking } from '@/lib/server/community/ranking';
import { closeDb, schema } from '@/lib/server/db';
import { callRoute } from '@/test/call-route';
import { HOUR, insertPosts, seedBoard } from '@/test/community-read-fixtures';
import { GET as v2 } from '@/app/api/v2/community/main/route';
import { GET as main } from './route';

let board: Awaited<ReturnType<typeof seedBoard>>;

beforeAll(async () => {
  board = await seedBoard();
  const { db, alice, bob, carol, viewer } = board;
  const ago = (hours: number) => new Date(Date.now() - hours * HOUR);
  let h = 100;
  const many = (categoryId: number, n: number, authorId = bob.id) =>
    Array.from({ length: n }, (_, k) => ({ title: `${categoryId}-${k}`, categoryId, authorId, createdAt: ago(h--) }));
  const rows = await insertPosts([
    ...many(20, 4),
    ...many(23, 2),
    ...many(24, 2),
    ...many(18, 1),
    ...many(17, 5),
    ...many(25, 2, carol.id),
    { title: 'archived', categoryId: 31, authorId: bob.id, createdAt: ago(1) },
    { title: 'notice-board', categoryId: 10, authorId: alice.id, createdAt: ago(1) },
  ]);
  const hot = rows.find((r) => r.title === '17-4')!;
  await db.insert(schema.postReactions).values({ postId: hot.id, userId: alice.id, kind: 'like' });
  await db.insert(schema.banners).values([
    { titleKo: '봄 이벤트', titleZhTw: '春季活動', image: '/art/banners/1.png', sortOrder: 2 },
    { titleKo: '여름 이벤트', titleZhTw: '夏季活動', image: '/art/banners/2.png', sortOrder: 1, linkUrl: '/community/notice' },
    { titleKo: '끝난 이벤트', titleZhTw: '已結束', image: '/art/banners/3.png', endsAt: ago(1) },
  ]);
  void viewer;
});
afterEach(() => forgetHotRanking());
afterAll(() => closeDb());

type Section = { key: string; category_id: number; posts: Array<{ title: string; category: { id: number } }> };

describe('GET /api/v3/community/main/', () => {
  it('answers banners, hot posts and the five sections with three newest previews each', async () => {
    const { status, body } = await callRoute(main, '/api/v3/community/main/');
    expect(status).toBe(200);
    expect(body.data.banners.map((b: { title: string }) => b.title)).toEqual(['여름 이벤트', '봄 이벤트']);
    expect(body.data.hot.map((p: { title: string }) => p.title)).toEqual(['17-4']);
    const sections = body.data.sections as Section[];
    expect(sections.map((s) => [s.key, s.category_id])).toEqual([
      ['sharing', 20],
      ['mentoring', 23],
      ['wanted', 18],
      ['sale', 17],
      ['all', 37],
    ]);
    const by = Object.fromEntries(sections.map((s) => [s.key, s.posts.map((p) => p.title)]));
    expect(by.sharing).toEqual(['20-3', '20-2', '20-1']);
    expect(by.mentoring).toEqual(['24-1', '24-0', '23-1']);
    expect(by.wanted).toEqual(['18-0']);
    expect(by.sale).toHaveLength(PREVIEW_COUNT);
    // "all" skips the notice board and the contest archive
    expect(by.all).toEqual(['25-1', '25-0', '17-4']);
  });

  it('hides blocked authors and answers in the reader’s language; v2 answers the same', async () => {
    const { body } = await callRoute(main, '/api/v3/community/main/?lang=zh-TW', { headers: board.viewerAuth });
    expect(body.data.banners[0].title).toBe('夏季活動');
    const all = (body.data.sections as Section[]).find((s) => s.key === 'all')!;
    expect(all.posts.map((p) => p.title)).toEqual(['17-4', '17-3', '17-2']);
    const older = await callRoute(v2, '/api/v2/community/main/?lang=zh-TW', { headers: board.viewerAuth });
    expect(older.body).toEqual(body);
  });
});
