import { and, eq } from 'drizzle-orm';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { JOBS } from '@/lib/server/jobs';
import { expireTrades } from '@/lib/server/trades';
import { jsonBody, makeAdmin, seedBasics } from '@/test/admin-fixtures';
import { callRoute } from '@/test/call-route';
import {
  accepted,
  act,
  disputeAs,
  makeAccount,
  makeItem,
  makeVeteran,
  proposed,
  readAs,
  sale,
  tradeNotices,
  type Account,
} from '@/test/trades';
import { GET as overview } from '../overview/route';
import { POST as resolve } from './[id]/resolve/route';
import { GET as detail } from './[id]/route';
import { GET as queue } from './route';

// Operators and disputes: the queue, a trade's whole history, resolving with an audit row, and the
// job that lets unanswered trades lapse.

let admin: Account;

beforeAll(async () => {
  await seedBasics();
  admin = await makeAdmin();
});
afterAll(() => closeDb());

const resolveAs = (who: Account, id: number, body: unknown) =>
  callRoute(resolve, `/api/v1/admin/trades/${id}/resolve/`, { ...jsonBody('POST', body, who.auth), params: { id: String(id) } });

async function disputedTrade(a: Account, b: Account, body?: Record<string, unknown>) {
  const id = await accepted(a, b, body);
  await disputeAs(id, b, '젬을 보냈는데 아이템이 오지 않았어요.');
  return id;
}

async function audits(id: number) {
  const db = await getDb();
  return db
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.action, 'trade.resolve'), eq(schema.auditLog.targetId, String(id))));
}

describe('the disputes queue', () => {
  it('lists disputed trades oldest first, with both sides, for operators only; counts them on the overview', async () => {
    const [a, b] = await Promise.all([makeAccount(), makeAccount()]);
    const before = (await callRoute(overview, '/api/v1/admin/overview/', { headers: admin.auth })).body.data.disputed_trades;
    const first = await disputedTrade(a, b);
    const second = await disputedTrade(a, b);
    await proposed(a, b);
    const res = await callRoute(queue, '/api/v1/admin/trades/', { headers: admin.auth });
    const ids = res.body.data.results.map((t: { id: number }) => t.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(res.body.data.results.every((t: { status: string }) => t.status === 'disputed')).toBe(true);
    expect(res.body.data.results.find((t: { id: number }) => t.id === first)).toMatchObject({
      viewer_side: null,
      proposer: { uuid: a.uuid },
      recipient: { uuid: b.uuid },
      actions: { accept: false, confirm: false },
    });
    const all = await callRoute(queue, '/api/v1/admin/trades/?status=all', { headers: admin.auth });
    expect(all.body.data.count).toBeGreaterThan(res.body.data.count);
    expect((await callRoute(queue, '/api/v1/admin/trades/', { headers: a.auth })).status).toBe(403);
    expect((await callRoute(overview, '/api/v1/admin/overview/', { headers: admin.auth })).body.data.disputed_trades).toBe(before + 2);
  });

  it('shows an operator the whole history with both sides’ messages; the sides still cannot see each other’s trades', async () => {
    const [a, b] = await Promise.all([makeAccount(), makeAccount()]);
    const id = await disputedTrade(a, b);
    const res = await callRoute(detail, `/api/v1/admin/trades/${id}/`, { headers: admin.auth, params: { id: String(id) } });
    expect(res.body.data).toMatchObject({ id, status: 'disputed', message: '2개 3000젬에 팔아요' });
    expect(res.body.data.events.map((e: { action: string; actor: string }) => [e.action, e.actor])).toEqual([
      ['propose', 'proposer'],
      ['accept', 'recipient'],
      ['dispute', 'recipient'],
    ]);
    expect(res.body.data.events[2].note).toBe('젬을 보냈는데 아이템이 오지 않았어요.');
    expect((await callRoute(detail, '/x', { headers: admin.auth, params: { id: '999999' } })).status).toBe(404);
    // An operator who is no side reads it through the admin route only.
    expect((await readAs(id, admin)).status).toBe(404);
  });
});

describe('resolving a dispute', () => {
  it('completes it: wish lists and the price as a completed trade, an audit row, both sides told, once', async () => {
    const db = await getDb();
    const [a, b] = await Promise.all([makeAccount(), makeAccount()]);
    const item = await makeItem();
    await db.insert(schema.wishItems).values([
      { userId: a.id, itemId: item.id, wishType: 'sell', count: 2 },
      { userId: b.id, itemId: item.id, wishType: 'buy', count: 4 },
    ]);
    const id = await disputedTrade(a, b, sale(b, item.id));
    expect((await resolveAs(a, id, { outcome: 'complete', note: '확인했어요' })).status).toBe(403);
    expect((await resolveAs(admin, id, { outcome: 'complete', note: '' })).body.errors).toEqual({ note: ['reasonRequired'] });
    expect((await resolveAs(admin, id, { outcome: 'complete', note: '</script >'.repeat(1000) })).body.errors).toEqual({
      note: ['tooLong'],
    });
    expect((await resolveAs(admin, id, { outcome: 'refund', note: '확인' })).body.errors).toEqual({ outcome: ['actionInvalid'] });
    expect(await audits(id)).toEqual([]);

    const res = await resolveAs(admin, id, { outcome: 'complete', note: '거래 내역을 확인했어요' });
    expect(res.body.data).toMatchObject({ status: 'completed', completed_at: expect.any(String) });
    expect(res.body.data.events.slice(-2)).toEqual([
      expect.objectContaining({ action: 'resolve', actor: 'operator', note: '거래 내역을 확인했어요' }),
      expect.objectContaining({ action: 'complete', actor: 'system' }),
    ]);
    expect(await audits(id)).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        targetType: 'trade',
        before: { status: 'disputed' },
        after: { status: 'completed', outcome: 'complete', note: '거래 내역을 확인했어요' },
      }),
    ]);
    const wishes = await db.select().from(schema.wishItems).where(eq(schema.wishItems.itemId, item.id));
    expect(wishes.map((w) => [w.userId, w.count])).toEqual([[b.id, 2]]);
    expect(await db.select().from(schema.tradePrices).where(eq(schema.tradePrices.tradeId, id))).toEqual([
      expect.objectContaining({ unitPrice: 1500, count: 2 }),
    ]);
    for (const who of [a, b])
      expect(await tradeNotices(who.id)).toContainEqual(expect.objectContaining({ tradeId: id, state: 'resolved_complete' }));

    expect((await resolveAs(admin, id, { outcome: 'cancel', note: '다시' })).body).toMatchObject({
      code: 1500,
      errors: { _: ['tradeNotDisputed'] },
    });
    expect(await audits(id)).toHaveLength(1);
    // Both sides may now review it.
    expect((await readAs(id, a)).body.data.actions.review).toBe(true);
  });

  it('cancels it, and refuses a trade that is not disputed', async () => {
    const [a, b] = await Promise.all([makeAccount(), makeAccount()]);
    const id = await disputedTrade(a, b);
    const res = await resolveAs(admin, id, { outcome: 'cancel', note: '양쪽 모두 증거가 없어요' });
    expect(res.body.data.status).toBe('cancelled');
    expect(await audits(id)).toEqual([expect.objectContaining({ after: expect.objectContaining({ status: 'cancelled' }) })]);
    const db = await getDb();
    expect(await db.select().from(schema.tradePrices).where(eq(schema.tradePrices.tradeId, id))).toEqual([]);

    const open = await accepted(a, b);
    expect((await resolveAs(admin, open, { outcome: 'complete', note: '확인' })).body.errors).toEqual({ _: ['tradeNotDisputed'] });
    expect((await resolveAs(admin, 999_999, { outcome: 'complete', note: '확인' })).status).toBe(404);
  });
});

describe('the trade-expiry job', () => {
  it('is registered with the instance jobs', () => {
    expect(JOBS.map((j) => j.name)).toContain('trade-expiry');
  });

  it('lets a proposal lapse after 72 hours and an accepted trade 7 days after acceptance, telling both sides', async () => {
    const db = await getDb();
    const [a, b] = await Promise.all([makeVeteran(), makeAccount()]);
    const oldProposal = await proposed(a, b);
    const freshProposal = await proposed(a, b);
    const oldAccepted = await accepted(a, b);
    const confirmedOnce = await accepted(b, a);
    await act('confirm', confirmedOnce, a);
    const disputed = await disputedTrade(a, b);
    const now = new Date(Date.now() + 73 * 3_600_000);
    // 73 hours on: the proposals lapse, the accepted trades have days left.
    expect(await expireTrades(now)).toBeGreaterThanOrEqual(2);
    const status = async (id: number) => (await db.select().from(schema.trades).where(eq(schema.trades.id, id)))[0]!.status;
    expect(await status(oldProposal)).toBe('expired');
    expect(await status(freshProposal)).toBe('expired');
    expect(await status(oldAccepted)).toBe('accepted');

    const later = new Date(Date.now() + 8 * 86_400_000);
    await expireTrades(later);
    expect(await status(oldAccepted)).toBe('expired');
    expect(await status(confirmedOnce)).toBe('expired');
    expect(await status(disputed)).toBe('disputed');
    const events = await db.select().from(schema.tradeEvents).where(eq(schema.tradeEvents.tradeId, oldAccepted));
    expect(events.at(-1)).toMatchObject({ action: 'expire', actorId: null });
    for (const who of [a, b])
      expect(await tradeNotices(who.id)).toContainEqual({
        tradeId: oldAccepted,
        state: 'expired',
        nickname: who === a ? b.nickname : a.nickname,
      });
    // Lapsed trades take no more steps.
    expect((await act('confirm', oldAccepted, b)).body.errors).toEqual({ _: ['tradeState'] });
    expect(await expireTrades(later)).toBe(0);
  });
});
