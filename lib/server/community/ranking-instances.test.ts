import { closeDb, schema } from '@/lib/server/db';
import { HOUR, insertPosts, seedBoard } from '@/test/community-read-fixtures';

// Two app instances share the database but each keeps its own hot ranking: two copies of the
// module stand in for them. A write reaches every copy's ranking within 2 × HOT_RANKING_TTL_SECONDS.
type Ranking = typeof import('./ranking');
const instance = (): Ranking => {
  let mod: Ranking | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- jest.isolateModules needs a synchronous load to give a second copy of the module
    mod = require('./ranking');
  });
  return mod!;
};
const TTL_MS = 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let board: Awaited<ReturnType<typeof seedBoard>>;
let postId: number;
const ids = async (r: Ranking) => (await r.hotPostIds([], 10)).map((e) => e.id);

beforeAll(async () => {
  process.env.HOT_RANKING_TTL_SECONDS = String(TTL_MS / 1000);
  board = await seedBoard();
  const [post] = await insertPosts([{ title: 'soon-hot', categoryId: 25, authorId: board.bob.id, createdAt: new Date(Date.now() - HOUR) }]);
  postId = post!.id;
});
afterAll(async () => {
  delete process.env.HOT_RANKING_TTL_SECONDS;
  await closeDb();
});

it('ranks a write taken anywhere on every instance within twice the TTL', async () => {
  const [a, b] = [instance(), instance()];
  expect(await ids(a)).toEqual([]);
  expect(await ids(b)).toEqual([]);

  await board.db.insert(schema.postReactions).values({ postId, userId: board.alice.id, kind: 'like' });
  // Within the TTL each instance serves the ranking it holds.
  expect(await ids(b)).toEqual([]);

  await sleep(2 * TTL_MS + 100);
  // Older than twice the TTL: the reader waits for a fresh ranking instead of being served the old one.
  expect(await ids(a)).toEqual([postId]);
  expect(await ids(b)).toEqual([postId]);
});

it('between one and two TTLs serves the ranking it holds once, while it computes the next', async () => {
  const a = instance();
  expect(await ids(a)).toEqual([postId]);
  await board.db.delete(schema.postReactions);
  await sleep(TTL_MS + 100);
  expect(await ids(a)).toEqual([postId]);
  await sleep(400);
  expect(await ids(a)).toEqual([]);
});
