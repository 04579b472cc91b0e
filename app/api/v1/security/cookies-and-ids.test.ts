import { count } from 'drizzle-orm';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { makeItem } from '@/test/admin-fixtures';
import { callRoute } from '@/test/call-route';
import { asUser, json, makePerson, makePost, seedCatalogue, type Person } from '@/test/people';
import { GET as categories } from '../community/categories/route';
import { GET as readPost } from '../community/[id]/route';
import { GET as replies } from '../community/replies/route';
import { POST as comment } from '../community/reply/route';
import { GET as notice } from '../board/notice/[id]/route';
import { GET as wishUsers } from '../item/wish-items/users/[id]/route';
import { POST as addBuy } from '../wishlist/buy/route';
import { PATCH as editWish } from '../wishlist/items/[id]/route';
import { POST as report } from '../user/report/route';
import { GET as trade } from '../trades/[id]/route';
import { POST as propose } from '../trades/route';
import { GET as guard } from '../trades/guard/route';

// Issue 26 §5 and §9: the API reads the NEXT_LOCALE cookie as pages do (the last readable value, an
// unreadable one ignored, never a 500), and every id and count is held to what its column holds:
// past 2³¹−1, negative, or a string where a number belongs, it is refused with a 400, never a 500.

const INT4_PAST = 2_147_483_648;
let member: Person;
let other: Person;
let postId: number;
let itemId: number;

beforeAll(async () => {
  await seedCatalogue();
  [member, other] = await Promise.all([makePerson('쿠키검사'), makePerson('상대방')]);
  postId = (await makePost(member.id)).id;
  itemId = (await makeItem()).id;
});
afterAll(() => closeDb());

const names = (body: { data: { name: string }[] }) => body.data.map((g) => g.name);

describe('issue 26 §5: the language cookie on API reads', () => {
  it('a malformed NEXT_LOCALE answers in the default language instead of a 500', async () => {
    const ko = await callRoute(categories, '/api/v1/community/categories/?lang=ko');
    for (const cookie of ['NEXT_LOCALE=%E0%A4', 'NEXT_LOCALE=%', 'slime_token=%; NEXT_LOCALE=%E0%A4']) {
      const res = await callRoute(categories, '/api/v1/community/categories/', { headers: { cookie } });
      expect(res.status).toBe(200);
      expect(names(res.body)).toEqual(names(ko.body));
    }
  });

  it('a repeated NEXT_LOCALE reads as pages read it: the last readable value', async () => {
    const zh = await callRoute(categories, '/api/v1/community/categories/?lang=zh-TW');
    const ko = await callRoute(categories, '/api/v1/community/categories/?lang=ko');
    expect(names(zh.body)).not.toEqual(names(ko.body));
    const res = await callRoute(categories, '/api/v1/community/categories/', { headers: { cookie: 'NEXT_LOCALE=ko; NEXT_LOCALE=zh-TW' } });
    expect(names(res.body)).toEqual(names(zh.body));
    const skipped = await callRoute(categories, '/api/v1/community/categories/', {
      headers: { cookie: 'NEXT_LOCALE=zh-TW; NEXT_LOCALE=%E0%A4' },
    });
    expect(names(skipped.body)).toEqual(names(zh.body));
  });
});

describe('issue 26 §9: ids past what an int4 column holds', () => {
  it.each([
    ['a post (guest read)', readPost, '/api/v1/community/x/'],
    ['a notice (guest read)', notice, '/api/v1/board/notice/x/'],
    ['the traders of an item (guest read)', wishUsers, '/api/v1/item/wish-items/users/x/?wish_type=sell'],
  ] as const)('%s by path id answers 400, not 500', async (_what, route, path) => {
    for (const id of [String(INT4_PAST), '99999999999999999999', '1e3', '-1', '0']) {
      const res = await callRoute(route, path.replace('x', id), { params: { id } });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(1000);
    }
    // The largest id the column holds is a well-formed id of nothing.
    const last = await callRoute(route, path.replace('x', '2147483647'), { params: { id: '2147483647' } });
    expect(last.status).toBe(404);
  });

  it('a trade by path id, for its member', async () => {
    const res = await callRoute(trade, `/api/v1/trades/${INT4_PAST}/`, { ...asUser(member), params: { id: String(INT4_PAST) } });
    expect(res.status).toBe(400);
  });

  it('post_id and item_ids in the query', async () => {
    expect((await callRoute(replies, `/api/v1/community/replies/?post_id=${INT4_PAST}`)).status).toBe(400);
    expect((await callRoute(replies, `/api/v1/community/replies/?post_id=${postId}`)).status).toBe(200);
    const guarded = await callRoute(guard, `/api/v1/trades/guard/?with=${other.uuid}&item_ids=${itemId},9999999999`, asUser(member));
    expect(guarded.status).toBe(400);
  });

  it('post_id, item_id and target_id in a body; nothing written', async () => {
    const db = await getDb();
    const rows = async () => ({
      comments: (await db.select({ n: count() }).from(schema.comments))[0]!.n,
      wishes: (await db.select({ n: count() }).from(schema.wishItems))[0]!.n,
      reports: (await db.select({ n: count() }).from(schema.reports))[0]!.n,
    });
    const before = await rows();
    const calls = [
      callRoute(comment, '/api/v1/community/reply/', json('POST', { post_id: INT4_PAST, content: '댓글이에요' }, member.auth)),
      callRoute(addBuy, '/api/v1/wishlist/buy/', json('POST', { item_id: INT4_PAST }, member.auth)),
      callRoute(report, '/api/v1/user/report/', json('POST', { target_type: 'post', target_id: INT4_PAST, content: '신고' }, member.auth)),
      callRoute(
        report,
        '/api/v1/user/report/',
        json('POST', { target_type: 'post', target_id: String(INT4_PAST), content: '신고' }, member.auth),
      ),
    ];
    for (const res of await Promise.all(calls)) expect(res).toMatchObject({ status: 400, body: { code: 1000 } });
    expect(await rows()).toEqual(before);
  });

  it('a trade proposal with an item id past the integer range', async () => {
    const res = await callRoute(
      propose,
      '/api/v1/trades/',
      json('POST', { recipient_uuid: other.uuid, lines: [{ item_id: INT4_PAST, count: 1, from_side: 'proposer' }] }, member.auth),
    );
    expect(res).toMatchObject({ status: 400, body: { code: 1000, errors: { 'lines.0.item_id': ['tradeItemRequired'] } } });
  });
});

describe('issue 26 §9: counts are JSON numbers', () => {
  it('a trade proposal with "count": "2" is refused', async () => {
    const db = await getDb();
    const before = (await db.select({ n: count() }).from(schema.trades))[0]!.n;
    const res = await callRoute(
      propose,
      '/api/v1/trades/',
      json('POST', { recipient_uuid: other.uuid, lines: [{ item_id: itemId, count: '2', from_side: 'proposer' }] }, member.auth),
    );
    expect(res).toMatchObject({ status: 400, body: { code: 1000, errors: { 'lines.0.count': ['tradeCount'] } } });
    const gems = await callRoute(
      propose,
      '/api/v1/trades/',
      json('POST', { recipient_uuid: other.uuid, lines: [{ item_id: itemId, count: 1, from_side: 'proposer' }], gems: '5' }, member.auth),
    );
    expect(gems).toMatchObject({ status: 400, body: { errors: { gems: ['tradeGems'] } } });
    expect((await db.select({ n: count() }).from(schema.trades))[0]!.n).toBe(before);
  });

  it('a wish-list count as a string is refused', async () => {
    const added = await callRoute(addBuy, '/api/v1/wishlist/buy/', json('POST', { item_id: itemId, count: '2' }, member.auth));
    expect(added).toMatchObject({ status: 400, body: { code: 1000 } });
    const edited = await callRoute(editWish, '/api/v1/wishlist/items/1/', {
      ...json('PATCH', { count: '2' }, member.auth),
      params: { id: '1' },
    });
    expect(edited).toMatchObject({ status: 400, body: { code: 1000 } });
  });
});
