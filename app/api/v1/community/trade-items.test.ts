import { eq } from 'drizzle-orm';
import { flattenCategoryTree } from '@/lib/server/community/category-tree';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { cursorPageSchema, postDetailSchema, postSummarySchema } from '@/lib/validation/posts';
import { callRoute } from '@/test/call-route';
import { json, makeItem, makeMember, type TestItem, type TestMember } from '@/test/market';
import { GET as list } from './route';
import { POST as create } from './write-handlers';
import { GET as detail, PUT as update } from './[id]/route';

// Trade posts attach items: create, edit, detail, refusals, and the trade filter.

let seller: TestMember;
let reader: TestMember;
let items: TestItem[] = [];

const body = (over: Record<string, unknown> = {}) => ({
  category_id: 17,
  title: '왕관 팝니다',
  content: '반짝이는 왕관을 팔아요. 쪽지 주세요!',
  ...over,
});

const createPost = (data: unknown, auth = seller.auth) => callRoute(create, '/api/v1/community/', json('POST', data, auth));
const updatePost = (id: number, data: unknown, auth = seller.auth) =>
  callRoute(update, `/api/v1/community/${id}/`, { ...json('PUT', data, auth), params: { id: String(id) } });
const getPost = (id: number, auth = reader.auth, lang = 'ko') =>
  callRoute(detail, `/api/v1/community/${id}/?lang=${lang}`, { headers: auth, params: { id: String(id) } });

async function storedItems(postId: number) {
  const db = await getDb();
  return db.select().from(schema.postItems).where(eq(schema.postItems.postId, postId)).orderBy(schema.postItems.position);
}

beforeAll(async () => {
  const db = await getDb();
  await db.insert(schema.categories).values(flattenCategoryTree());
  seller = await makeMember('Seller');
  reader = await makeMember('Reader');
  // The seller writes many trade posts here: an established trader, past the new-trader guard (lib/server/trades/guards.ts).
  await db
    .update(schema.users)
    .set({ createdAt: new Date(Date.now() - 60 * 86_400_000) })
    .where(eq(schema.users.id, seller.id));
  await db
    .insert(schema.trades)
    .values([0, 1, 2].map(() => ({ proposerId: seller.id, recipientId: reader.id, status: 'completed' as const })));
  items = [];
  for (let k = 0; k < 6; k += 1) items.push(await makeItem({ nameKo: `왕관 ${k}`, nameZhTw: `皇冠 ${k}`, itemRating: k % 2 ? 'S' : 'B' }));
});

beforeEach(async () => {
  const db = await getDb();
  await db.delete(schema.rateLimits);
});

afterAll(() => closeDb());

describe('trade posts with items', () => {
  it('creates a sell post with items in the chosen order; the detail answers them as compact cards', async () => {
    const ids = [items[2]!.id, items[0]!.id, items[1]!.id];
    const res = await createPost(body({ item_ids: ids }));
    expect(res.status).toBe(201);
    const post = postDetailSchema.parse(res.body.data);
    expect(post.post_type).toBe(16);
    expect(post.items.map((i) => i.id)).toEqual(ids);
    expect(post.items[0]).toEqual({
      id: items[2]!.id,
      uuid: items[2]!.uuid,
      name: '왕관 2',
      image: items[2]!.image,
      item_rating: 'B',
      grade_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
      trade_role: 'sell',
      count: 1,
      price: null,
    });
    expect((await storedItems(post.id)).map((r) => r.tradeRole)).toEqual(['sell', 'sell', 'sell']);

    const read = await getPost(post.id, reader.auth, 'zh-TW');
    expect(read.status).toBe(200);
    expect(read.body.data.items.map((i: { name: string }) => i.name)).toEqual(['皇冠 2', '皇冠 0', '皇冠 1']);
  });

  it('derives the trade role from the post type: need → buy, exchange → exchange, sharing → sell', async () => {
    for (const [category, role] of [
      [18, 'buy'],
      [19, 'exchange'],
      [20, 'sell'],
    ] as const) {
      const res = await createPost(body({ category_id: category, item_ids: [items[3]!.id] }));
      expect(res.status).toBe(201);
      expect(res.body.data.items).toEqual([expect.objectContaining({ id: items[3]!.id, trade_role: role })]);
    }
  });

  it('edits the items: a new list replaces them, an omitted list keeps them, [] clears them', async () => {
    const created = await createPost(body({ item_ids: [items[0]!.id, items[1]!.id] }));
    const id = created.body.data.id as number;

    const replaced = await updatePost(id, body({ item_ids: [items[4]!.id, items[0]!.id, items[4]!.id] }));
    expect(replaced.status).toBe(200);
    expect(replaced.body.data.items.map((i: { id: number }) => i.id)).toEqual([items[4]!.id, items[0]!.id]);

    const kept = await updatePost(id, body({ title: '왕관 팝니다 (수정)' }));
    expect(kept.body.data.items.map((i: { id: number }) => i.id)).toEqual([items[4]!.id, items[0]!.id]);

    const moved = await updatePost(id, body({ category_id: 18 }));
    expect(moved.body.data.items.map((i: { trade_role: string }) => i.trade_role)).toEqual(['buy', 'buy']);

    const cleared = await updatePost(id, body({ item_ids: [] }));
    expect(cleared.body.data.items).toEqual([]);
    expect(await storedItems(id)).toHaveLength(0);

    const again = await updatePost(id, body({ item_ids: [items[5]!.id] }));
    expect(again.body.data.items).toHaveLength(1);
    const toChat = await updatePost(id, body({ category_id: 25 }));
    expect(toChat.status).toBe(200);
    expect(toChat.body.data.items).toEqual([]);
  });

  it('refuses items outside the trade categories, more than five and unknown ones, writing nothing', async () => {
    const db = await getDb();
    const before = (await db.select({ id: schema.posts.id }).from(schema.posts)).length;

    const chat = await createPost(body({ category_id: 25, item_ids: [items[0]!.id] }));
    expect(chat.status).toBe(400);
    expect(chat.body).toMatchObject({ code: 1000, errors: { item_ids: ['itemsNotAllowed'] } });

    const six = await createPost(body({ item_ids: items.map((i) => i.id) }));
    expect(six.status).toBe(400);
    expect(six.body.errors.item_ids).toEqual(['tooManyItems']);

    const unknown = await createPost(body({ item_ids: [items[0]!.id, 999_999] }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ item_ids: ['itemUnknown'] });

    expect((await db.select({ id: schema.posts.id }).from(schema.posts)).length).toBe(before);

    const created = await createPost(body({ item_ids: [items[0]!.id] }));
    const id = created.body.data.id as number;
    const badEdit = await updatePost(id, body({ item_ids: [999_998] }));
    expect(badEdit.status).toBe(400);
    expect((await storedItems(id)).map((r) => r.itemId)).toEqual([items[0]!.id]);
    const notMine = await updatePost(id, body({ item_ids: [items[1]!.id] }), reader.auth);
    expect(notMine.status).toBe(403);
  });

  it('the trade filter finds trade posts of types 15 and 16; all lists exchange (17) posts too', async () => {
    const sell = await createPost(body({ title: '필터 판매', item_ids: [items[0]!.id] }));
    const need = await createPost(body({ category_id: 18, title: '필터 구매', item_ids: [items[1]!.id] }));
    const swap = await createPost(body({ category_id: 19, title: '필터 교환', item_ids: [items[2]!.id] }));
    const ids = (res: { body: { data: { results: Array<{ id: number }> } } }) => res.body.data.results.map((r) => r.id);

    const sells = ids(await callRoute(list, '/api/v1/community/?category=3&trade=sell&page_size=50&keyword=필터'));
    expect(sells).toEqual([sell.body.data.id]);
    const buys = ids(await callRoute(list, '/api/v1/community/?category=3&trade=buy&page_size=50&keyword=필터'));
    expect(buys).toEqual([need.body.data.id]);
    const all = ids(await callRoute(list, '/api/v1/community/?category=3&trade=all&page_size=50&keyword=필터'));
    expect(all.sort()).toEqual([sell.body.data.id, need.body.data.id, swap.body.data.id].sort());
  });

  it('lists answer a trade post with its items (icon and grade for the row); other posts with none', async () => {
    const sell = await createPost(body({ title: '목록 아이템', item_ids: [items[1]!.id, items[0]!.id] }));
    const chat = await createPost(body({ category_id: 25, title: '목록 잡담' }));
    const res = await callRoute(list, '/api/v1/community/?category=37&page_size=50&keyword=목록&lang=zh-TW');
    expect(res.status).toBe(200);
    const page = cursorPageSchema(postSummarySchema).parse(res.body.data);
    const byId = new Map(page.results.map((p) => [p.id, p]));
    expect(byId.get(sell.body.data.id)?.items).toEqual([
      expect.objectContaining({ id: items[1]!.id, name: '皇冠 1', image: items[1]!.image, item_rating: 'S', trade_role: 'sell' }),
      expect.objectContaining({ id: items[0]!.id, name: '皇冠 0', item_rating: 'B' }),
    ]);
    expect(byId.get(chat.body.data.id)?.items).toEqual([]);
  });
});

describe('counts and prices per item', () => {
  it('keeps each item’s count and price per piece, and answers them in the detail', async () => {
    const res = await createPost(
      body({
        items: [
          { id: items[0]!.id, count: 3, price: 1200 },
          { id: items[1]!.id, price: null },
        ],
      }),
    );
    expect(res.status).toBe(201);
    const post = postDetailSchema.parse(res.body.data);
    expect(post.items.map((i) => [i.id, i.count, i.price])).toEqual([
      [items[0]!.id, 3, 1200],
      [items[1]!.id, 1, null],
    ]);
    expect((await storedItems(post.id)).map((r) => [r.count, r.price])).toEqual([
      [3, 1200],
      [1, null],
    ]);
  });

  it('changes prices on edit, and keeps the first of a repeated item', async () => {
    const made = await createPost(body({ items: [{ id: items[2]!.id, price: 500 }] }));
    const id = made.body.data.id as number;
    const res = await updatePost(
      id,
      body({
        items: [
          { id: items[2]!.id, count: 2, price: 450 },
          { id: items[2]!.id, count: 9, price: 1 },
        ],
      }),
    );
    expect(res.status).toBe(200);
    expect((await storedItems(id)).map((r) => [r.itemId, r.count, r.price])).toEqual([[items[2]!.id, 2, 450]]);
  });

  it.each([
    ['an item id of zero', { items: [{ id: 0, price: 5 }] }, 'items.0.id'],
    ['a price of zero', { items: [{ id: 1, price: 0 }] }, 'items.0.price'],
    ['a negative count', { items: [{ id: 1, count: -1 }] }, 'items.0.count'],
    ['a price past the limit', { items: [{ id: 1, price: 1_000_000_001 }] }, 'items.0.price'],
    ['a fractional price', { items: [{ id: 1, price: 1.5 }] }, 'items.0.price'],
    ['a price as text', { items: [{ id: 1, price: '</script >' }] }, 'items.0.price'],
  ])('refuses %s with a 400 on the field and writes nothing', async (_, over, field) => {
    const db = await getDb();
    const before = await db.select().from(schema.posts);
    const res = await createPost(body(over));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors ?? res.body.error?.fields ?? {}).join(' ')).toContain(field);
    expect(await db.select().from(schema.posts)).toHaveLength(before.length);
  });

  it('refuses item_ids and items together', async () => {
    const res = await createPost(body({ item_ids: [items[0]!.id], items: [{ id: items[1]!.id }] }));
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('itemsTwice');
  });
});
