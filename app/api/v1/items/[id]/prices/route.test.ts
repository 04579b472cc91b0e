import { eq } from 'drizzle-orm';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { forgetPriceHistory } from '@/lib/server/prices';
import { ladderSchema, priceHistorySchema } from '@/lib/validation/prices';
import { makePost, seedBasics } from '@/test/admin-fixtures';
import { callRoute } from '@/test/call-route';
import { makeItem, makeMember, wish } from '@/test/market';
import { GET as ladderRoute } from '../ladder/route';
import { GET as pricesRoute } from './route';

// Price history from trade_prices and the live ladder from open offers.

const DAY = 86_400_000;
const history = (ref: string | number) => callRoute(pricesRoute, `/api/v1/items/${ref}/prices/`, { params: { id: String(ref) } });
const ladder = (ref: string | number) => callRoute(ladderRoute, `/api/v1/items/${ref}/ladder/`, { params: { id: String(ref) } });

async function trades(itemId: number, rows: Array<[price: number, daysAgo: number]>) {
  const db = await getDb();
  await db
    .insert(schema.tradePrices)
    .values(rows.map(([unitPrice, daysAgo]) => ({ itemId, unitPrice, count: 1, completedAt: new Date(Date.now() - daysAgo * DAY) })));
}

beforeAll(() => seedBasics());
afterAll(() => closeDb());

describe('GET /api/v1/items/{id}/prices/', () => {
  it('gives median, p25, p75 and count per window, the daily series and the fair range', async () => {
    const item = await makeItem({ nameKo: '시세 모자', nameZhTw: '行情帽' });
    await trades(item.id, [
      [100, 1],
      [200, 2],
      [300, 3],
      [400, 4],
      [500, 5],
      [1000, 10],
      [1000, 20],
      [2000, 60],
      [9999, 100], // older than 90 days: left out
    ]);
    const res = await history(item.id);
    expect(res.status).toBe(200);
    const data = priceHistorySchema.parse(res.body.data);
    expect(data.item_id).toBe(item.id);
    expect(data.windows.d7).toEqual({ count: 5, enough: true, median: 300, p25: 200, p75: 400 });
    // [100 200 300 400 500 1000 1000]: linear interpolation between ranks
    expect(data.windows.d30).toEqual({ count: 7, enough: true, median: 400, p25: 250, p75: 750 });
    expect(data.windows.d90).toEqual({ count: 8, enough: true, median: 450, p25: 275, p75: 1000 });
    expect(data.fair).toEqual({ low: 125, high: 1500, p25: 250, p75: 750, median: 400 });

    expect(data.series).toHaveLength(90);
    expect(data.series.at(-1)!.day).toBe(new Date().toISOString().slice(0, 10));
    expect(data.series.reduce((s, d) => s + d.count, 0)).toBe(8);
    const yesterday = data.series.find((d) => d.day === new Date(Date.now() - DAY).toISOString().slice(0, 10));
    expect(yesterday).toEqual(expect.objectContaining({ count: 1, median: 100, p25: 100, p75: 100 }));
    expect(data.series.filter((d) => d.count === 0).every((d) => d.median === null)).toBe(true);

    // The uuid names the same item; a shared cache may keep the answer briefly.
    const byUuid = await history(item.uuid);
    expect(byUuid.body.data.windows).toEqual(data.windows);
    expect(res.headers.get('cache-control')).toMatch(/s-maxage=\d+/);
  });

  it('says "not enough data" under 5 trades: null figures and no fair range', async () => {
    const item = await makeItem({ nameKo: '희귀 모자', nameZhTw: '稀有帽' });
    await trades(item.id, [
      [100, 1],
      [120, 2],
      [140, 3],
      [160, 4],
    ]);
    const data = priceHistorySchema.parse((await history(item.id)).body.data);
    for (const w of [data.windows.d7, data.windows.d30, data.windows.d90]) {
      expect(w).toEqual({ count: 4, enough: false, median: null, p25: null, p75: null });
    }
    expect(data.fair).toBeNull();

    // The fifth trade, once this process forgets its copy, makes it enough.
    await trades(item.id, [[180, 0.5]]);
    forgetPriceHistory(item.id);
    const after = priceHistorySchema.parse((await history(item.id)).body.data);
    expect(after.windows.d7).toEqual({ count: 5, enough: true, median: 140, p25: 120, p75: 160 });
    expect(after.fair).toEqual({ low: 60, high: 320, p25: 120, p75: 160, median: 140 });
  });

  it('answers an item without trades with zero counts, and refuses unknown or hostile ids', async () => {
    const item = await makeItem({ nameKo: '새 모자', nameZhTw: '新帽' });
    const data = priceHistorySchema.parse((await history(item.id)).body.data);
    expect(data.windows.d90.count).toBe(0);
    expect(data.series.every((d) => d.count === 0)).toBe(true);
    expect((await history(999_999_999)).status).toBe(404);
    for (const bad of ['0', '-1', '1.5', 'abc', "1' or '1'='1", '99999999999999', '%00']) {
      const res = await history(bad);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
  });
});

describe('GET /api/v1/items/{id}/ladder/', () => {
  it('groups open priced offers by price: sell ascending, buy descending, and counts unpriced ones', async () => {
    const db = await getDb();
    const item = await makeItem({ nameKo: '호가 모자', nameZhTw: '掛單帽' });
    const [s1, s2, s3, b1, b2, b3, paused, suspended, gone, unpriced] = await Promise.all([
      makeMember('s1'),
      makeMember('s2'),
      makeMember('s3'),
      makeMember('b1'),
      makeMember('b2'),
      makeMember('b3'),
      makeMember('paused'),
      makeMember('suspended', { status: 'suspended' }),
      makeMember('gone', { status: 'withdrawn' }),
      makeMember('unpriced'),
    ]);
    const priced = async (
      m: { id: number },
      side: 'sell' | 'buy',
      price: number | null,
      extra: { status?: number; count?: number } = {},
    ) => {
      const row = await wish(m, item, side, extra);
      await db.update(schema.wishItems).set({ price }).where(eq(schema.wishItems.id, row.id));
      return row;
    };
    await priced(s1, 'sell', 100, { count: 2 });
    await priced(s2, 'sell', 100);
    await priced(b1, 'buy', 80);
    const b2Entry = await priced(b2, 'buy', 70);
    await priced(paused, 'sell', 50, { status: 0 });
    await priced(suspended, 'sell', 60);
    await priced(gone, 'buy', 500);
    await priced(unpriced, 'sell', null);

    const postItem = async (
      authorId: number,
      postType: number,
      price: number,
      count: number,
      extra: Partial<typeof schema.posts.$inferInsert> = {},
    ) => {
      const post = await makePost(authorId, { postType, ...extra });
      const tradeRole = postType === 15 ? 'buy' : postType === 17 ? 'exchange' : 'sell';
      await db.insert(schema.postItems).values({ postId: post.id, itemId: item.id, tradeRole, price, count });
    };
    await postItem(s3.id, 16, 90, 3);
    await postItem(b3.id, 15, 80, 2);
    await postItem(s3.id, 16, 40, 1, { deletedAt: new Date() });
    await postItem(s3.id, 16, 41, 1, { isHidden: true });
    await postItem(s3.id, 16, 42, 1, { createdAt: new Date(Date.now() - 40 * DAY) });
    await postItem(s3.id, 17, 43, 1);
    await postItem(suspended.id, 16, 44, 1);

    const res = await ladder(item.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const data = ladderSchema.parse(res.body.data);
    expect(data).toEqual({
      item_id: item.id,
      sell: [
        { price: 90, offers: 1, count: 3 },
        { price: 100, offers: 2, count: 3 },
      ],
      buy: [
        { price: 80, offers: 2, count: 3 },
        { price: 70, offers: 1, count: 1 },
      ],
      unpriced: { sell: 1, buy: 0 },
    });

    // An offer that changes shows on the next read: nothing is cached.
    await db.update(schema.wishItems).set({ status: 0 }).where(eq(schema.wishItems.id, b2Entry.id));
    const after = ladderSchema.parse((await ladder(item.uuid)).body.data);
    expect(after.buy).toEqual([{ price: 80, offers: 2, count: 3 }]);
  });

  it('refuses unknown items', async () => {
    expect((await ladder(999_999_998)).status).toBe(404);
    expect((await ladder('not-an-id')).status).toBe(400);
  });
});
