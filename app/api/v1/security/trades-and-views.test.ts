import { eq } from 'drizzle-orm';
import { limitKey } from '@/lib/server/auth/identifiers';
import { createSession } from '@/lib/server/auth/session';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { clientHeader } from '@/lib/server/http/client';
import { forgetPriceHistory } from '@/lib/server/prices';
import { isEstablished } from '@/lib/server/trades';
import { priceHistorySchema } from '@/lib/validation/prices';
import { jsonBody, makePost, seedBasics } from '@/test/admin-fixtures';
import { callRoute } from '@/test/call-route';
import {
  accepted,
  act,
  completed,
  makeAccount,
  makeItem,
  makeVeteran,
  proposeAs,
  readAs,
  reviewAs,
  sale,
  type Account,
} from '@/test/trades';
import { POST as proposeRoute } from '../trades/route';
import { POST as acceptRoute } from '../trades/[id]/accept/route';
import { POST as confirmRoute } from '../trades/[id]/confirm/route';
import { GET as pricesRoute } from '../items/[id]/prices/route';
import { GET as reputationRoute } from '../users/[uuid]/reputation/route';
import { POST as blockRoute } from '../user/block/route';
import { POST as viewRoute } from '../community/[id]/view/route';

// Issue 26 §6 and §10: prices and reputation come from real trades only (no washing between fresh
// or linked accounts, a pair counts once, trimmed figures), a block stops an accepted trade, and
// guest views are counted per client address, not per User-Agent.

const DAY = 86_400_000;
const BILLION = 1_000_000_000;

beforeAll(() => seedBasics());
afterAll(() => closeDb());

const history = async (itemId: number) => {
  forgetPriceHistory(itemId);
  const res = await callRoute(pricesRoute, `/api/v1/items/${itemId}/prices/`, { params: { id: String(itemId) } });
  return priceHistorySchema.parse(res.body.data);
};
const reputationOf = async (who: Account) =>
  (await callRoute(reputationRoute, `/api/v1/users/${who.uuid}/reputation/`, { params: { uuid: who.uuid } })).body.data;

/** Price rows written without a trade (each its own pair), `daysAgo` 1 by default. */
async function baseline(itemId: number, prices: number[]) {
  const db = await getDb();
  await db
    .insert(schema.tradePrices)
    .values(prices.map((unitPrice) => ({ itemId, unitPrice, count: 1, completedAt: new Date(Date.now() - DAY) })));
}

/** One piece of `itemId` sold by `seller` (the proposer) to `buyer` for `gems`. */
const oneFor = (buyer: Account, itemId: number, gems: number) =>
  sale(buyer, itemId, { lines: [{ item_id: itemId, count: 1, from_side: 'proposer' }], gems });

async function tradeRow(id: number) {
  const db = await getDb();
  return (await db.select().from(schema.trades).where(eq(schema.trades.id, id)))[0]!;
}

async function priceRow(tradeId: number) {
  const db = await getDb();
  return (await db.select().from(schema.tradePrices).where(eq(schema.tradePrices.tradeId, tradeId)))[0]!;
}

const STEPS = { accept: acceptRoute, confirm: confirmRoute } as const;
const stepFrom = (step: keyof typeof STEPS, id: number, who: Account, ip: string) =>
  callRoute(STEPS[step], `/api/v1/trades/${id}/${step}/`, {
    method: 'POST',
    headers: { ...who.auth, ...clientHeader(ip) },
    params: { id: String(id) },
  });
const proposeFrom = (who: Account, body: unknown, ip: string) =>
  callRoute(proposeRoute, '/api/v1/trades/', jsonBody('POST', body, { ...who.auth, ...clientHeader(ip) }));

/** A whole handshake, each side acting from its own address. */
async function tradeFrom(seller: Account, sellerIp: string, buyer: Account, buyerIp: string, body: unknown): Promise<number> {
  const proposed = await proposeFrom(seller, body, sellerIp);
  expect(proposed.status).toBe(201);
  const id = proposed.body.data.id as number;
  expect((await stepFrom('accept', id, buyer, buyerIp)).status).toBe(200);
  expect((await stepFrom('confirm', id, seller, sellerIp)).status).toBe(200);
  expect((await stepFrom('confirm', id, buyer, buyerIp)).body.data.status).toBe('completed');
  return id;
}

describe('prices and reputation from real trades', () => {
  test('issue 26 §6: six completed 1,000,000,000-gem trades between two fresh accounts change neither the median nor the reputation', async () => {
    const item = await makeItem();
    await baseline(item.id, [100, 110, 120, 130, 140]);
    const before = await history(item.id);
    expect(before.windows.d7).toEqual({ count: 5, enough: true, median: 120, p25: 110, p75: 130 });

    const [seller, buyer] = await Promise.all([makeAccount(), makeAccount()]);
    const sellerBefore = await reputationOf(seller);
    for (let n = 0; n < 6; n++) {
      const id = await completed(seller, buyer, oneFor(buyer, item.id, BILLION));
      expect((await reviewAs(id, buyer, { rating: 'positive', comment: '최고예요' })).status).toBe(201);
      expect(await tradeRow(id)).toMatchObject({ status: 'completed', excludedReason: 'new_trader' });
      expect(await priceRow(id)).toMatchObject({
        unitPrice: BILLION,
        sellerId: seller.id,
        buyerId: buyer.id,
        excludedReason: 'new_trader',
      });
    }

    const after = await history(item.id);
    expect(after.windows).toEqual(before.windows);
    expect(after.fair).toEqual(before.fair);
    expect(after.series).toEqual(before.series);
    expect(await reputationOf(seller)).toEqual(sellerBefore);
    expect(sellerBefore).toMatchObject({ completed: 0, positive: 0, positive_share: null, reviews: [] });
  });

  test('issue 26 §6: a pair of members counts once per item and window, whichever of them sells', async () => {
    const item = await makeItem();
    await baseline(item.id, [100, 110, 120, 130, 140]);
    const [a, b] = await Promise.all([makeVeteran(), makeVeteran()]);
    const before = await reputationOf(a);
    for (let n = 0; n < 6; n++) {
      const id = n % 2 === 0 ? await completed(a, b, oneFor(b, item.id, BILLION)) : await completed(b, a, oneFor(a, item.id, BILLION));
      expect((await tradeRow(id)).excludedReason).toBeNull();
      await reviewAs(id, b, { rating: 'positive' });
    }
    const after = await history(item.id);
    // Five rows of their own and one pair: [100 110 120 130 140 1e9]; six rows of the pair would make it 1e9.
    for (const w of [after.windows.d7, after.windows.d30, after.windows.d90]) {
      expect(w).toEqual({ count: 6, enough: true, median: 125, p25: 113, p75: 138 });
    }
    // The pair's six trades add one completed trade and one review to each side's reputation.
    expect(await reputationOf(a)).toMatchObject({ completed: before.completed + 1, positive: 1, positive_share: 1 });
    expect((await reputationOf(a)).reviews).toHaveLength(1);
  });

  test('issue 26 §6: trades count only between established members (14 days old, 3 distinct partners)', async () => {
    const db = await getDb();
    const old = new Date(Date.now() - 60 * DAY);
    const onePartner = await makeAccount({ createdAt: old });
    const partner = await makeAccount();
    await db
      .insert(schema.trades)
      .values(
        [0, 1, 2].map(() => ({ proposerId: onePartner.id, recipientId: partner.id, status: 'completed' as const, completedAt: old })),
      );
    expect(await isEstablished(onePartner.id)).toBe(false);
    const young = await makeAccount({ createdAt: new Date(Date.now() - 13 * DAY) });
    const partners = await Promise.all([0, 1, 2].map(() => makeAccount()));
    await db
      .insert(schema.trades)
      .values(partners.map((p) => ({ proposerId: young.id, recipientId: p.id, status: 'completed' as const, completedAt: old })));
    expect(await isEstablished(young.id)).toBe(false);
    expect(await isEstablished((await makeVeteran()).id)).toBe(true);

    // A veteran's sale to a new member is kept for both sides but counts for neither.
    const item = await makeItem();
    await baseline(item.id, [100, 110, 120, 130, 140]);
    const [veteran, fresh] = await Promise.all([makeVeteran(), makeAccount()]);
    const before = await reputationOf(veteran);
    const id = await completed(veteran, fresh, oneFor(fresh, item.id, BILLION));
    await reviewAs(id, fresh, { rating: 'positive' });
    expect((await tradeRow(id)).excludedReason).toBe('new_trader');
    expect((await history(item.id)).windows.d7).toMatchObject({ count: 5, median: 120 });
    expect(await reputationOf(veteran)).toEqual(before);
  });

  test('issue 26 §6: the lowest and highest 10 % of a window are trimmed before its percentiles', async () => {
    const item = await makeItem();
    await baseline(item.id, [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000]);
    // Untrimmed: p25 325, p75 775; trimmed to 200..900: p25 375, p75 725.
    expect((await history(item.id)).windows.d7).toEqual({ count: 10, enough: true, median: 550, p25: 375, p75: 725 });
  });

  test('issue 26 §6: accounts whose sessions share an app device id cannot trade, and a device shared later voids the count', async () => {
    const item = await makeItem();
    const [a, b] = await Promise.all([makeVeteran(), makeVeteran()]);
    // The device ids the server recorded for the accounts' sessions, whatever this request says.
    await createSession(a.id, 'phone-shared-1');
    await createSession(b.id, 'phone-shared-1');
    const refused = await proposeAs(a, oneFor(b, item.id, 500));
    expect(refused).toMatchObject({ status: 403, body: { code: 1300, errors: { _: ['tradeSharedDevice'] } } });

    const [c, d] = await Promise.all([makeVeteran(), makeVeteran()]);
    const id = await accepted(c, d, oneFor(d, item.id, 500));
    await createSession(c.id, 'phone-shared-2');
    await createSession(d.id, 'phone-shared-2');
    await act('confirm', id, c);
    expect((await act('confirm', id, d)).body.data.status).toBe('completed');
    expect((await tradeRow(id)).excludedReason).toBe('shared_device');
    expect((await priceRow(id)).excludedReason).toBe('shared_device');
    expect((await history(item.id)).windows.d90.count).toBe(0);
  });

  test('issue 26 §6: trades between accounts that acted or signed in from one client address are left out', async () => {
    const item = await makeItem();
    const [a, b] = await Promise.all([makeVeteran(), makeVeteran()]);
    // Both sides' steps come from one address the server worked out: the trade completes, uncounted.
    const shared = await tradeFrom(a, '198.51.100.20', b, '198.51.100.20', oneFor(b, item.id, BILLION));
    expect((await tradeRow(shared)).excludedReason).toBe('shared_address');
    expect((await reputationOf(a)).completed).toBe(3);

    // A password sign-in from one address (login_sources) links two accounts the same way.
    const db = await getDb();
    const [c, d] = await Promise.all([makeVeteran(), makeVeteran()]);
    await db.insert(schema.loginSources).values([
      { userId: c.id, source: limitKey('a', '198.51.100.30') },
      { userId: d.id, source: limitKey('a', '198.51.100.30') },
    ]);
    const signedIn = await tradeFrom(c, '198.51.100.31', d, '198.51.100.32', oneFor(d, item.id, BILLION));
    expect((await tradeRow(signedIn)).excludedReason).toBe('shared_address');

    // Distinct addresses: it counts.
    const [e, f] = await Promise.all([makeVeteran(), makeVeteran()]);
    const fair = await tradeFrom(e, '198.51.100.41', f, '198.51.100.42', oneFor(f, item.id, 700));
    expect((await tradeRow(fair)).excludedReason).toBeNull();
    expect((await priceRow(fair)).excludedReason).toBeNull();
    expect((await history(item.id)).windows.d7.count).toBe(1);
    expect((await reputationOf(e)).completed).toBe(4);
  });
});

describe('a block stops an accepted trade', () => {
  const block = (who: Account, other: Account) =>
    callRoute(blockRoute, '/api/v1/user/block/', jsonBody('POST', { user_uuid: other.uuid }, who.auth));

  test('issue 26 §6: a trade accepted before a block can no longer be confirmed (403 tradeBlocked) and either side may cancel it', async () => {
    const [a, b] = await Promise.all([makeAccount(), makeAccount()]);
    const id = await accepted(a, b);
    expect((await act('confirm', id, a)).status).toBe(200);
    expect((await block(b, a)).status).toBe(200);

    const refused = await act('confirm', id, b);
    expect(refused).toMatchObject({ status: 403, body: { code: 1300, errors: { _: ['tradeBlocked'] } } });
    expect(refused.body.message).toEqual(expect.any(String));
    expect(await tradeRow(id)).toMatchObject({ status: 'accepted', recipientConfirmedAt: null, completedAt: null });
    expect((await readAs(id, b)).body.data.actions).toMatchObject({ confirm: false, cancel: true });

    // The side that confirmed before the block may still cancel it.
    const cancelled = await act('cancel', id, a);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled' });

    // Blocked by the proposer before anyone confirmed: the blocker cannot confirm either.
    const [c, d] = await Promise.all([makeAccount(), makeAccount()]);
    const other = await accepted(c, d);
    await block(c, d);
    for (const who of [c, d]) expect((await act('confirm', other, who)).body.errors).toEqual({ _: ['tradeBlocked'] });
    expect((await tradeRow(other)).status).toBe('accepted');
  });
});

describe('views', () => {
  const beacon = (id: number, headers: Record<string, string>) =>
    callRoute(viewRoute, `/api/v1/community/${id}/view/`, { method: 'POST', params: { id: String(id) }, headers });
  const viewsOf = async (id: number) => {
    const db = await getDb();
    return (await db.select({ v: schema.posts.viewCount }).from(schema.posts).where(eq(schema.posts.id, id)))[0]!.v;
  };

  test('issue 26 §10: rotating the User-Agent or X-Device-Id does not inflate views; the client address and the member do', async () => {
    const author = await makeAccount();
    const post = await makePost(author.id);
    const start = await viewsOf(post.id);
    for (let n = 0; n < 6; n++) {
      await beacon(post.id, { ...clientHeader('203.0.113.50'), 'user-agent': `Mozilla/5.0 (rotation ${n})`, 'x-device-id': `device-${n}` });
    }
    expect(await viewsOf(post.id)).toBe(start + 1);
    await beacon(post.id, { ...clientHeader('203.0.113.51'), 'user-agent': 'Mozilla/5.0 (rotation 0)' });
    expect(await viewsOf(post.id)).toBe(start + 2);

    const member = await makeAccount();
    for (let n = 0; n < 3; n++) {
      await beacon(post.id, { ...member.auth, ...clientHeader(`203.0.113.${60 + n}`), 'user-agent': `Agent ${n}` });
    }
    expect(await viewsOf(post.id)).toBe(start + 3);
  });
});
