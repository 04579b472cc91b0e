import { forgetHotRanking, HOT } from '@/lib/server/community/ranking';
import { closeDb, schema } from '@/lib/server/db';
import { callRoute } from '@/test/call-route';
import { DAY, HOUR, insertPosts, seedBoard } from '@/test/community-read-fixtures';
import { GET as topUrl } from '../top-url/route';
import { GET as ranking } from './route';

let board: Awaited<ReturnType<typeof seedBoard>>;
const id: Record<string, number> = {};

beforeAll(async () => {
  board = await seedBoard();
  const { db, alice, bob, carol, viewer, pct } = board;
  const ago = (hours: number) => new Date(Date.now() - hours * HOUR);
  const rows = await insertPosts([
    { title: 'fresh-liked', categoryId: 25, authorId: bob.id, createdAt: ago(2) },
    { title: 'old-liked', categoryId: 25, authorId: bob.id, createdAt: ago(60) },
    { title: 'too-old', categoryId: 25, authorId: bob.id, createdAt: new Date(Date.now() - 8 * DAY) },
    { title: 'self-liked', categoryId: 25, authorId: alice.id, createdAt: ago(1) },
    { title: 'commented', categoryId: 26, authorId: bob.id, createdAt: ago(3) },
    { title: 'blocked-author', categoryId: 25, authorId: carol.id, createdAt: ago(2) },
    { title: 'notice', categoryId: 10, authorId: alice.id, createdAt: ago(1) },
    { title: 'hidden', categoryId: 25, authorId: bob.id, createdAt: ago(1), isHidden: true },
    { title: 'contest-a', categoryId: 46, authorId: alice.id, rankingScore: 30, rank: 2, postType: 2 },
    { title: 'contest-b', categoryId: 46, authorId: bob.id, rankingScore: 90, rank: 1, postType: 2 },
    { title: 'contest-c', categoryId: 46, authorId: carol.id, rankingScore: 10, rank: 3, postType: 2 },
    { title: 'contest-archive', categoryId: 31, authorId: bob.id, rankingScore: 500, rank: 1, postType: 2 },
  ]);
  for (const r of rows) id[r.title] = r.id;
  const members = [alice, viewer, pct, carol];
  const like = (postId: number, users: typeof members) => users.map((u) => ({ postId, userId: u.id, kind: 'like' as const }));
  await db.insert(schema.postReactions).values([
    ...like(id['fresh-liked']!, [alice, viewer, pct]),
    { postId: id['fresh-liked']!, userId: alice.id, kind: 'recommend' },
    ...like(id['old-liked']!, [alice, viewer, pct, carol]),
    ...like(id['too-old']!, members),
    // the author's own like does not count: nobody else reacted, so the post is not hot
    { postId: id['self-liked']!, userId: alice.id, kind: 'like' },
    ...like(id['blocked-author']!, [alice, viewer, pct]),
    ...like(id['notice']!, members),
    ...like(id['hidden']!, members),
  ]);
  // one member commenting three times counts once; the author's own reply not at all
  await db.insert(schema.comments).values([
    { postId: id['commented']!, authorId: pct.id, content: '좋아요' },
    { postId: id['commented']!, authorId: pct.id, content: '정말 좋아요' },
    { postId: id['commented']!, authorId: pct.id, content: '최고' },
    { postId: id['commented']!, authorId: bob.id, content: '고마워요' },
  ]);
});
afterEach(() => forgetHotRanking());
afterAll(() => closeDb());

const titles = (body: { data: { results: Array<{ post: { title: string } }> } }) => body.data.results.map((r) => r.post.title);

describe('GET /api/v1/community/ranking/?type=hot', () => {
  it('ranks the last 7 days by distinct reactions and commenters, decayed by age', async () => {
    const { status, body } = await callRoute(ranking, '/api/v1/community/ranking/?type=hot');
    expect(status).toBe(200);
    expect(body.data.type).toBe('hot');
    expect(titles(body)).toEqual(['fresh-liked', 'blocked-author', 'commented', 'old-liked']);
    const [first] = body.data.results;
    // (3 likers + 2 × 1 recommender) / (2 h + 2) ^ 1.5 ≈ 0.625
    expect(first.rank).toBe(1);
    expect(first.score).toBeCloseTo(5 / Math.pow(2 + HOT.offsetHours, HOT.gravity), 1);
    const commented = body.data.results.find((r: { post: { title: string } }) => r.post.title === 'commented');
    expect(commented.score).toBeCloseTo(HOT.weights.commenter / Math.pow(3 + HOT.offsetHours, HOT.gravity), 2);
  });

  it('leaves out the authors a viewer blocked, and honours the limit', async () => {
    const { body } = await callRoute(ranking, '/api/v1/community/ranking/?type=hot&limit=2', { headers: board.viewerAuth });
    expect(titles(body)).toEqual(['fresh-liked', 'commented']);
    expect(body.data.results.map((r: { rank: number }) => r.rank)).toEqual([1, 2]);
  });

  it('is what /top-url/ answers', async () => {
    const top = await callRoute(topUrl, '/api/v1/community/top-url/');
    const hot = await callRoute(ranking, '/api/v1/community/ranking/');
    expect(top.status).toBe(200);
    expect(top.body.data).toEqual(hot.body.data);
  });
});

describe('GET /api/v1/community/ranking/?type=contest', () => {
  it('orders the contest board by ranking score with its rank', async () => {
    const { body } = await callRoute(ranking, '/api/v1/community/ranking/?type=contest');
    expect(body.data.type).toBe('contest');
    expect(body.data.results.map((r: { rank: number; score: number; post: { title: string } }) => [r.post.title, r.rank, r.score])).toEqual(
      [
        ['contest-b', 1, 90],
        ['contest-a', 2, 30],
        ['contest-c', 3, 10],
      ],
    );
    const blocked = await callRoute(ranking, '/api/v1/community/ranking/?type=contest', { headers: board.viewerAuth });
    expect(titles(blocked.body)).toEqual(['contest-b', 'contest-a']);
  });

  it('refuses an unknown type', async () => {
    const { status, body } = await callRoute(ranking, '/api/v1/community/ranking/?type=weekly');
    expect(status).toBe(400);
    expect(Object.keys(body.errors)).toEqual(['type']);
  });
});
