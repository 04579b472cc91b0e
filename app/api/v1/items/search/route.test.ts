import { closeDb, getDb, schema } from '@/lib/server/db';
import { callRoute } from '@/test/call-route';
import { makeItem, makeMember, wish, type TestItem, type TestMember } from '@/test/market';
import { GET as itemDetail } from '../../item/[id]/route';
import { GET as searchName } from '../../item/search-name/route';
import { GET as catalogue } from '../route';
import { GET as search } from './route';

let hats: TestItem[] = [];
let crown: TestItem;
let wings: TestItem;
let viewer: TestMember;
let blocked: TestMember;

beforeAll(async () => {
  // Twelve hats, hat 1 the newest; then two named items older than all of them.
  hats = [];
  for (let i = 1; i <= 12; i++) {
    hats.push(await makeItem({ nameKo: `모자 ${i}`, nameZhTw: `帽子 ${i}`, minutesAgo: i, itemRating: i % 2 ? 'B' : 'C' }));
  }
  crown = await makeItem({
    nameKo: '왕관',
    nameZhTw: '皇冠',
    descriptionKo: '반짝이는 왕관',
    descriptionZhTw: '閃亮的皇冠',
    itemRating: 'SSS',
    itemType: 'EQUIPMENT_HAT',
    price: 5000,
    minutesAgo: 100,
    spriteImg: '/art/sprites/royal-crown.png',
    spriteWidth: 128,
    spriteHeight: 128,
    spriteFrame: 4,
  });
  wings = await makeItem({ nameKo: '천사 날개', nameZhTw: '天使翅膀', itemType: 'EQUIPMENT_BACK', itemRating: 'S+', minutesAgo: 200 });
  const db = await getDb();
  await db.insert(schema.equipmentObjects).values([
    { itemId: wings.id, displayOrder: 5, image: '/art/sprites/b.png' },
    { itemId: wings.id, displayOrder: -2, image: '/art/sprites/a.png' },
  ]);
  viewer = await makeMember('viewer');
  blocked = await makeMember('blocked');
  const seller = await makeMember('seller');
  await db.insert(schema.blocks).values({ blockerId: viewer.id, blockedId: blocked.id });
  await wish(seller, crown, 'sell');
  await wish(blocked, crown, 'sell');
  await wish(seller, crown, 'buy', { status: 0 });
  await wish(viewer, crown, 'buy');
});

afterAll(() => closeDb());

describe('GET /api/v1/items/search/', () => {
  it('answers at most 10 items, newest first', async () => {
    const { status, body } = await callRoute(search, '/api/v1/items/search/');
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data).toHaveLength(10);
    expect(body.data.map((i: { id: number }) => i.id)).toEqual(hats.slice(0, 10).map((h) => h.id));
    const limited = await callRoute(search, '/api/v1/items/search/?limit=3');
    expect(limited.body.data).toHaveLength(3);
    const tooMany = await callRoute(search, '/api/v1/items/search/?limit=11');
    expect(tooMany.status).toBe(400);
  });

  it('finds one Korean or one Chinese character in either language, whatever the reader’s language', async () => {
    const ko = await callRoute(search, `/api/v1/items/search/?keyword=${encodeURIComponent('왕')}&lang=zh-TW`);
    expect(ko.body.data.map((i: { name: string }) => i.name)).toEqual(['皇冠']);
    const zh = await callRoute(search, `/api/v1/items/search/?keyword=${encodeURIComponent('翅')}`);
    expect(zh.body.data.map((i: { name: string }) => i.name)).toEqual(['천사 날개']);
    const hat = await callRoute(search, `/api/v1/items/search/?keyword=${encodeURIComponent('帽')}`);
    expect(hat.body.data).toHaveLength(10);
  });

  it('treats % and _ as plain characters', async () => {
    const { body } = await callRoute(search, '/api/v1/items/search/?keyword=%25');
    expect(body.data).toEqual([]);
  });

  it('filters by item type and grade, and an empty keyword means none', async () => {
    const back = await callRoute(search, '/api/v1/items/search/?item_type=EQUIPMENT_BACK&keyword=');
    expect(back.body.data.map((i: { id: number }) => i.id)).toEqual([wings.id]);
    const grade = await callRoute(search, `/api/v1/items/search/?grade=${encodeURIComponent('S+')}`);
    expect(grade.body.data.map((i: { id: number }) => i.id)).toEqual([wings.id]);
    const bad = await callRoute(search, '/api/v1/items/search/?grade=Z&item_type=SWORD');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['grade', 'item_type']);
  });

  it('answers every Item field with the name and description in the reader’s language and the grade colour', async () => {
    const { body } = await callRoute(search, `/api/v1/items/search/?keyword=${encodeURIComponent('皇冠')}`, {
      headers: { 'accept-language': 'zh-TW' },
    });
    expect(body.data[0]).toEqual({
      id: crown.id,
      uuid: crown.uuid,
      name: '皇冠',
      name_ko: '왕관',
      name_zh_tw: '皇冠',
      image: '/art/items/royal-crown.png',
      description: '閃亮的皇冠',
      item_type: 'EQUIPMENT_HAT',
      item_rating: 'SSS',
      grade_color: '#e5484d',
      rating_score: 0,
      price: 5000,
      is_show_eyes: true,
      sprite_img: '/art/sprites/royal-crown.png',
      sprite_width: 128,
      sprite_height: 128,
      sprite_frame: 4,
      seller_count: 2,
      buyer_count: 1,
      created_at: expect.any(String),
    });
  });

  it('counts only sellers the reader can see', async () => {
    const { body } = await callRoute(search, `/api/v1/items/search/?keyword=${encodeURIComponent('왕관')}`, { headers: viewer.auth });
    expect(body.data[0]).toMatchObject({ seller_count: 1, buyer_count: 1 });
  });
});

describe('GET /api/v1/items/', () => {
  it('pages the whole catalogue, newest first, keeping the filters in the links', async () => {
    const first = await callRoute(catalogue, '/api/v1/items/?grade=B');
    expect(first.body.data.count).toBe(6);
    const all = await callRoute(catalogue, '/api/v1/items/?page=2');
    expect(all.body.data).toMatchObject({ count: 14, previous: '/api/v1/items/?page=1', next: null });
    expect(all.body.data.results.map((i: { id: number }) => i.id)).toEqual([hats[10]!.id, hats[11]!.id, crown.id, wings.id]);
  });
});

describe('GET /api/v1/item/search-name/', () => {
  it('completes from one character, names starting with it first', async () => {
    const { status, body } = await callRoute(searchName, `/api/v1/item/search-name/?name=${encodeURIComponent('천')}`);
    expect(status).toBe(200);
    expect(body.data.map((i: { name: string }) => i.name)).toEqual(['천사 날개']);
    const zh = await callRoute(searchName, `/api/v1/item/search-name/?name=${encodeURIComponent('皇')}&lang=zh-TW`);
    expect(zh.body.data[0]).toMatchObject({ id: crown.id, name: '皇冠' });
    const many = await callRoute(searchName, `/api/v1/item/search-name/?name=${encodeURIComponent('모자 1')}`);
    // "모자 1", "모자 10", "모자 11", "모자 12": every one starts with the text, newest first.
    expect(many.body.data.map((i: { name: string }) => i.name)).toEqual(['모자 1', '모자 10', '모자 11', '모자 12']);
  });

  it('needs a name', async () => {
    const { status, body } = await callRoute(searchName, '/api/v1/item/search-name/?name=');
    expect(status).toBe(400);
    expect(body.errors.name).toEqual(['keywordMin']);
  });
});

describe('GET /api/v1/item/{id}/', () => {
  it('answers one item with its equipment objects in display order, by id or by uuid', async () => {
    const byId = await callRoute(itemDetail, `/api/v1/item/${wings.id}/`, { params: { id: String(wings.id) } });
    expect(byId.status).toBe(200);
    expect(byId.body.data.equipment_objects.map((o: { display_order: number }) => o.display_order)).toEqual([-2, 5]);
    expect(byId.body.data.wished).toEqual({ buy: null, sell: null });
    const byUuid = await callRoute(itemDetail, `/api/v1/item/${wings.uuid}/`, { params: { id: wings.uuid } });
    expect(byUuid.body.data.id).toBe(wings.id);
  });

  it('tells a signed-in reader which of their lists hold the item', async () => {
    const { body } = await callRoute(itemDetail, `/api/v1/item/${crown.id}/`, { params: { id: String(crown.id) }, headers: viewer.auth });
    expect(body.data.wished.buy).toEqual(expect.any(Number));
    expect(body.data.wished.sell).toBeNull();
  });

  it('answers 404 for a missing item and 400 (item id required) for a malformed reference', async () => {
    const missing = await callRoute(itemDetail, '/api/v1/item/999999/', { params: { id: '999999' } });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe(1400);
    const bad = await callRoute(itemDetail, '/api/v1/item/abc/', { params: { id: 'abc' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 1000, errors: { id: ['itemIdRequired'] } });
  });
});
