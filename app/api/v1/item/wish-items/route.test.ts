import { and, eq } from 'drizzle-orm';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { callRoute } from '@/test/call-route';
import { json, makeItem, makeMember, wish, type TestItem, type TestMember } from '@/test/market';
import { POST as addBuy } from '../../wishlist/buy/route';
import { DELETE as removeBuy } from '../../wishlist/buy/[id]/route';
import { POST as toggle } from '../../wishlist/buy/[id]/toggle/route';
import { POST as manage } from './manage/[id]/route';
import { POST as manageByUuid } from './manage-by-uuid/[uuid]/route';
import { GET as users } from './users/[id]/route';
import { GET as list } from './[user_uuid]/route';
import { DELETE as removeSell } from './route';
import { PATCH as updateEntry } from '../../wishlist/items/[id]/route';

let owner: TestMember;
let other: TestMember;
let suspended: TestMember;
let blocker: TestMember;
let withdrawn: TestMember;
let crown: TestItem;
let wings: TestItem;
let egg: TestItem;
let gem: TestItem;

const listOf = (member: TestMember, query: string, headers: Record<string, string> = {}) =>
  callRoute(list, `/api/v1/item/wish-items/${member.uuid}/?${query}`, { params: { user_uuid: member.uuid }, headers });

beforeAll(async () => {
  owner = await makeMember('owner', { badge: { titleKo: '거래왕', titleZhTw: '交易王', hexCode: '#ffaa00' } });
  other = await makeMember('other');
  suspended = await makeMember('suspended', { status: 'suspended' });
  blocker = await makeMember('blocker');
  withdrawn = await makeMember('gone', { status: 'withdrawn' });
  crown = await makeItem({ nameKo: '왕관', nameZhTw: '皇冠', itemRating: 'SSS', minutesAgo: 4 });
  wings = await makeItem({ nameKo: '천사 날개', nameZhTw: '天使翅膀', itemType: 'EQUIPMENT_BACK', itemRating: 'A', minutesAgo: 3 });
  egg = await makeItem({ nameKo: '황금 알', nameZhTw: '黃金蛋', itemType: 'EGG', itemRating: 'B', minutesAgo: 2 });
  gem = await makeItem({ nameKo: '루비', nameZhTw: '紅寶石', itemType: 'GEM', itemRating: 'F', minutesAgo: 1 });
  const db = await getDb();
  // `blocker` blocked `other`: neither sees the other.
  await db.insert(schema.blocks).values({ blockerId: blocker.id, blockedId: other.id });
});

afterAll(() => closeDb());

describe('POST /api/v1/wishlist/buy/', () => {
  it('adds an item by id or uuid to the member’s buy list and answers the entry', async () => {
    const byId = await callRoute(addBuy, '/api/v1/wishlist/buy/', json('POST', { item_id: crown.id, count: 2 }, owner.auth));
    expect(byId.status).toBe(200);
    expect(byId.body.data).toMatchObject({
      item_id: crown.id,
      user_uuid: owner.uuid,
      wish_type: 'buy',
      status: 1,
      count: 2,
      trade_type: 'buy',
      match_count: 0,
      item: { id: crown.id, name: '왕관', grade_color: '#e5484d' },
    });
    const byUuid = await callRoute(
      addBuy,
      '/api/v1/wishlist/buy/',
      json('POST', { item_uuid: wings.uuid, trade_type: 'exchange' }, owner.auth),
    );
    expect(byUuid.body.data).toMatchObject({ item_id: wings.id, count: 1, trade_type: 'exchange' });
  });

  it('refuses an item already on the list (409) and keeps one entry', async () => {
    const again = await callRoute(addBuy, '/api/v1/wishlist/buy/', json('POST', { item_id: crown.id }, owner.auth));
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(1500);
    const db = await getDb();
    const rows = await db
      .select()
      .from(schema.wishItems)
      .where(and(eq(schema.wishItems.userId, owner.id), eq(schema.wishItems.itemId, crown.id)));
    expect(rows).toHaveLength(1);
  });

  it('needs an item id or uuid (item id / uuid required) and an existing item', async () => {
    const none = await callRoute(addBuy, '/api/v1/wishlist/buy/', json('POST', { count: 1 }, owner.auth));
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ code: 1000, errors: { item_id: ['itemIdRequired'], item_uuid: ['itemUuidRequired'] } });
    const badUuid = await callRoute(addBuy, '/api/v1/wishlist/buy/', json('POST', { item_uuid: 'nope' }, owner.auth));
    expect(badUuid.body.errors.item_uuid).toEqual(['itemUuidRequired']);
    const missing = await callRoute(addBuy, '/api/v1/wishlist/buy/', json('POST', { item_id: 999999 }, owner.auth));
    expect(missing.status).toBe(404);
    const badCount = await callRoute(addBuy, '/api/v1/wishlist/buy/', json('POST', { item_id: gem.id, count: 0 }, owner.auth));
    expect(badCount.status).toBe(400);
  });

  it('is for members: 401 for guests and bad tokens, 403/1301 for suspended members', async () => {
    const guest = await callRoute(addBuy, '/api/v1/wishlist/buy/', json('POST', { item_id: gem.id }));
    expect(guest.status).toBe(401);
    expect(guest.body.code).toBe(1100);
    const badToken = await callRoute(addBuy, '/api/v1/wishlist/buy/', json('POST', { item_id: gem.id }, { authorization: 'Token nope' }));
    expect(badToken.status).toBe(401);
    expect(badToken.body.code).toBe(1101);
    const banned = await callRoute(addBuy, '/api/v1/wishlist/buy/', json('POST', { item_id: gem.id }, suspended.auth));
    expect(banned.status).toBe(403);
    expect(banned.body.code).toBe(1301);
  });
});

describe('GET /api/v1/item/wish-items/{user_uuid}/', () => {
  beforeAll(async () => {
    await wish(owner, egg, 'sell', { tradeType: 'sell', minutesAgo: 10 });
    await wish(owner, gem, 'sell', { tradeType: 'exchange', minutesAgo: 5, count: 3 });
    await wish(owner, wings, 'sell', { tradeType: 'sell', status: 0, minutesAgo: 1 });
  });

  it('lists a member’s buy or sell list, newest first, for anyone', async () => {
    const buy = await listOf(owner, 'wish_type=buy');
    expect(buy.status).toBe(200);
    expect(buy.body.data.results.map((w: { item_id: number }) => w.item_id)).toEqual([wings.id, crown.id]);
    const sell = await listOf(owner, 'wish_type=sell');
    // The paused entry is the owner's business.
    expect(sell.body.data.results.map((w: { item_id: number }) => w.item_id)).toEqual([gem.id, egg.id]);
    const own = await listOf(owner, 'wish_type=sell', owner.auth);
    expect(own.body.data.results.map((w: { item_id: number }) => w.item_id)).toEqual([wings.id, gem.id, egg.id]);
    const paused = await listOf(owner, 'wish_type=sell&status=0', owner.auth);
    expect(paused.body.data.results.map((w: { item_id: number }) => w.item_id)).toEqual([wings.id]);
  });

  it('applies the trade filter (exchange matches both), keyword, item type, grade and page', async () => {
    const sell = await listOf(owner, 'wish_type=sell&trade=sell', owner.auth);
    expect(sell.body.data.count).toBe(3);
    const buy = await listOf(owner, 'wish_type=sell&trade=buy', owner.auth);
    expect(buy.body.data.results.map((w: { item_id: number }) => w.item_id)).toEqual([gem.id]);
    const kw = await listOf(owner, `wish_type=sell&keyword=${encodeURIComponent('蛋')}`);
    expect(kw.body.data.results.map((w: { item_id: number }) => w.item_id)).toEqual([egg.id]);
    const type = await listOf(owner, 'wish_type=buy&item_type=EQUIPMENT_BACK');
    expect(type.body.data.results.map((w: { item_id: number }) => w.item_id)).toEqual([wings.id]);
    const grade = await listOf(owner, 'wish_type=buy&grade=SSS');
    expect(grade.body.data.results.map((w: { item_id: number }) => w.item_id)).toEqual([crown.id]);
    const paged = await listOf(owner, 'wish_type=buy&page_size=1&page=2');
    expect(paged.body.data).toMatchObject({ count: 2, next: null });
    expect(paged.body.data.previous).toContain('page=1');
  });

  it('validates wish_type and the uuid, and answers 404 for unknown, withdrawn or blocking owners', async () => {
    const noType = await listOf(owner, '');
    expect(noType.status).toBe(400);
    expect(Object.keys(noType.body.errors)).toEqual(['wish_type']);
    const badUuid = await callRoute(list, '/api/v1/item/wish-items/x/?wish_type=buy', { params: { user_uuid: 'x' } });
    expect(badUuid.status).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const missing = await callRoute(list, `/api/v1/item/wish-items/${unknown}/?wish_type=buy`, { params: { user_uuid: unknown } });
    expect(missing.status).toBe(404);
    expect((await listOf(withdrawn, 'wish_type=buy')).status).toBe(404);
    expect((await listOf(blocker, 'wish_type=buy', other.auth)).status).toBe(404);
    expect((await listOf(blocker, 'wish_type=buy')).status).toBe(200);
  });
});

describe('POST /api/v1/wishlist/buy/{id}/toggle/', () => {
  const toggleOf = (id: number, body: unknown, headers: Record<string, string>) =>
    callRoute(toggle, `/api/v1/wishlist/buy/${id}/toggle/`, { ...json('POST', body, headers), params: { id: String(id) } });

  it('pauses and resumes a buy entry of the owner', async () => {
    const entry = (await listOf(owner, 'wish_type=buy', owner.auth)).body.data.results[0];
    const paused = await toggleOf(entry.id, { status: 0 }, owner.auth);
    expect(paused.status).toBe(200);
    expect(paused.body.data).toMatchObject({ id: entry.id, status: 0 });
    const resumed = await toggleOf(entry.id, { status: 1 }, owner.auth);
    expect(resumed.body.data.status).toBe(1);
  });

  it('accepts only 0 and 1', async () => {
    const entry = (await listOf(owner, 'wish_type=buy', owner.auth)).body.data.results[0];
    for (const status of [2, '1', true, null, -1]) {
      const res = await toggleOf(entry.id, { status }, owner.auth);
      expect(res.status).toBe(400);
      expect(res.body.errors.status).toBeDefined();
    }
    expect((await toggleOf(entry.id, {}, owner.auth)).status).toBe(400);
  });

  it('lets only the owner change it (403), needs a member (401) and a buy entry (404)', async () => {
    const entry = (await listOf(owner, 'wish_type=buy', owner.auth)).body.data.results[0];
    const notMine = await toggleOf(entry.id, { status: 0 }, other.auth);
    expect(notMine.status).toBe(403);
    expect(notMine.body.code).toBe(1300);
    expect((await toggleOf(entry.id, { status: 0 }, {})).status).toBe(401);
    const sellEntry = (await listOf(owner, 'wish_type=sell', owner.auth)).body.data.results[0];
    expect((await toggleOf(sellEntry.id, { status: 0 }, owner.auth)).status).toBe(404);
    expect((await toggleOf(999999, { status: 0 }, owner.auth)).status).toBe(404);
  });
});

describe('DELETE /api/v1/wishlist/buy/{id}/ and DELETE /api/v1/item/wish-items/', () => {
  it('removes a buy entry of the owner only', async () => {
    const added = await callRoute(addBuy, '/api/v1/wishlist/buy/', json('POST', { item_id: gem.id }, other.auth));
    const id = added.body.data.id as number;
    const call = (headers: Record<string, string>) =>
      callRoute(removeBuy, `/api/v1/wishlist/buy/${id}/`, { method: 'DELETE', headers, params: { id: String(id) } });
    expect((await call(owner.auth)).status).toBe(403);
    expect((await call({})).status).toBe(401);
    const done = await call(other.auth);
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual({ id, wish_type: 'buy' });
    expect((await call(other.auth)).status).toBe(404);
  });

  it('removes a sell entry given in the body', async () => {
    const entry = await wish(other, crown, 'sell');
    const call = (body: unknown, headers: Record<string, string>) =>
      callRoute(removeSell, '/api/v1/item/wish-items/', json('DELETE', body, headers));
    expect((await call({ id: entry.id }, owner.auth)).status).toBe(403);
    expect((await call({ id: entry.id, wish_type: 'buy' }, other.auth)).status).toBe(404);
    expect((await call({}, other.auth)).status).toBe(400);
    const done = await call({ id: entry.id }, other.auth);
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual({ id: entry.id, wish_type: 'sell' });
  });
});

describe('POST /api/v1/item/wish-items/manage/{id}/?wish_type=', () => {
  const manageOf = (id: string, query: string, body: unknown, headers: Record<string, string>) =>
    callRoute(manage, `/api/v1/item/wish-items/manage/${id}/${query}`, { ...json('POST', body, headers), params: { id } });

  it('toggles an item on the member’s list of that type', async () => {
    const added = await manageOf(String(egg.id), '?wish_type=buy', { wish_type: 'buy' }, other.auth);
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ item_id: egg.id, item_uuid: egg.uuid, wish_type: 'buy', wished: true, changed: true });
    expect(added.body.data.wish_item).toMatchObject({ item_id: egg.id, wish_type: 'buy', trade_type: 'buy', match_count: 1 });
    const removed = await manageOf(String(egg.id), '?wish_type=buy', { wish_type: 'buy' }, other.auth);
    expect(removed.body.data).toMatchObject({ wished: false, changed: true, wish_item: null });
  });

  it('add and remove are idempotent', async () => {
    const first = await manageOf(String(gem.id), '?wish_type=sell', { wish_type: 'sell', action: 'add', count: 4 }, other.auth);
    const second = await manageOf(String(gem.id), '?wish_type=sell', { wish_type: 'sell', action: 'add' }, other.auth);
    expect(first.body.data).toMatchObject({ wished: true, changed: true, wish_item: { count: 4 } });
    expect(second.body.data).toMatchObject({ wished: true, changed: false, wish_item: { id: first.body.data.wish_item.id } });
    const gone = await manageOf(String(gem.id), '', { wish_type: 'sell', action: 'remove' }, other.auth);
    const still = await manageOf(String(gem.id), '', { wish_type: 'sell', action: 'remove' }, other.auth);
    expect(gone.body.data).toMatchObject({ wished: false, changed: true });
    expect(still.body.data).toMatchObject({ wished: false, changed: false });
  });

  it('takes wish_type from the query or the body, which must agree', async () => {
    const queryOnly = await manageOf(String(crown.id), '?wish_type=sell', {}, other.auth);
    expect(queryOnly.body.data).toMatchObject({ wish_type: 'sell', wished: true });
    const mismatch = await manageOf(String(crown.id), '?wish_type=sell', { wish_type: 'buy' }, other.auth);
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors.wish_type).toEqual(['wishTypeMismatch']);
    const none = await manageOf(String(crown.id), '', {}, other.auth);
    expect(none.body.errors.wish_type).toEqual(['wishTypeRequired']);
    const bad = await manageOf(String(crown.id), '?wish_type=gift', {}, other.auth);
    expect(bad.status).toBe(400);
  });

  it('answers item id required for a bad id, 404 for a missing item, 401 for guests', async () => {
    const bad = await manageOf('abc', '?wish_type=buy', { wish_type: 'buy' }, other.auth);
    expect(bad.status).toBe(400);
    expect(bad.body.errors.id).toEqual(['itemIdRequired']);
    expect((await manageOf('999999', '?wish_type=buy', { wish_type: 'buy' }, other.auth)).status).toBe(404);
    expect((await manageOf(String(crown.id), '?wish_type=buy', { wish_type: 'buy' }, {})).status).toBe(401);
    expect((await manageOf(String(crown.id), '?wish_type=buy', { wish_type: 'buy' }, suspended.auth)).body.code).toBe(1301);
  });
});

describe('POST /api/v1/item/wish-items/manage-by-uuid/{uuid}/', () => {
  const manageOf = (uuid: string, body: unknown, headers: Record<string, string>) =>
    callRoute(manageByUuid, `/api/v1/item/wish-items/manage-by-uuid/${uuid}/`, { ...json('POST', body, headers), params: { uuid } });

  it('manages by item uuid and answers item uuid required for a bad one', async () => {
    const added = await manageOf(wings.uuid, { wish_type: 'sell', action: 'add' }, other.auth);
    expect(added.body.data).toMatchObject({ item_id: wings.id, wish_type: 'sell', wished: true });
    const bad = await manageOf('not-a-uuid', { wish_type: 'sell' }, other.auth);
    expect(bad.status).toBe(400);
    expect(bad.body.errors.uuid).toEqual(['itemUuidRequired']);
    expect((await manageOf('00000000-0000-4000-8000-000000000000', { wish_type: 'sell' }, other.auth)).status).toBe(404);
  });
});

describe('matches', () => {
  it('tells both sides when an item lands on a sell list that others buy', async () => {
    const buyer = await makeMember('buyer');
    const seller = await makeMember('seller');
    const ruby = await makeItem({ nameKo: '사파이어', nameZhTw: '藍寶石', itemType: 'GEM' });
    await callRoute(addBuy, '/api/v1/wishlist/buy/', json('POST', { item_id: ruby.id }, buyer.auth));
    const sold = await callRoute(manageByUuid, `/api/v1/item/wish-items/manage-by-uuid/${ruby.uuid}/`, {
      ...json('POST', { wish_type: 'sell' }, seller.auth),
      params: { uuid: ruby.uuid },
    });
    expect(sold.body.data.wish_item.match_count).toBe(1);
    const db = await getDb();
    const notes = await db.select().from(schema.notifications).where(eq(schema.notifications.kind, 'wish_match'));
    expect(notes.find((n) => n.userId === buyer.id)?.payload).toMatchObject({ itemId: ruby.id, wishType: 'buy', actorId: seller.id });
    expect(notes.find((n) => n.userId === seller.id)?.payload).toMatchObject({ itemId: ruby.id, wishType: 'sell', matchCount: 1 });
    const buyerList = await listOf(buyer, 'wish_type=buy', buyer.auth);
    expect(buyerList.body.data.results[0].match_count).toBe(1);
  });
});

describe('GET /api/v1/item/wish-items/users/{id}/', () => {
  const usersOf = (item: TestItem, query: string, headers: Record<string, string> = {}) =>
    callRoute(users, `/api/v1/item/wish-items/users/${item.id}/?${query}`, { params: { id: String(item.id) }, headers });

  it('answers the sellers or buyers of an item in the spec’s shape, active entries only', async () => {
    const item = await makeItem({ nameKo: '조개', nameZhTw: '貝殼' });
    await wish(owner, item, 'sell', { count: 3, minutesAgo: 2 });
    await wish(other, item, 'sell', { minutesAgo: 1 });
    await wish(blocker, item, 'sell', { status: 0 });
    await wish(suspended, item, 'sell');
    await wish(withdrawn, item, 'sell');
    await wish(blocker, item, 'buy');
    const { status, body } = await usersOf(item, 'wish_type=sell&page=1');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ count: 2, next: null, previous: null });
    expect(body.data.results[0]).toEqual({
      id: expect.any(Number),
      count: 1,
      trade_type: 'sell',
      price: null,
      created_at: expect.any(String),
      user: {
        id: other.id,
        uuid: other.uuid,
        profile_image: expect.any(String),
        profile: { name: 'other' },
        represent_badge: null,
        is_withdrawn: false,
      },
    });
    expect(body.data.results[1]).toMatchObject({
      count: 3,
      user: { profile: { name: 'owner' }, represent_badge: { badge: { title: '거래왕', hex_code: '#ffaa00' } } },
    });
    const zh = await usersOf(item, 'wish_type=sell&lang=zh-TW');
    expect(zh.body.data.results[1].user.represent_badge.badge.title).toBe('交易王');
    const buyers = await usersOf(item, 'wish_type=buy');
    expect(buyers.body.data.results.map((r: { user: { id: number } }) => r.user.id)).toEqual([blocker.id]);
  });

  it('leaves out members blocked by the reader or blocking them', async () => {
    const item = await makeItem({ nameKo: '별', nameZhTw: '星星' });
    await wish(other, item, 'buy');
    await wish(owner, item, 'buy');
    const seenByBlocker = await usersOf(item, 'wish_type=buy', blocker.auth);
    expect(seenByBlocker.body.data.results.map((r: { user: { id: number } }) => r.user.id)).toEqual([owner.id]);
    await wish(blocker, item, 'buy');
    const seenByOther = await usersOf(item, 'wish_type=buy', other.auth);
    expect(seenByOther.body.data.results.map((r: { user: { id: number } }) => r.user.id).sort()).toEqual([owner.id, other.id].sort());
  });

  it('pages by 10 and validates its query', async () => {
    const item = await makeItem({ nameKo: '달', nameZhTw: '月亮' });
    for (let i = 0; i < 11; i++) await wish(await makeMember(`p${i}`), item, 'sell', { minutesAgo: i });
    const first = await usersOf(item, 'wish_type=sell&page=1');
    expect(first.body.data.results).toHaveLength(10);
    expect(first.body.data.next).toContain('page=2');
    const second = await usersOf(item, 'wish_type=sell&page=2');
    expect(second.body.data.results).toHaveLength(1);
    expect((await usersOf(item, 'page=1')).status).toBe(400);
    const badId = await callRoute(users, '/api/v1/item/wish-items/users/x/?wish_type=sell', { params: { id: 'x' } });
    expect(badId.body.errors.id).toEqual(['itemIdRequired']);
    const missing = await callRoute(users, '/api/v1/item/wish-items/users/999999/?wish_type=sell', { params: { id: '999999' } });
    expect(missing.status).toBe(404);
  });
});

describe('prices on wish-list entries', () => {
  const patch = (id: number, data: unknown, auth: Record<string, string>) =>
    callRoute(updateEntry, `/api/v1/wishlist/items/${id}/`, { ...json('PATCH', data, auth), params: { id: String(id) } });

  it('adds with a price, lists it, and the owner changes or clears it', async () => {
    const item = await makeItem({ nameKo: '구름', nameZhTw: '雲朵' });
    const added = await callRoute(manage, `/api/v1/item/wish-items/manage/${item.id}/`, {
      ...json('POST', { wish_type: 'sell', action: 'add', count: 2, price: 800 }, owner.auth),
      params: { id: String(item.id) },
    });
    expect(added.status).toBe(200);
    const entry = added.body.data.wish_item as { id: number; price: number | null };
    expect(entry.price).toBe(800);
    const sellers = await callRoute(users, `/api/v1/item/wish-items/users/${item.id}/?wish_type=sell`, { params: { id: String(item.id) } });
    expect(sellers.body.data.results[0]).toMatchObject({ count: 2, price: 800 });

    const changed = await patch(entry.id, { price: 750, count: 3 }, owner.auth);
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ id: entry.id, price: 750, count: 3, wish_type: 'sell' });
    const cleared = await patch(entry.id, { price: null }, owner.auth);
    expect(cleared.body.data).toMatchObject({ price: null, count: 3 });
  });

  it('refuses another member’s entry, a guest, bad prices and an empty change, changing nothing', async () => {
    const item = await makeItem({ nameKo: '비', nameZhTw: '雨' });
    const bought = await callRoute(addBuy, '/api/v1/wishlist/buy/', json('POST', { item_id: item.id, price: 300 }, owner.auth));
    const id = bought.body.data.id as number;
    expect(bought.body.data.price).toBe(300);
    expect((await patch(id, { price: 1 }, other.auth)).status).toBe(403);
    expect((await patch(id, { price: 1 }, {})).status).toBe(401);
    for (const bad of [{ price: 0 }, { price: -5 }, { price: 2.5 }, { price: '</script >' }, { price: 1_000_000_001 }, {}, { count: 0 }]) {
      const res = await patch(id, bad, owner.auth);
      expect(res.status).toBe(400);
    }
    expect((await patch(999_999, { price: 5 }, owner.auth)).status).toBe(404);
    const db = await getDb();
    const [row] = await db.select().from(schema.wishItems).where(eq(schema.wishItems.id, id));
    expect(row).toMatchObject({ price: 300, count: 1 });
  });
});
