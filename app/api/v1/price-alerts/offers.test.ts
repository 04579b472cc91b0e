import { and, eq } from 'drizzle-orm';
import { flattenCategoryTree } from '@/lib/server/community/category-tree';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { callRoute } from '@/test/call-route';
import { json, makeItem, makeMember, type TestItem, type TestMember } from '@/test/market';
import { POST as createPost } from '../community/write-handlers';
import { POST as manage } from '../item/wish-items/manage/[id]/route';
import { PATCH as updateEntry } from '../wishlist/items/[id]/route';
import { POST as createAlert } from './route';

// Offers fire the alerts waiting for them, wherever they are listed: a priced wish-list entry (added
// or re-priced) and a priced item on a sell (16) or need (15) post; once per offer.

let seller: TestMember;
let watcher: TestMember;
let item: TestItem;

const alertNotes = async (userId: number) => {
  const db = await getDb();
  return db
    .select()
    .from(schema.notifications)
    .where(and(eq(schema.notifications.userId, userId), eq(schema.notifications.kind, 'price_alert')));
};
const watch = (member: TestMember, body: unknown) => callRoute(createAlert, '/api/v1/price-alerts/', json('POST', body, member.auth));
const listForSale = (member: TestMember, target: TestItem, price: number | null) =>
  callRoute(manage, `/api/v1/item/wish-items/manage/${target.id}/`, {
    ...json('POST', { wish_type: 'sell', action: 'add', price }, member.auth),
    params: { id: String(target.id) },
  });
const reprice = (member: TestMember, id: number, price: number | null) =>
  callRoute(updateEntry, `/api/v1/wishlist/items/${id}/`, { ...json('PATCH', { price }, member.auth), params: { id: String(id) } });

beforeAll(async () => {
  const db = await getDb();
  await db.insert(schema.categories).values(flattenCategoryTree());
  seller = await makeMember('oseller');
  watcher = await makeMember('owatcher');
  item = await makeItem({ nameKo: '알림 날개', nameZhTw: '提醒翅膀' });
  // Past the new traders' limit on trade posts.
  await db
    .update(schema.users)
    .set({ createdAt: new Date(Date.now() - 60 * 86_400_000) })
    .where(eq(schema.users.id, seller.id));
});

afterAll(() => closeDb());

it('a sell entry priced above the alert fires nothing; re-priced to it, it fires once', async () => {
  expect((await watch(watcher, { item_id: item.id, side: 'sell', price: 1000 })).status).toBe(201);
  const listed = await listForSale(seller, item, 1200);
  expect(listed.status).toBe(200);
  expect(await alertNotes(watcher.id)).toHaveLength(0);
  const entryId = listed.body.data.wish_item.id as number;
  expect((await reprice(seller, entryId, 950)).status).toBe(200);
  const notes = await alertNotes(watcher.id);
  expect(notes).toHaveLength(1);
  expect(notes[0]!.payload).toMatchObject({ itemId: item.id, side: 'sell', price: 950, alertPrice: 1000 });
  await reprice(seller, entryId, 900);
  expect(await alertNotes(watcher.id)).toHaveLength(1);
});

it('a priced need post fires buy alerts at or below its price; an unpriced or exchange post fires none', async () => {
  const other = await makeItem({ nameKo: '알림 모자', nameZhTw: '提醒帽' });
  expect((await watch(watcher, { item_id: other.id, side: 'buy', price: 300 })).status).toBe(201);
  const post = (category: number, price: number | null) =>
    callRoute(
      createPost,
      '/api/v1/community/',
      json(
        'POST',
        { category_id: category, title: '모자 구해요', content: '알림 모자 구합니다. 쪽지 주세요!', items: [{ id: other.id, price }] },
        seller.auth,
      ),
    );
  expect((await post(18, null)).status).toBe(201);
  expect((await post(19, 500)).status).toBe(201);
  expect(await alertNotes(watcher.id)).toHaveLength(1);
  expect((await post(18, 350)).status).toBe(201);
  const notes = await alertNotes(watcher.id);
  expect(notes).toHaveLength(2);
  expect(notes[1]!.payload).toMatchObject({ itemId: other.id, side: 'buy', price: 350, alertPrice: 300 });
});
