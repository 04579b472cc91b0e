import { and, count, eq } from 'drizzle-orm';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { TRADE_NEW_OPEN_PROPOSALS } from '@/lib/server/trades';
import { makeSuspended, seedBasics } from '@/test/admin-fixtures';
import { callRoute } from '@/test/call-route';
import {
  accepted,
  act,
  completed,
  disputeAs,
  makeAccount,
  makeItem,
  makeVeteran,
  proposeAs,
  proposed,
  readAs,
  sale,
  tradeNotices,
  type Account,
} from '@/test/trades';
import { GET as list } from './route';

// The trade handshake through its routes: every step, who may take it and when, what it writes.

const HOUR_MS = 3_600_000;

beforeAll(() => seedBasics());
afterAll(() => closeDb());

async function pair(): Promise<[Account, Account]> {
  return Promise.all([makeAccount(), makeAccount()]);
}

async function tradeRow(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(schema.trades).where(eq(schema.trades.id, id));
  return row!;
}

async function events(id: number) {
  const db = await getDb();
  const rows = await db.select().from(schema.tradeEvents).where(eq(schema.tradeEvents.tradeId, id)).orderBy(schema.tradeEvents.id);
  return rows.map((r) => r.action);
}

async function tradeCount(proposerId: number) {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(schema.trades).where(eq(schema.trades.proposerId, proposerId));
  return row!.n;
}

async function wish(userId: number, itemId: number, wishType: 'buy' | 'sell', n: number) {
  const db = await getDb();
  await db.insert(schema.wishItems).values({ userId, itemId, wishType, count: n });
}

async function wishCount(userId: number, itemId: number, wishType: 'buy' | 'sell') {
  const db = await getDb();
  const [row] = await db
    .select({ count: schema.wishItems.count })
    .from(schema.wishItems)
    .where(and(eq(schema.wishItems.userId, userId), eq(schema.wishItems.itemId, itemId), eq(schema.wishItems.wishType, wishType)));
  return row?.count ?? null;
}

async function priceRows(tradeId: number) {
  const db = await getDb();
  return db.select().from(schema.tradePrices).where(eq(schema.tradePrices.tradeId, tradeId));
}

describe('proposing', () => {
  it('creates a proposed trade that lapses in 72 hours, records the step and tells the recipient', async () => {
    const [a, b] = await pair();
    const item = await makeItem();
    const res = await proposeAs(a, sale(b, item.id));
    expect(res.status).toBe(201);
    const trade = res.body.data;
    expect(trade).toMatchObject({
      status: 'proposed',
      viewer_side: 'proposer',
      proposer: { uuid: a.uuid },
      recipient: { uuid: b.uuid },
      lines: [{ item: { id: item.id, item_rating: 'A' }, count: 2, from_side: 'proposer' }],
      gems: 3000,
      gems_from: 'recipient',
      source: 'sellers',
      actions: { accept: false, decline: false, cancel: true, confirm: false, dispute: false, review: false },
      events: [{ action: 'propose', actor: 'proposer', note: '2개 3000젬에 팔아요' }],
    });
    expect(Date.parse(trade.expires_at) - Date.parse(trade.created_at)).toBe(72 * HOUR_MS);
    expect(await tradeNotices(b.id)).toEqual([{ tradeId: trade.id, state: 'proposed', actorId: a.id, actorNickname: a.nickname }]);

    const asRecipient = await readAs(trade.id, b);
    expect(asRecipient.body.data).toMatchObject({ viewer_side: 'recipient', actions: { accept: true, decline: true, cancel: false } });
  });

  it('refuses a guest (401), and hides a trade from anyone but its sides (404)', async () => {
    const [a, b] = await pair();
    const item = await makeItem();
    expect((await proposeAs(null, sale(b, item.id))).status).toBe(401);
    const id = await proposed(a, b);
    expect((await readAs(id, null)).status).toBe(401);
    const stranger = await makeAccount();
    expect((await readAs(id, stranger)).status).toBe(404);
    expect((await act('accept', id, stranger)).status).toBe(404);
    expect((await act('cancel', id, stranger)).status).toBe(404);
    expect((await tradeRow(id)).status).toBe('proposed');
    expect((await readAs(999_999, a)).status).toBe(404);
  });

  it('refuses a self-trade, a missing recipient or item, bad lines and gems without a payer, writing nothing', async () => {
    const [a, b] = await pair();
    const item = await makeItem();
    expect((await proposeAs(a, sale(a, item.id))).body).toMatchObject({ code: 1000, errors: { recipient_uuid: ['tradeSelf'] } });
    const nobody = { ...sale(b, item.id), recipient_uuid: '00000000-0000-4000-8000-000000000000' };
    expect((await proposeAs(a, nobody)).status).toBe(404);
    expect((await proposeAs(a, sale(b, 999_999))).body.errors).toEqual({ lines: ['tradeItemNotFound'] });
    expect((await proposeAs(a, sale(b, item.id, { lines: [] }))).body.errors).toEqual({ lines: ['tradeLinesRequired'] });
    const twice = [
      { item_id: item.id, count: 1, from_side: 'proposer' },
      { item_id: item.id, count: 2, from_side: 'proposer' },
    ];
    expect((await proposeAs(a, sale(b, item.id, { lines: twice }))).body.errors).toEqual({ lines: ['tradeLineDuplicate'] });
    const tooMany = { lines: [{ item_id: item.id, count: 1000, from_side: 'proposer' }] };
    expect((await proposeAs(a, sale(b, item.id, tooMany))).status).toBe(400);
    expect((await proposeAs(a, sale(b, item.id, { gems_from: null }))).body.errors).toEqual({ gems_from: ['tradeGemsFrom'] });
    expect((await proposeAs(a, sale(b, item.id, { source_post_id: 999_999 }))).body.errors).toEqual({
      source_post_id: ['tradePostNotFound'],
    });
    expect(await tradeCount(a.id)).toBe(0);
  });

  it('refuses hostile text in the message (10,000 characters, U+0000) with 400 and writes nothing', async () => {
    const [a, b] = await pair();
    const item = await makeItem();
    const long = await proposeAs(a, sale(b, item.id, { message: '</script >'.repeat(1000) }));
    expect(long).toMatchObject({ status: 400, body: { errors: { message: ['tooLong'] } } });
    const nul = await proposeAs(a, sale(b, item.id, { message: 'hi\u0000there' }));
    expect(nul).toMatchObject({ status: 400, body: { errors: { message: ['invalidCharacters'] } } });
    expect(await tradeCount(a.id)).toBe(0);
    // Short markup is only text: stored as written, never interpreted.
    const ok = await proposeAs(a, sale(b, item.id, { message: '</script ><b>싸게</b>' }));
    expect(ok.body.data.message).toBe('</script ><b>싸게</b>');
  });

  it('refuses a blocked pair either way (403 tradeBlocked)', async () => {
    const db = await getDb();
    const [a, b] = await pair();
    const c = await makeAccount();
    await db.insert(schema.blocks).values({ blockerId: b.id, blockedId: a.id });
    await db.insert(schema.blocks).values({ blockerId: a.id, blockedId: c.id });
    const item = await makeItem();
    for (const to of [b, c]) {
      const res = await proposeAs(a, sale(to, item.id));
      expect(res).toMatchObject({ status: 403, body: { code: 1300, errors: { _: ['tradeBlocked'] } } });
    }
    // A block after the proposal stops the acceptance too.
    const [d, e] = await pair();
    const id = await proposed(d, e);
    await db.insert(schema.blocks).values({ blockerId: d.id, blockedId: e.id });
    expect((await act('accept', id, e)).body.errors).toEqual({ _: ['tradeBlocked'] });
    expect((await tradeRow(id)).status).toBe('proposed');
  });

  it('refuses accounts that signed in from one device (403 tradeSharedDevice); a shared web address alone is fine', async () => {
    const db = await getDb();
    const [a, b] = await pair();
    await db.insert(schema.loginSources).values([
      { userId: a.id, source: 'd:shared-phone' },
      { userId: b.id, source: 'd:shared-phone' },
      { userId: a.id, source: 'a:same-cafe' },
    ]);
    const item = await makeItem();
    expect((await proposeAs(a, sale(b, item.id))).body).toMatchObject({ code: 1300, errors: { _: ['tradeSharedDevice'] } });
    const c = await makeAccount();
    await db.insert(schema.loginSources).values({ userId: c.id, source: 'a:same-cafe' });
    expect((await proposeAs(a, sale(c, item.id))).status).toBe(201);
  });

  it(`holds a new account to ${TRADE_NEW_OPEN_PROPOSALS} open proposals; a closed one frees a place; veterans have no such limit`, async () => {
    const a = await makeAccount();
    const ids: number[] = [];
    for (let n = 0; n < TRADE_NEW_OPEN_PROPOSALS; n++) ids.push(await proposed(a, await makeAccount()));
    const item = await makeItem();
    const over = await proposeAs(a, sale(await makeAccount(), item.id));
    expect(over).toMatchObject({ status: 409, body: { code: 1500, errors: { _: ['tradeProposalLimit'] }, meta: { max: 3 } } });
    expect(await tradeCount(a.id)).toBe(TRADE_NEW_OPEN_PROPOSALS);
    await act('cancel', ids[0]!, a);
    expect((await proposeAs(a, sale(await makeAccount(), item.id))).status).toBe(201);

    const veteran = await makeVeteran();
    for (let n = 0; n <= TRADE_NEW_OPEN_PROPOSALS; n++)
      expect((await proposeAs(veteran, sale(await makeAccount(), item.id))).status).toBe(201);
  });

  it('counts parallel proposals of a new account against the limit once each', async () => {
    const a = await makeAccount();
    const item = await makeItem();
    const others = await Promise.all([0, 1, 2, 3, 4].map(() => makeAccount()));
    const answers = await Promise.all(others.map((o) => proposeAs(a, sale(o, item.id))));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(TRADE_NEW_OPEN_PROPOSALS);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(5 - TRADE_NEW_OPEN_PROPOSALS);
  });

  it('freezes proposing and accepting for 72 hours after a nickname change (403 tradeFrozen, meta.until)', async () => {
    const db = await getDb();
    const [a, b] = await pair();
    const id = await proposed(b, a);
    const renamedAt = new Date(Date.now() - HOUR_MS);
    await db.update(schema.users).set({ nicknameChangedAt: renamedAt }).where(eq(schema.users.id, a.id));
    const item = await makeItem();
    const res = await proposeAs(a, sale(b, item.id));
    expect(res).toMatchObject({ status: 403, body: { errors: { _: ['tradeFrozen'] } } });
    expect(Date.parse(res.body.meta.until)).toBe(renamedAt.getTime() + 72 * HOUR_MS);
    expect((await act('accept', id, a)).body.errors).toEqual({ _: ['tradeFrozen'] });
    // Declining is not trading: still allowed.
    expect((await act('decline', id, a)).status).toBe(200);

    await db
      .update(schema.users)
      .set({ nicknameChangedAt: new Date(Date.now() - 73 * HOUR_MS) })
      .where(eq(schema.users.id, a.id));
    expect((await proposeAs(a, sale(b, item.id))).status).toBe(201);
  });

  it('refuses a suspended member (403 / 1301) and a suspended recipient (409 tradeRecipientUnavailable)', async () => {
    const suspended = await makeSuspended();
    const b = await makeAccount();
    const item = await makeItem();
    expect((await proposeAs(suspended, sale(b, item.id))).body.code).toBe(1301);
    expect((await proposeAs(b, sale(suspended, item.id))).body).toMatchObject({ code: 1500, errors: { _: ['tradeRecipientUnavailable'] } });
    expect(await tradeCount(suspended.id)).toBe(0);
    expect(await tradeCount(b.id)).toBe(0);
  });
});

describe('accepting, declining and cancelling', () => {
  it('lets only the recipient accept, once, and starts the 7 days to confirm', async () => {
    const [a, b] = await pair();
    const id = await proposed(a, b);
    expect((await act('accept', id, a)).body).toMatchObject({ code: 1300, errors: { _: ['tradeWrongSide'] } });
    const res = await act('accept', id, b);
    expect(res.body.data).toMatchObject({ status: 'accepted', actions: { confirm: true, dispute: true, cancel: true, accept: false } });
    expect(Date.parse(res.body.data.expires_at) - Date.parse(res.body.data.accepted_at)).toBe(7 * 24 * HOUR_MS);
    expect((await act('accept', id, b)).body).toMatchObject({ code: 1500, errors: { _: ['tradeState'] } });
    expect((await act('decline', id, b)).body.errors).toEqual({ _: ['tradeState'] });
    expect(await tradeNotices(a.id)).toContainEqual(expect.objectContaining({ tradeId: id, state: 'accepted', actorId: b.id }));
    expect(await events(id)).toEqual(['propose', 'accept']);
  });

  it('refuses to accept a proposal whose time ran out', async () => {
    const db = await getDb();
    const [a, b] = await pair();
    const id = await proposed(a, b);
    await db
      .update(schema.trades)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.trades.id, id));
    expect((await act('accept', id, b)).body.errors).toEqual({ _: ['tradeState'] });
  });

  it('lets only the recipient decline a proposal, and tells the proposer', async () => {
    const [a, b] = await pair();
    const id = await proposed(a, b);
    expect((await act('decline', id, a)).body.errors).toEqual({ _: ['tradeWrongSide'] });
    expect((await act('decline', id, b)).body.data.status).toBe('declined');
    expect(await tradeNotices(a.id)).toContainEqual(expect.objectContaining({ tradeId: id, state: 'declined' }));
    expect((await act('accept', id, b)).status).toBe(409);
  });

  it('lets the proposer cancel a proposal, and either side an accepted trade until someone confirmed', async () => {
    const [a, b] = await pair();
    const first = await proposed(a, b);
    expect((await act('cancel', first, b)).body.errors).toEqual({ _: ['tradeWrongSide'] });
    expect((await act('cancel', first, a)).body.data.status).toBe('cancelled');
    expect(await tradeNotices(b.id)).toContainEqual(expect.objectContaining({ tradeId: first, state: 'cancelled', actorId: a.id }));

    const second = await accepted(a, b);
    expect((await act('cancel', second, b)).body.data.status).toBe('cancelled');

    const third = await accepted(a, b);
    await act('confirm', third, a);
    expect((await act('cancel', third, b)).body.errors).toEqual({ _: ['tradeState'] });
    expect((await tradeRow(third)).status).toBe('accepted');
  });
});

describe('confirming', () => {
  it('completes when both confirmed; a second confirmation by one side answers 409 tradeConfirmed', async () => {
    const [a, b] = await pair();
    const proposedOnly = await proposed(a, b);
    expect((await act('confirm', proposedOnly, a)).body.errors).toEqual({ _: ['tradeState'] });

    const id = await accepted(a, b);
    const first = await act('confirm', id, a);
    expect(first.body.data).toMatchObject({
      status: 'accepted',
      proposer_confirmed: true,
      recipient_confirmed: false,
      actions: { confirm: false, cancel: false },
    });
    expect((await act('confirm', id, a)).body).toMatchObject({ code: 1500, errors: { _: ['tradeConfirmed'] } });
    expect(await tradeNotices(b.id)).toContainEqual(expect.objectContaining({ tradeId: id, state: 'confirmed', actorId: a.id }));
    const done = await act('confirm', id, b);
    expect(done.body.data).toMatchObject({
      status: 'completed',
      completed_at: expect.any(String),
      expires_at: null,
      actions: { review: true },
    });
    expect(await events(id)).toEqual(['propose', 'accept', 'confirm', 'confirm', 'complete']);
    expect(await tradeNotices(a.id)).toContainEqual(expect.objectContaining({ tradeId: id, state: 'completed', actorId: b.id }));
    expect(await tradeNotices(b.id)).toContainEqual({ tradeId: id, state: 'completed', nickname: a.nickname });
    expect((await act('confirm', id, b)).body.errors).toEqual({ _: ['tradeState'] });
  });

  it('refuses a suspended side (403 / 1301), who can still read the trade', async () => {
    const db = await getDb();
    const [a, b] = await pair();
    const id = await accepted(a, b);
    await db
      .update(schema.users)
      .set({ status: 'suspended', suspendedUntil: new Date(Date.now() + 86_400_000), suspensionReason: '도배' })
      .where(eq(schema.users.id, a.id));
    expect((await act('confirm', id, a)).body.code).toBe(1301);
    const read = await readAs(id, a);
    expect(read.status).toBe(200);
    expect(read.body.data.actions).toMatchObject({ confirm: false, dispute: true });
  });

  it('completes exactly once when both sides confirm at the same moment', async () => {
    const [a, b] = await pair();
    const item = await makeItem();
    await wish(a.id, item.id, 'sell', 5);
    await wish(b.id, item.id, 'buy', 3);
    const id = await accepted(a, b, sale(b, item.id));
    const answers = await Promise.all([act('confirm', id, a), act('confirm', id, b)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect((await tradeRow(id)).status).toBe('completed');
    expect((await events(id)).filter((e) => e === 'complete')).toHaveLength(1);
    expect(await priceRows(id)).toHaveLength(1);
    expect(await wishCount(a.id, item.id, 'sell')).toBe(3);
    expect(await wishCount(b.id, item.id, 'buy')).toBe(1);
  });

  it('counts one side’s parallel confirmations once', async () => {
    const [a, b] = await pair();
    const id = await accepted(a, b);
    const answers = await Promise.all([act('confirm', id, a), act('confirm', id, a), act('confirm', id, a)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect((await events(id)).filter((e) => e === 'confirm')).toHaveLength(1);
    expect((await tradeRow(id)).status).toBe('accepted');
  });

  it('updates both wish lists on completion and records the unit price of a gems-for-one-item trade', async () => {
    const [a, b] = await pair();
    const item = await makeItem();
    const other = await makeItem();
    await wish(a.id, item.id, 'sell', 2);
    await wish(b.id, item.id, 'buy', 5);
    await wish(a.id, other.id, 'sell', 4);
    // A paused entry is not an offer: left as it is.
    const db = await getDb();
    await db.insert(schema.wishItems).values({ userId: b.id, itemId: other.id, wishType: 'sell', count: 9, status: 0 });
    const id = await completed(a, b, sale(b, item.id, { gems: 2999 }));
    expect(await wishCount(a.id, item.id, 'sell')).toBeNull();
    expect(await wishCount(b.id, item.id, 'buy')).toBe(3);
    expect(await wishCount(a.id, other.id, 'sell')).toBe(4);
    expect(await wishCount(b.id, other.id, 'sell')).toBe(9);
    expect(await priceRows(id)).toEqual([expect.objectContaining({ itemId: item.id, unitPrice: 1500, count: 2 })]);
  });

  it('records no price for items traded for items, or for gems against two kinds of item', async () => {
    const [a, b] = await pair();
    const [x, y] = [await makeItem(), await makeItem()];
    const swap = await completed(a, b, {
      recipient_uuid: b.uuid,
      lines: [
        { item_id: x.id, count: 1, from_side: 'proposer' },
        { item_id: y.id, count: 1, from_side: 'recipient' },
      ],
    });
    expect(await priceRows(swap)).toEqual([]);
    const bundle = await completed(a, b, {
      recipient_uuid: b.uuid,
      lines: [
        { item_id: x.id, count: 1, from_side: 'proposer' },
        { item_id: y.id, count: 1, from_side: 'proposer' },
      ],
      gems: 500,
      gems_from: 'recipient',
    });
    expect(await priceRows(bundle)).toEqual([]);
  });
});

describe('disputing', () => {
  it('lets either side dispute an accepted trade with a reason, and tells the other', async () => {
    const [a, b] = await pair();
    const open = await proposed(a, b);
    expect((await disputeAs(open, b, '물건을 받지 못했어요. 확인 부탁드려요.')).body.errors).toEqual({ _: ['tradeState'] });

    const id = await accepted(a, b);
    await act('confirm', id, a);
    expect((await disputeAs(id, b, '짧아요')).body.errors).toEqual({ reason: ['tradeDisputeReason'] });
    expect((await disputeAs(id, b, '</script >'.repeat(1000))).body.errors).toEqual({ reason: ['tooLong'] });
    expect((await disputeAs(id, b, '물건을 받지\u0000 못했어요')).body.errors).toEqual({ reason: ['invalidCharacters'] });
    expect((await tradeRow(id)).status).toBe('accepted');

    const stranger = await makeAccount();
    expect((await disputeAs(id, stranger, '남의 거래에 끼어들어요. 열 글자 넘게.')).status).toBe(404);
    const res = await disputeAs(id, b, '젬을 보냈는데 아이템을 받지 못했어요.');
    expect(res.body.data).toMatchObject({ status: 'disputed', actions: { confirm: false, cancel: false, dispute: false } });
    expect(res.body.data.events.at(-1)).toMatchObject({
      action: 'dispute',
      actor: 'recipient',
      note: '젬을 보냈는데 아이템을 받지 못했어요.',
    });
    expect(await tradeNotices(a.id)).toContainEqual(expect.objectContaining({ tradeId: id, state: 'disputed', actorId: b.id }));
    expect((await act('confirm', id, b)).body.errors).toEqual({ _: ['tradeState'] });
  });
});

describe('listing', () => {
  it('splits the caller’s trades into active and history, and shows nobody else’s', async () => {
    const [a, b] = await pair();
    const open = await proposed(a, b);
    const done = await completed(a, b);
    const disputed = await accepted(b, a);
    await disputeAs(disputed, a, '약속한 날짜에 나타나지 않았어요.');
    const box = async (name: string, who: Account) =>
      (await callRoute(list, `/api/v1/trades/?box=${name}`, { headers: who.auth })).body.data;
    const active = await box('active', a);
    expect(active.results.map((t: { id: number }) => t.id).sort()).toEqual([open, disputed].sort());
    expect(active).toMatchObject({ count: 2, next: null, previous: null });
    expect((await box('history', b)).results.map((t: { id: number }) => t.id)).toEqual([done]);
    expect((await box('active', await makeAccount())).results).toEqual([]);
    expect((await callRoute(list, '/api/v1/trades/', {})).status).toBe(401);
    expect((await callRoute(list, '/api/v1/trades/?box=all', { headers: a.auth })).status).toBe(400);
  });
});
