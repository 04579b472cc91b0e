import { and, eq, sql } from 'drizzle-orm';
import { flattenCategoryTree } from '@/lib/server/community/category-tree';
import { exactReactionCounts, foldReactionDeltas } from '@/lib/server/community/reaction-counts';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { reactionResultSchema } from '@/lib/validation/posts';
import { makeAccount } from '@/test/admin-fixtures';
import { callRoute } from '@/test/call-route';
import { GET as reactions, POST as react } from './route';

type Auth = Record<string, string>;
let authorId: number;
const members: { id: number; auth: Auth }[] = [];

async function newPost(extra: Partial<typeof schema.posts.$inferInsert> = {}) {
  const db = await getDb();
  const [post] = await db
    .insert(schema.posts)
    .values({ categoryId: 25, authorId, title: '좋아요 받을 글', content: '좋아요를 눌러 주세요. 부탁해요!', ...extra })
    .returning();
  return post!.id;
}

const toggle = (postId: number, kind: unknown, auth: Auth) =>
  callRoute(react, `/api/v1/community/${postId}/like/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...auth },
    body: JSON.stringify({ kind }),
    params: { id: String(postId) },
  });

// The counts readers get (the stored counters plus the deltas not yet folded into them) must always
// equal the reaction rows, and so must the stored counters once the deltas are folded.
async function consistency(postId: number) {
  const db = await getDb();
  const rows = await db
    .select({ kind: schema.postReactions.kind, n: sql<number>`count(*)::int` })
    .from(schema.postReactions)
    .where(eq(schema.postReactions.postId, postId))
    .groupBy(schema.postReactions.kind);
  const n = (kind: string) => rows.find((r) => r.kind === kind)?.n ?? 0;
  const exact = (await exactReactionCounts([postId])).get(postId)!;
  expect(exact).toEqual({ likeCount: n('like'), recommendCount: n('recommend') });
  await foldReactionDeltas();
  const [post] = await db.select().from(schema.posts).where(eq(schema.posts.id, postId));
  expect(post!.likeCount).toBe(n('like'));
  expect(post!.recommendCount).toBe(n('recommend'));
  return { likes: n('like'), recommends: n('recommend') };
}

const pendingDeltas = async (postId: number) =>
  (await (await getDb()).select().from(schema.postReactionDeltas).where(eq(schema.postReactionDeltas.postId, postId))).length;

beforeAll(async () => {
  const db = await getDb();
  await db.insert(schema.categories).values(flattenCategoryTree());
  authorId = (await makeAccount({ nickname: '글쓴이' })).id;
  for (let i = 0; i < 12; i += 1) members.push(await makeAccount({ nickname: `팬${i}` }));
});
afterAll(() => closeDb());

it('toggles a like on and off and answers both reactions with their counts', async () => {
  const postId = await newPost();
  const [fan] = members;
  const on = await toggle(postId, 'like', fan!.auth);
  expect(on.status).toBe(200);
  expect(reactionResultSchema.parse(on.body.data)).toEqual({ liked: true, like_count: 1, recommended: false, recommend_count: 0 });
  const off = await toggle(postId, 'like', fan!.auth);
  expect(off.body.data).toEqual({ liked: false, like_count: 0, recommended: false, recommend_count: 0 });
  await consistency(postId);
});

it('keeps like and recommend apart, per member', async () => {
  const postId = await newPost();
  const [a, b] = members;
  await toggle(postId, 'like', a!.auth);
  await toggle(postId, 'recommend', a!.auth);
  const res = await toggle(postId, 'recommend', b!.auth);
  expect(res.body.data).toEqual({ liked: false, like_count: 1, recommended: true, recommend_count: 2 });
  expect(await consistency(postId)).toEqual({ likes: 1, recommends: 2 });
});

it('counts right under concurrent toggles by many members and repeated toggles by one', async () => {
  const postId = await newPost();
  const results = await Promise.all(members.map((m) => toggle(postId, 'like', m.auth)));
  expect(results.every((r) => r.status === 200)).toBe(true);
  expect(await consistency(postId)).toEqual({ likes: members.length, recommends: 0 });
  expect(Math.max(...results.map((r) => r.body.data.like_count))).toBe(members.length);

  // One member hammering the button: an even number of toggles ends where it started.
  const [fan] = members;
  await Promise.all(Array.from({ length: 6 }, () => toggle(postId, 'like', fan!.auth)));
  expect(await consistency(postId)).toEqual({ likes: members.length, recommends: 0 });
  const db = await getDb();
  const mine = await db
    .select()
    .from(schema.postReactions)
    .where(and(eq(schema.postReactions.postId, postId), eq(schema.postReactions.userId, fan!.id)));
  expect(mine).toHaveLength(1);

  // Mixed: half toggle off while the rest recommend.
  await Promise.all(members.map((m, i) => (i % 2 === 0 ? toggle(postId, 'like', m.auth) : toggle(postId, 'recommend', m.auth))));
  expect(await consistency(postId)).toEqual({ likes: members.length / 2, recommends: members.length / 2 });
});

it('refuses guests (401), suspended members (403) and an unknown kind (400)', async () => {
  const postId = await newPost();
  expect((await toggle(postId, 'like', {})).status).toBe(401);
  const banned = await makeAccount({ nickname: '정지', status: 'suspended', suspendedUntil: new Date(Date.now() + 86_400_000) });
  const res = await toggle(postId, 'like', banned.auth);
  expect(res.status).toBe(403);
  expect(res.body.code).toBe(1301);
  const bad = await toggle(postId, 'love', members[0]!.auth);
  expect(bad.status).toBe(400);
  expect(bad.body.errors).toHaveProperty('kind');
  expect(await consistency(postId)).toEqual({ likes: 0, recommends: 0 });
});

it('answers 404 for a missing, deleted or hidden post and for a post by a blocked member', async () => {
  const fan = members[0]!;
  expect((await toggle(999_999, 'like', fan.auth)).status).toBe(404);
  expect((await toggle(await newPost({ deletedAt: new Date() }), 'like', fan.auth)).status).toBe(404);
  expect((await toggle(await newPost({ isHidden: true }), 'like', fan.auth)).status).toBe(404);

  const db = await getDb();
  const postId = await newPost();
  await db.insert(schema.blocks).values({ blockerId: authorId, blockedId: fan.id });
  expect((await toggle(postId, 'like', fan.auth)).status).toBe(404);
  await db.delete(schema.blocks);
  expect((await toggle(postId, 'like', fan.auth)).status).toBe(200);
});

it('answers the viewer’s own reactions and the counts (a guest sees the counts only)', async () => {
  const postId = await newPost();
  const [a, b] = members;
  await toggle(postId, 'like', a!.auth);
  await toggle(postId, 'recommend', b!.auth);
  const read = (auth: Auth) => callRoute(reactions, `/api/v1/community/${postId}/like/`, { headers: auth, params: { id: String(postId) } });
  expect((await read(a!.auth)).body.data).toEqual({ liked: true, like_count: 1, recommended: false, recommend_count: 1 });
  expect((await read(b!.auth)).body.data).toEqual({ liked: false, like_count: 1, recommended: true, recommend_count: 1 });
  expect((await read({})).body.data).toEqual({ liked: false, like_count: 1, recommended: false, recommend_count: 1 });
  const gone = await callRoute(reactions, '/api/v1/community/999999/like/', { params: { id: '999999' } });
  expect(gone.status).toBe(404);
});

it('counts 100 members liking one post at once exactly, before and after the fold, and folds once', async () => {
  const postId = await newPost();
  const crowd = await Promise.all(Array.from({ length: 100 }, (_, i) => makeAccount({ nickname: `군중${i}` })));
  const results = await Promise.all(crowd.map((m) => toggle(postId, 'like', m.auth)));
  expect(results.map((r) => r.status)).toEqual(crowd.map(() => 200));
  expect(results.every((r) => r.body.data.liked === true)).toBe(true);
  expect(Math.max(...results.map((r) => r.body.data.like_count))).toBe(100);

  // Nothing folded yet: the post's row was never written, the readers add the 100 deltas.
  const db = await getDb();
  const stored = async () => (await db.select().from(schema.posts).where(eq(schema.posts.id, postId)))[0]!;
  expect((await stored()).likeCount).toBe(0);
  expect(await pendingDeltas(postId)).toBe(100);
  const read = await callRoute(reactions, `/api/v1/community/${postId}/like/`, { params: { id: String(postId) } });
  expect(read.body.data).toEqual({ liked: false, like_count: 100, recommended: false, recommend_count: 0 });

  // Two folds at once (two instances' jobs) take disjoint deltas; a third finds none.
  const [a, b] = await Promise.all([foldReactionDeltas(), foldReactionDeltas()]);
  expect(a.deltas + b.deltas).toBeGreaterThanOrEqual(100);
  expect(await pendingDeltas(postId)).toBe(0);
  expect((await stored()).likeCount).toBe(100);
  expect((await foldReactionDeltas()).deltas).toBe(0);
  expect((await stored()).likeCount).toBe(100);

  // Half take theirs back while nothing is folded; readers still see the exact figure.
  await Promise.all(crowd.slice(0, 50).map((m) => toggle(postId, 'like', m.auth)));
  expect((await stored()).likeCount).toBe(100);
  expect(await consistency(postId)).toEqual({ likes: 50, recommends: 0 });
  expect((await stored()).likeCount).toBe(50);
});

it('answers 404 for a toggle on a post hidden with deltas pending, and writes no delta', async () => {
  const postId = await newPost();
  const [a, b] = members;
  await toggle(postId, 'like', a!.auth);
  const db = await getDb();
  await db.update(schema.posts).set({ isHidden: true }).where(eq(schema.posts.id, postId));
  expect((await toggle(postId, 'like', b!.auth)).status).toBe(404);
  expect((await toggle(postId, 'like', a!.auth)).status).toBe(404);
  expect(await pendingDeltas(postId)).toBe(1);
  await foldReactionDeltas();
  const [post] = await db.select().from(schema.posts).where(eq(schema.posts.id, postId));
  expect(post!.likeCount).toBe(1);
});
