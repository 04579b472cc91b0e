// The demo seed (prepareDatabase, as the server starts) gives this file's own database the disclosed tables (the golden box has an announced version), items and the administrator.
process.env.SEED_DEMO = 'true';

import { and, count, eq } from 'drizzle-orm';
import { createSession } from '@/lib/server/auth/session';
import { prepareDatabase } from '@/lib/server/boot';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { parseTableSave, saveTable } from '@/lib/server/probability';
import { applyDueVersions } from '@/lib/server/probability/schedule';
import { verifyLedger } from '@/lib/probability/ledger';
import { callRoute } from '@/test/call-route';
import { GET as ledger } from './[kind]/[id]/ledger/route';
import { GET as detail, PUT as replace } from './[kind]/[id]/route';
import { POST as create } from './[kind]/route';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

let admin: Record<string, string>;
let adminId: number;
let itemIds: number[];

beforeAll(async () => {
  const db = await prepareDatabase();
  const [a] = await db.select().from(schema.users).where(eq(schema.users.email, 'admin@example.com'));
  adminId = a!.id;
  admin = { authorization: `Token ${await createSession(a!.id, 'web')}` };
  itemIds = (await db.select({ id: schema.items.id }).from(schema.items).limit(3)).map((r) => r.id);
}, 120_000);

afterAll(() => closeDb());

const body = (rates: number[], extra: Record<string, unknown> = {}) => ({
  name_ko: '예고 상자',
  name_zh_tw: '預告寶箱',
  entries: rates.map((rate_micros, n) => ({ item_id: itemIds[n], rate_micros })),
  note: { ko: '확률 변경', zh_tw: '機率變更' },
  ...extra,
});

const put = (id: number, payload: unknown) =>
  callRoute(replace, `/api/v1/probability/ticket/${id}/`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...admin },
    body: JSON.stringify(payload),
    params: { kind: 'ticket', id: String(id) },
  });
const read = (id: number) => callRoute(detail, `/api/v1/probability/ticket/${id}/`, { params: { kind: 'ticket', id: String(id) } });

async function newTable(rates: number[]) {
  return (await saveTable(parseTableSave(body(rates), { kind: 'ticket' }), adminId)).id;
}

async function versionCount(tableId: number) {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(schema.probabilityChanges).where(eq(schema.probabilityChanges.tableId, tableId));
  return row!.n;
}

describe('probability versions with prior notice', () => {
  it('refuses lowering any rate without the notice, says the earliest date, and writes nothing', async () => {
    const id = await newTable([600_000, 400_000]);
    const before = await versionCount(id);
    const started = Date.now();
    for (const effective_at of [undefined, inDays(6)]) {
      const refused = await put(id, body([700_000, 300_000], { effective_at }));
      expect(refused).toMatchObject({ status: 400, body: { code: 1000, errors: { effective_at: ['noticeTooShort'] } } });
      expect(refused.body.meta.notice_days).toBe(7);
      const earliest = Date.parse(refused.body.meta.earliest);
      expect(earliest).toBeGreaterThanOrEqual(started + 7 * DAY);
      expect(earliest).toBeLessThan(Date.now() + 7 * DAY + 60_000);
    }
    // A dropped outcome is a rate lowered to nothing.
    const dropped = await put(id, body([1_000_000]));
    expect(dropped.body.errors).toEqual({ effective_at: ['noticeTooShort'] });
    expect(await versionCount(id)).toBe(before);
    expect((await read(id)).body.data.entries.map((e: { rate_micros: number }) => e.rate_micros)).toEqual([600_000, 400_000]);
  });

  it('takes a change that lowers nothing at once, and refuses a date in the past or a scheduled new table', async () => {
    const id = await newTable([600_000, 400_000]);
    const renamed = await put(id, body([600_000, 400_000], { name_ko: '이름만 바꾼 상자' }));
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.history.map((h: { version: number }) => h.version)).toEqual([2, 1]);
    expect(renamed.body.data.upcoming).toEqual([]);

    const past = await put(id, body([600_000, 400_000], { effective_at: inDays(-1) }));
    expect(past.body).toMatchObject({ errors: { effective_at: ['effectiveInPast'] } });
    const bad = await put(id, body([600_000, 400_000], { effective_at: 'next tuesday' }));
    expect(bad).toMatchObject({ status: 400, body: { errors: { effective_at: ['dateInvalid'] } } });

    const scheduledNew = await callRoute(create, '/api/v1/probability/ticket/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...admin },
      body: JSON.stringify(body([1_000_000], { effective_at: inDays(8) })),
      params: { kind: 'ticket' },
    });
    expect(scheduledNew).toMatchObject({ status: 400, body: { errors: { effective_at: ['scheduleNewTable'] } } });
  });

  it('announces a version for later: the ledger seals it now, the table shows it as upcoming and changes on its date', async () => {
    const id = await newTable([600_000, 400_000]);
    const effectiveAt = inDays(8);
    const saved = await put(id, body([700_000, 300_000], { effective_at: effectiveAt, note: { ko: '다음 주 변경', zh_tw: '下週變更' } }));
    expect(saved.status).toBe(200);
    expect(saved.body.data.entries.map((e: { rate_micros: number }) => e.rate_micros)).toEqual([600_000, 400_000]);
    expect(saved.body.data.upcoming).toEqual([
      expect.objectContaining({
        version: 2,
        note: '다음 주 변경',
        effective_at: effectiveAt,
        changes: [
          expect.objectContaining({ from_micros: 600_000, to_micros: 700_000, from: '60', to: '70' }),
          expect.objectContaining({ from_micros: 400_000, to_micros: 300_000 }),
        ],
      }),
    ]);

    const chain = (await callRoute(ledger, `/api/v1/probability/ticket/${id}/ledger/`, { params: { kind: 'ticket', id: String(id) } })).body
      .data;
    expect(chain.versions.at(-1)).toMatchObject({ version: 2, effective_at: effectiveAt });
    expect(Date.parse(chain.versions.at(-1).announced_at)).toBeLessThan(Date.parse(effectiveAt));
    expect((await verifyLedger(chain.table.uuid, chain.versions)).holds).toBe(true);

    // While it waits, no change comes into effect before it; the earliest date passes both rules.
    const rename = await put(id, body([700_000, 300_000], { name_ko: '새 이름' }));
    expect(rename.body).toMatchObject({ errors: { effective_at: ['effectiveBeforePrevious'] }, meta: { earliest: effectiveAt } });
    const undo = await put(id, body([600_000, 400_000]));
    expect(undo.body).toMatchObject({ errors: { effective_at: ['noticeTooShort'] }, meta: { earliest: effectiveAt } });

    expect(await applyDueVersions(new Date(Date.now() + 7 * DAY), id)).toBe(0);
    expect(await applyDueVersions(new Date(Date.parse(effectiveAt) + 1), id)).toBe(1);
    expect(await applyDueVersions(new Date(Date.parse(effectiveAt) + 1), id)).toBe(0);
    const after = (await read(id)).body.data;
    expect(after.entries.map((e: { rate_micros: number }) => e.rate_micros)).toEqual([700_000, 300_000]);
    expect(after.upcoming).toEqual([]);
    expect(after.history[0]).toMatchObject({ version: 2, note: '다음 주 변경', effective_at: effectiveAt });

    const db = await getDb();
    const applied = await db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'probability.apply'), eq(schema.auditLog.targetId, String(id))));
    expect(applied).toEqual([
      expect.objectContaining({ actorId: null, before: { version: 1 }, after: expect.objectContaining({ version: 2 }) }),
    ]);
  });

  it('publishes the demo golden box’s announced change as upcoming, in the reader’s language', async () => {
    const { status, body: res } = await callRoute(detail, '/api/v1/probability/treasure-box/1/?lang=zh-TW', {
      params: { kind: 'treasure-box', id: '1' },
    });
    expect(status).toBe(200);
    expect(res.data.upcoming).toHaveLength(1);
    expect(res.data.upcoming[0].note).toContain('下週活動');
    expect(res.data.upcoming[0].changes.map((c: { from: string; to: string }) => [c.from, c.to])).toEqual([
      ['0.2', '0.25'],
      ['25', '24.95'],
    ]);
    expect(Date.parse(res.data.upcoming[0].effective_at)).toBeGreaterThan(Date.now());
  });
});
