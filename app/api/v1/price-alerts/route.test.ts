import { and, eq } from 'drizzle-orm';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { notificationLink } from '@/lib/server/people/notifications';
import { firePriceAlerts } from '@/lib/server/prices/alerts';
import { PRICE_ALERT_MAX, priceAlertListSchema, priceAlertSchema } from '@/lib/validation/prices';
import { callRoute } from '@/test/call-route';
import { json, makeItem, makeMember, type TestMember } from '@/test/market';
import { DELETE as deleteRoute } from './[id]/route';
import { GET as listRoute, POST as createRoute } from './route';

// Price alerts: a member's list, saving (one per item and side, at most 20), deleting, and firing
// on offers: once per offer, a cool-down per alert, never for one's own offer or across a block.

const create = (member: TestMember | null, body: unknown) =>
  callRoute(createRoute, '/api/v1/price-alerts/', json('POST', body, member?.auth ?? {}));
const list = (member: TestMember | null) => callRoute(listRoute, '/api/v1/price-alerts/', { headers: member?.auth ?? {} });
const remove = (member: TestMember | null, id: number | string) =>
  callRoute(deleteRoute, `/api/v1/price-alerts/${id}/`, { method: 'DELETE', headers: member?.auth ?? {}, params: { id: String(id) } });

async function alertNotes(userId: number) {
  const db = await getDb();
  return db
    .select()
    .from(schema.notifications)
    .where(and(eq(schema.notifications.userId, userId), eq(schema.notifications.kind, 'price_alert')));
}

async function rewindLastFired(alertId: number, minutes: number) {
  const db = await getDb();
  await db
    .update(schema.priceAlerts)
    .set({ lastFiredAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(schema.priceAlerts.id, alertId));
}

afterAll(() => closeDb());

describe('/api/v1/price-alerts/', () => {
  it('creates, replaces per item and side, lists and deletes one’s own alerts', async () => {
    const me = await makeMember('watcher');
    const item = await makeItem({ nameKo: '알림 모자', nameZhTw: '提醒帽' });
    const first = await create(me, { item_id: item.id, side: 'sell', price: 1500 });
    expect(first.status).toBe(201);
    const alert = priceAlertSchema.parse(first.body.data);
    expect(alert).toMatchObject({
      side: 'sell',
      price: 1500,
      is_active: true,
      last_fired_at: null,
      item: { id: item.id, name: '알림 모자' },
    });

    // The same item and side again: the price is replaced, no second alert.
    const again = priceAlertSchema.parse((await create(me, { item_id: item.id, side: 'sell', price: 1200 })).body.data);
    expect(again.id).toBe(alert.id);
    expect(again.price).toBe(1200);
    const buy = priceAlertSchema.parse((await create(me, { item_id: item.id, side: 'buy', price: 3000 })).body.data);
    expect(buy.id).not.toBe(alert.id);

    const listed = priceAlertListSchema.parse((await list(me)).body.data);
    expect(listed.results.map((a) => [a.side, a.price])).toEqual([
      ['buy', 3000],
      ['sell', 1200],
    ]);

    expect((await remove(me, alert.id)).status).toBe(200);
    expect((await remove(me, alert.id)).status).toBe(404);
    expect(priceAlertListSchema.parse((await list(me)).body.data).results.map((a) => a.id)).toEqual([buy.id]);
  });

  it(`stops at ${PRICE_ALERT_MAX} alerts, but still lets one change an existing alert`, async () => {
    const me = await makeMember('collector');
    const items = await Promise.all(
      Array.from({ length: PRICE_ALERT_MAX + 1 }, (_, k) => makeItem({ nameKo: `한도 모자 ${k}`, nameZhTw: `上限帽 ${k}` })),
    );
    for (const item of items.slice(0, PRICE_ALERT_MAX))
      expect((await create(me, { item_id: item.id, side: 'buy', price: 10 })).status).toBe(201);
    const over = await create(me, { item_id: items[PRICE_ALERT_MAX]!.id, side: 'buy', price: 10 });
    expect(over.status).toBe(409);
    expect(over.body.errors).toEqual({ _: ['alertLimit'] });
    expect(over.body.message).toContain(String(PRICE_ALERT_MAX));
    expect((await create(me, { item_id: items[0]!.id, side: 'buy', price: 20 })).status).toBe(201);
    expect(priceAlertListSchema.parse((await list(me)).body.data).results).toHaveLength(PRICE_ALERT_MAX);
  });

  it('validates the body and refuses hostile input with 4xx', async () => {
    const me = await makeMember('validator');
    const item = await makeItem({ nameKo: '검사 모자', nameZhTw: '檢查帽' });
    const cases: Array<[unknown, string]> = [
      [{ item_id: item.id, side: 'sell', price: 0 }, 'price'],
      [{ item_id: item.id, side: 'sell', price: -5 }, 'price'],
      [{ item_id: item.id, side: 'sell', price: 1.5 }, 'price'],
      [{ item_id: item.id, side: 'sell', price: '100' }, 'price'],
      [{ item_id: item.id, side: 'sell', price: 1_000_000_001 }, 'price'],
      [{ item_id: item.id, side: 'both', price: 100 }, 'side'],
      [{ item_id: item.id, price: 100 }, 'side'],
      [{ item_id: 'abc', side: 'sell', price: 100 }, 'item_id'],
      [{ item_id: 99_999_999_999, side: 'sell', price: 100 }, 'item_id'],
      [{ side: 'sell', price: 100 }, 'item_id'],
    ];
    for (const [body, field] of cases) {
      const res = await create(me, body);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors ?? {})).toContain(field);
    }
    expect((await create(me, { item_id: 999_999_999, side: 'sell', price: 100 })).status).toBe(404);
    const raw = await callRoute(createRoute, '/api/v1/price-alerts/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...me.auth },
      body: '{"item_id": 1, "side": "sell", "price": ',
    });
    expect(raw.status).toBe(400);
    for (const bad of ['abc', '0', '-1', '1e3', '99999999999', "1' or 1=1--"]) {
      const res = await remove(me, bad);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    expect(priceAlertListSchema.parse((await list(me)).body.data).results).toEqual([]);
  });

  it('answers guests 401 and another member’s alert 404, leaving it in place', async () => {
    const [owner, other] = await Promise.all([makeMember('owner'), makeMember('other')]);
    const item = await makeItem({ nameKo: '남의 모자', nameZhTw: '別人的帽' });
    const alert = priceAlertSchema.parse((await create(owner, { item_id: item.id, side: 'sell', price: 100 })).body.data);
    expect((await list(null)).status).toBe(401);
    expect((await create(null, { item_id: item.id, side: 'sell', price: 100 })).status).toBe(401);
    expect((await remove(null, alert.id)).status).toBe(401);
    expect((await remove(other, alert.id)).status).toBe(404);
    expect(priceAlertListSchema.parse((await list(other)).body.data).results).toEqual([]);
    expect(priceAlertListSchema.parse((await list(owner)).body.data).results.map((a) => a.id)).toEqual([alert.id]);
  });
});

describe('firePriceAlerts', () => {
  it('tells members whose price a new offer meets, once per offer, with a cool-down per alert', async () => {
    const [seller, buyer, cheapWatcher, strictWatcher, buyWatcher] = await Promise.all([
      makeMember('seller'),
      makeMember('buyer'),
      makeMember('cheap'),
      makeMember('strict'),
      makeMember('buywatch'),
    ]);
    const item = await makeItem({ nameKo: '왕관', nameZhTw: '王冠' });
    const cheap = priceAlertSchema.parse((await create(cheapWatcher, { item_id: item.id, side: 'sell', price: 1000 })).body.data);
    await create(strictWatcher, { item_id: item.id, side: 'sell', price: 500 });
    const buyAlert = priceAlertSchema.parse((await create(buyWatcher, { item_id: item.id, side: 'buy', price: 2000 })).body.data);

    // A sell offer at 1000 meets "sell at or below 1000", not "at or below 500" nor any buy alert.
    expect(await firePriceAlerts({ itemId: item.id, side: 'sell', price: 1000, offerKey: 'wish:1', ownerId: seller.id })).toBe(1);
    const [note] = await alertNotes(cheapWatcher.id);
    expect(note!.payload).toMatchObject({
      itemId: item.id,
      itemUuid: item.uuid,
      itemNameKo: '왕관',
      itemNameZhTw: '王冠',
      side: 'sell',
      price: 1000,
      alertPrice: 1000,
      offerKey: 'wish:1',
    });
    expect(notificationLink('price_alert', note!.payload as Record<string, unknown>, null)).toBe(`/market?item=${item.uuid}&tab=prices`);
    expect(await alertNotes(strictWatcher.id)).toHaveLength(0);
    expect(await alertNotes(buyWatcher.id)).toHaveLength(0);

    // The same offer again (edited, re-saved) never fires twice, even after the cool-down.
    await rewindLastFired(cheap.id, 120);
    expect(await firePriceAlerts({ itemId: item.id, side: 'sell', price: 900, offerKey: 'wish:1', ownerId: seller.id })).toBe(0);
    // Another offer after the cool-down fires again…
    expect(await firePriceAlerts({ itemId: item.id, side: 'sell', price: 800, offerKey: 'wish:2', ownerId: seller.id })).toBe(1);
    // …but a third one within the hour does not.
    expect(await firePriceAlerts({ itemId: item.id, side: 'sell', price: 700, offerKey: 'wish:3', ownerId: seller.id })).toBe(0);
    expect(await alertNotes(cheapWatcher.id)).toHaveLength(2);
    await rewindLastFired(cheap.id, 59);
    expect(await firePriceAlerts({ itemId: item.id, side: 'sell', price: 700, offerKey: 'wish:4', ownerId: seller.id })).toBe(0);
    await rewindLastFired(cheap.id, 61);
    expect(await firePriceAlerts({ itemId: item.id, side: 'sell', price: 700, offerKey: 'wish:5', ownerId: seller.id })).toBe(1);

    // Buy offers meet buy alerts at or above their price.
    expect(await firePriceAlerts({ itemId: item.id, side: 'buy', price: 1999, offerKey: 'post:1:1', ownerId: buyer.id })).toBe(0);
    expect(await firePriceAlerts({ itemId: item.id, side: 'buy', price: 2000, offerKey: 'post:1:2', ownerId: buyer.id })).toBe(1);
    const db = await getDb();
    const [row] = await db.select().from(schema.priceAlerts).where(eq(schema.priceAlerts.id, buyAlert.id));
    expect(row!.lastFiredAt).not.toBeNull();
    const listed = priceAlertListSchema.parse((await list(buyWatcher)).body.data).results[0]!;
    expect(listed.last_fired_at).not.toBeNull();
  });

  it('fires once when the same offer is announced twice at once', async () => {
    const [seller, watcher] = await Promise.all([makeMember('rush'), makeMember('rushwatch')]);
    const item = await makeItem({ nameKo: '동시 모자', nameZhTw: '同時帽' });
    await create(watcher, { item_id: item.id, side: 'sell', price: 100 });
    const offer = { itemId: item.id, side: 'sell' as const, price: 90, offerKey: 'wish:77', ownerId: seller.id };
    const fired = await Promise.all([firePriceAlerts(offer), firePriceAlerts(offer), firePriceAlerts({ ...offer, offerKey: 'wish:78' })]);
    expect(fired.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await alertNotes(watcher.id)).toHaveLength(1);
  });

  it('skips the offer’s owner, blocked pairs either way, paused alerts and suspended watchers', async () => {
    const db = await getDb();
    const [seller, blockedBy, blocking, paused, suspended, plain] = await Promise.all([
      makeMember('owner2'),
      makeMember('blockedby'),
      makeMember('blocking'),
      makeMember('pausewatch'),
      makeMember('suspwatch'),
      makeMember('plainwatch'),
    ]);
    const item = await makeItem({ nameKo: '차단 모자', nameZhTw: '封鎖帽' });
    for (const m of [seller, blockedBy, blocking, paused, plain]) await create(m, { item_id: item.id, side: 'sell', price: 100 });
    await db.insert(schema.priceAlerts).values({ userId: suspended.id, itemId: item.id, side: 'sell', price: 100 });
    await db.update(schema.users).set({ status: 'suspended' }).where(eq(schema.users.id, suspended.id));
    await db.insert(schema.blocks).values([
      { blockerId: blockedBy.id, blockedId: seller.id },
      { blockerId: seller.id, blockedId: blocking.id },
    ]);
    await db
      .update(schema.priceAlerts)
      .set({ isActive: false })
      .where(and(eq(schema.priceAlerts.userId, paused.id), eq(schema.priceAlerts.itemId, item.id)));

    expect(await firePriceAlerts({ itemId: item.id, side: 'sell', price: 50, offerKey: 'wish:900', ownerId: seller.id })).toBe(1);
    for (const m of [seller, blockedBy, blocking, paused, suspended]) expect(await alertNotes(m.id)).toHaveLength(0);
    expect(await alertNotes(plain.id)).toHaveLength(1);
  });
});
