import { closeDb, getDb, schema } from '@/lib/server/db';
import { callRoute } from '@/test/call-route';
import { asUser, json, makePerson, makePost, seedCatalogue, type Person } from '@/test/people';
import { POST as like } from '../../community/[id]/like/route';
import { POST as block } from '../block/route';
import { GET as layer } from './route';

let me: Person;
let other: Person;
let blocker: Person;
let postId: number;
let hiddenPostId: number;

beforeAll(async () => {
  await seedCatalogue();
  me = await makePerson('레이어의나');
  other = await makePerson('레이어의남');
  blocker = await makePerson('나를막은이');
  postId = (await makePost(other.id)).id;
  hiddenPostId = (await makePost(other.id, { isHidden: true })).id;
  const db = await getDb();
  await db.insert(schema.notifications).values({ userId: me.id, kind: 'comment' });
  await callRoute(like, `/api/v1/community/${postId}/like/`, {
    ...json('POST', { kind: 'like' }, me.auth),
    params: { id: String(postId) },
  });
  await callRoute(block, '/api/v1/user/block/', json('POST', { user_uuid: me.uuid }, blocker.auth));
});
afterAll(() => closeDb());

const get = (query: string, person: Person | null = me) => callRoute(layer, `/api/v1/user/layer/?${query}`, asUser(person));

test('one request answers every part a page view asks for', async () => {
  const res = await get(`me=1&unread=1&hidden=1&posts=${postId},${hiddenPostId}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  const data = res.body.data;
  expect(data.me.uuid).toBe(me.uuid);
  // Whose layer it is, for the production server to keep it under that member (scripts/server/page-cache.mjs).
  expect(res.headers.get('x-slime-member')).toBe(String(data.me.id));
  expect(data.unread_count).toBe(1);
  // Blocks hide both ways: the member who blocked me is hidden from me too.
  expect(data.hidden_author_ids).toEqual([blocker.id]);
  expect(data.reactions[String(postId)]).toEqual({ liked: true, like_count: 1, recommended: false, recommend_count: 0 });
  // A hidden post is left out, as its own endpoint answers 404.
  expect(data.reactions[String(hiddenPostId)]).toBeUndefined();
});

test('only the parts asked for are answered', async () => {
  const res = await get('unread=1');
  expect(res.status).toBe(200);
  expect(res.body.data).toEqual({ unread_count: 1 });
});

test('another member gets their own state, never mine', async () => {
  const res = await get(`me=1&hidden=1&posts=${postId}`, other);
  expect(res.body.data.me.uuid).toBe(other.uuid);
  expect(res.body.data.hidden_author_ids).toEqual([]);
  expect(res.body.data.reactions[String(postId)].liked).toBe(false);
});

test('a guest gets 401, a revoked token 401', async () => {
  expect((await get('me=1', null)).status).toBe(401);
  expect((await callRoute(layer, '/api/v1/user/layer/?me=1', { headers: { authorization: 'Token forged' } })).status).toBe(401);
});

test.each([
  ['an id past int4', 'posts=2147483648'],
  ['an empty id', 'posts=1,,2'],
  ['a negative id', 'posts=-1'],
  ['markup', 'posts=</script >'],
  ['21 posts', `posts=${Array.from({ length: 21 }, (_, k) => k + 1).join(',')}`],
  ['10,000 characters', `posts=${'1'.repeat(10_000)}`],
  ['a flag other than 1', 'me=true'],
  ['U+0000', 'unread=%00'],
])('refuses %s with 400', async (_label, query) => {
  const res = await get(query);
  expect(res.status).toBe(400);
  expect(res.body.code).toBe(1000);
});
