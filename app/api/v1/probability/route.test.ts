// The demo seed (prepareDatabase, as the server starts) gives this file's own database the six disclosed tables, items and the administrator.
process.env.SEED_DEMO = 'true';

import { count, desc, eq, sql } from 'drizzle-orm';
import { createSession } from '@/lib/server/auth/session';
import { prepareDatabase } from '@/lib/server/boot';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { parseTableSave, saveTable } from '@/lib/server/probability';
import { applyDueVersions } from '@/lib/server/probability/schedule';
import { callRoute } from '@/test/call-route';
import { GET as detail, PUT as replace } from './[kind]/[id]/route';
import { GET as list, POST as create } from './[kind]/route';
import { GET as kinds } from './route';

let admin: Record<string, string>;
let member: Record<string, string>;
let adminId: number;
let itemIds: number[];

beforeAll(async () => {
  const db = await prepareDatabase();
  const [a] = await db.select().from(schema.users).where(eq(schema.users.email, 'admin@example.com'));
  const [m] = await db.select().from(schema.users).where(eq(schema.users.email, 'demo@example.com'));
  adminId = a!.id;
  admin = { authorization: `Token ${await createSession(a!.id, 'web')}` };
  member = { authorization: `Token ${await createSession(m!.id, 'web')}` };
  itemIds = (await db.select({ id: schema.items.id }).from(schema.items).limit(3)).map((r) => r.id);
}, 120_000);

afterAll(() => closeDb());

const json = (method: string, body: unknown, headers: Record<string, string> = {}) => ({
  method,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

async function counts() {
  const db = await getDb();
  const [t] = await db.select({ n: count() }).from(schema.probabilityTables);
  const [e] = await db.select({ n: count() }).from(schema.probabilityEntries);
  const [c] = await db.select({ n: count() }).from(schema.probabilityChanges);
  return { tables: t!.n, entries: e!.n, changes: c!.n };
}

// Rate changes of an existing table wait for the notice (schedule.test.ts).
const IN_8_DAYS = new Date(Date.now() + 8 * 86_400_000).toISOString();

function tableBody(rates: number[], note: unknown = { ko: '확률 조정', zh_tw: '調整機率' }) {
  return {
    name_ko: '테스트 상자',
    name_zh_tw: '測試寶箱',
    description_ko: '테스트용 상자',
    description_zh_tw: '測試用寶箱',
    pity_rule_ko: '10회 안에 A 등급 확정',
    pity_rule_zh_tw: '10 次內必得 A 級',
    entries: rates.map((rate_micros, n) => ({ item_id: itemIds[n % itemIds.length], rate_micros, quantity: n + 1 })),
    note,
  };
}

describe('GET /api/v1/probability/', () => {
  it('names the five kinds in the reader language with their table counts', async () => {
    const { status, body } = await callRoute(kinds, '/api/v1/probability/?lang=zh-TW');
    expect(status).toBe(200);
    expect(body.data.map((k: { slug: string }) => k.slug)).toEqual([
      'treasure-box',
      'ticket',
      'time-shop',
      'guild-ornament',
      'village-furniture-package',
    ]);
    expect(body.data[0]).toMatchObject({ kind: 'treasure_box', name: '寶箱', count: 2 });
    expect(body.data.reduce((s: number, k: { count: number }) => s + k.count, 0)).toBe(6);
  });
});

describe('GET /api/v1/probability/{kind}/ (the list endpoint)', () => {
  it('answers a bare array of {id, uuid, name, image, description}, kebab or snake case', async () => {
    const kebab = await callRoute(list, '/api/v1/probability/treasure-box/', { params: { kind: 'treasure-box' } });
    expect(kebab.status).toBe(200);
    expect(kebab.body.code).toBe(0);
    expect(Array.isArray(kebab.body.data)).toBe(true);
    expect(kebab.body.data).toHaveLength(2);
    for (const entry of kebab.body.data) {
      expect(Object.keys(entry).sort()).toEqual(['description', 'id', 'image', 'name', 'uuid']);
      expect(entry).toMatchObject({
        id: expect.any(Number),
        uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
        image: expect.stringMatching(/\.png$/),
      });
    }
    expect(kebab.body.data[0].name).toBe('황금 보물상자');
    const snake = await callRoute(list, '/api/v1/probability/treasure_box/?lang=zh-TW', { params: { kind: 'treasure_box' } });
    expect(snake.body.data.map((e: { name: string }) => e.name)).toEqual(['黃金寶箱', '白銀寶箱']);
  });

  it('answers 404 for an unknown kind', async () => {
    const { status, body } = await callRoute(list, '/api/v1/probability/lootbox/', { params: { kind: 'lootbox' } });
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 1400 });
  });
});

describe('GET /api/v1/probability/{kind}/{id}/', () => {
  it('lists every outcome with item, grade, quantity and rate, the total, the pity rule and the history newest first', async () => {
    const [first] = (await callRoute(list, '/api/v1/probability/ticket/', { params: { kind: 'ticket' } })).body.data;
    const { status, body } = await callRoute(detail, `/api/v1/probability/ticket/${first.id}/`, {
      params: { kind: 'ticket', id: String(first.id) },
    });
    expect(status).toBe(200);
    const table = body.data;
    expect(table).toMatchObject({
      id: first.id,
      kind: 'ticket',
      slug: 'ticket',
      name: '슬라임 뽑기권',
      total_rate_micros: 1_000_000,
      total_rate: '100',
    });
    expect(table.pity_rule).toContain('100장');
    expect(table.entries[0]).toMatchObject({
      name: '은하수 슬라임',
      grade: expect.any(String),
      quantity: 1,
      rate_micros: 5_000,
      rate: '0.5',
    });
    expect(table.entries[0].image).toMatch(/^\/art\//);
    expect(table.history).toHaveLength(3);
    expect(table.history[0].note).toContain('0.4% → 0.5%');
    const dates = table.history.map((h: { created_at: string }) => Date.parse(h.created_at));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(table.history[2].entries[0]).toMatchObject({ rate_micros: 3_000, rate: '0.3' });
  });

  it('finds a table by uuid and in Traditional Chinese', async () => {
    const [first] = (await callRoute(list, '/api/v1/probability/ticket/', { params: { kind: 'ticket' } })).body.data;
    const { body } = await callRoute(detail, `/api/v1/probability/ticket/${first.uuid}/?lang=zh-TW`, {
      params: { kind: 'ticket', id: first.uuid },
    });
    expect(body.data).toMatchObject({ id: first.id, name: '史萊姆扭蛋券' });
    expect(body.data.history[0].note).toContain('銀河史萊姆');
  });

  it('answers 404 for an unknown kind, a missing table or a table of another kind, 400 for a bad id', async () => {
    const [box] = (await callRoute(list, '/api/v1/probability/treasure-box/', { params: { kind: 'treasure-box' } })).body.data;
    const call = (kind: string, id: string) => callRoute(detail, `/api/v1/probability/${kind}/${id}/`, { params: { kind, id } });
    expect((await call('lootbox', String(box.id))).status).toBe(404);
    expect((await call('treasure-box', '99999')).status).toBe(404);
    expect((await call('ticket', String(box.id))).status).toBe(404);
    expect((await call('treasure-box', 'abc')).status).toBe(400);
  });
});

describe('writing a table (saveTable)', () => {
  it('refuses rates that add up to 999,999 or 1,000,001 and writes nothing', async () => {
    const before = await counts();
    for (const rates of [
      [500_000, 499_999],
      [500_000, 500_001],
    ]) {
      const { status, body } = await callRoute(create, '/api/v1/probability/ticket/', {
        ...json('POST', tableBody(rates), admin),
        params: { kind: 'ticket' },
      });
      expect(status).toBe(400);
      expect(body.code).toBe(1000);
      expect(body.errors).toEqual({ rates: ['sumMustBe100'] });
      expect(body.meta).toEqual({ rates_sum: rates[0]! + rates[1]!, expected: 1_000_000 });
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses a save without a change note, naming every problem at once', async () => {
    const before = await counts();
    const { status, body } = await callRoute(create, '/api/v1/probability/ticket/', {
      ...json('POST', tableBody([400_000], null), admin),
      params: { kind: 'ticket' },
    });
    expect(status).toBe(400);
    expect(body.errors).toMatchObject({ note: ['noteRequired'], rates: ['sumMustBe100'] });
    const blank = await Promise.resolve()
      .then(() => parseTableSave(tableBody([1_000_000], { ko: ' ', zh_tw: '' }), { kind: 'ticket' }))
      .catch((e) => e);
    expect(blank.errors).toEqual({ 'note.ko': ['noteRequired'], 'note.zh_tw': ['noteRequired'] });
    expect(await counts()).toEqual(before);
  });

  it('refuses unknown items and is for administrators only', async () => {
    const body = tableBody([1_000_000]);
    body.entries[0]!.item_id = 999_999;
    const unknown = await callRoute(create, '/api/v1/probability/ticket/', { ...json('POST', body, admin), params: { kind: 'ticket' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ 'entries.0.item_id': ['unknownItem'] });
    const asMember = await callRoute(create, '/api/v1/probability/ticket/', {
      ...json('POST', tableBody([1_000_000]), member),
      params: { kind: 'ticket' },
    });
    expect(asMember.status).toBe(403);
    const anonymous = await callRoute(create, '/api/v1/probability/ticket/', {
      ...json('POST', tableBody([1_000_000])),
      params: { kind: 'ticket' },
    });
    expect(anonymous.status).toBe(401);
  });

  it('accepts exactly 1,000,000 and writes the table, its entries and a history row with a snapshot', async () => {
    const before = await counts();
    const rates = [1, 49_999, 950_000];
    const { status, body } = await callRoute(create, '/api/v1/probability/time-shop/?lang=zh-TW', {
      ...json('POST', tableBody(rates), admin),
      params: { kind: 'time-shop' },
    });
    expect(status).toBe(201);
    const saved = body.data;
    expect(saved).toMatchObject({ kind: 'time_shop', name: '測試寶箱', pity_rule: '10 次內必得 A 級', total_rate: '100' });
    expect(saved.entries.map((e: { rate: string }) => e.rate)).toEqual(['0.0001', '4.9999', '95']);
    expect(saved.entries.map((e: { quantity: number }) => e.quantity)).toEqual([1, 2, 3]);
    expect(saved.history).toHaveLength(1);
    expect(saved.history[0].note).toBe('調整機率');
    expect(await counts()).toEqual({ tables: before.tables + 1, entries: before.entries + 3, changes: before.changes + 1 });

    const db = await getDb();
    const [change] = await db
      .select()
      .from(schema.probabilityChanges)
      .where(eq(schema.probabilityChanges.tableId, saved.id))
      .orderBy(desc(schema.probabilityChanges.id));
    expect(change).toMatchObject({ noteKo: '확률 조정', noteZhTw: '調整機率', changedBy: adminId });
    expect(change!.snapshot).toEqual(
      rates.map((rateMicros, n) => expect.objectContaining({ itemId: itemIds[n], rateMicros, quantity: n + 1, sortOrder: n })),
    );

    const listed = await callRoute(list, '/api/v1/probability/time-shop/', { params: { kind: 'time-shop' } });
    expect(listed.body.data.map((e: { id: number }) => e.id)).toContain(saved.id);
  });

  it('keeps a guarantee whole (try and grade), of a grade the table can give, and a price; answers both', async () => {
    const before = await counts();
    const labelled = (grade: string, rate_micros: number) => ({
      label_ko: `${grade} 상품`,
      label_zh_tw: `${grade} 獎品`,
      grade,
      rate_micros,
    });
    const body = (extra: Record<string, unknown>) => ({
      ...tableBody([]),
      entries: [labelled('SS', 20_000), labelled('B', 980_000)],
      ...extra,
    });
    const post = (extra: Record<string, unknown>) =>
      callRoute(create, '/api/v1/probability/ticket/', { ...json('POST', body(extra), admin), params: { kind: 'ticket' } });

    for (const [extra, errors] of [
      [{ pity_after: 50 }, { pity_grade: ['pityIncomplete'] }],
      [{ pity_grade: 'S' }, { pity_after: ['pityIncomplete'] }],
      [{ pity_after: 1, pity_grade: 'S' }, { pity_after: expect.any(Array) }],
      [{ pity_after: 1001, pity_grade: 'S' }, { pity_after: expect.any(Array) }],
      [{ pity_after: 50, pity_grade: 'SSS' }, { pity_grade: ['pityGradeMissing'] }],
      [{ pity_after: 50, pity_grade: 'Z' }, { pity_grade: expect.any(Array) }],
      [{ price_gems: 0 }, { price_gems: expect.any(Array) }],
      [{ price_gems: 1.5 }, { price_gems: expect.any(Array) }],
      [{ pity_after: '50', pity_grade: 'S' }, { pity_after: expect.any(Array) }],
    ] as const) {
      const res = await post(extra);
      expect([extra, res.status, res.body.errors]).toEqual([extra, 400, errors]);
    }
    expect(await counts()).toEqual(before);

    // The better grade counts: SS answers a guarantee of S or better.
    const saved = await post({ pity_after: 50, pity_grade: 'S', price_gems: 150 });
    expect(saved.status).toBe(201);
    expect(saved.body.data).toMatchObject({ pity: { after: 50, grade: 'S' }, price_gems: 150 });
    const read = await callRoute(detail, `/api/v1/probability/ticket/${saved.body.data.id}/`, {
      params: { kind: 'ticket', id: String(saved.body.data.id) },
    });
    expect(read.body.data).toMatchObject({ pity: { after: 50, grade: 'S' }, price_gems: 150 });
    const plain = await post({});
    expect(plain.body.data).toMatchObject({ pity: null, price_gems: null });
  });

  it('replaces a table with PUT and adds the change to the top of its history', async () => {
    const created = await saveTable(
      parseTableSave(tableBody([600_000, 400_000], { ko: '최초 공개', zh_tw: '首次公開' }), { kind: 'guild_ornament' }),
      adminId,
    );
    const id = String(created.id);
    const refused = await callRoute(replace, `/api/v1/probability/guild-ornament/${id}/`, {
      ...json('PUT', tableBody([600_000, 400_001], { ko: '조정', zh_tw: '調整' }), admin),
      params: { kind: 'guild-ornament', id },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.meta.rates_sum).toBe(1_000_001);
    const { status, body } = await callRoute(replace, `/api/v1/probability/guild-ornament/${id}/`, {
      ...json(
        'PUT',
        { ...tableBody([700_000, 300_000], { ko: '첫 아이템 상향', zh_tw: '提升第一個道具' }), effective_at: IN_8_DAYS },
        admin,
      ),
      params: { kind: 'guild-ornament', id },
    });
    expect(status).toBe(200);
    // Announced: the rates in effect stay until the date.
    expect(body.data.entries.map((e: { rate_micros: number }) => e.rate_micros)).toEqual([600_000, 400_000]);
    expect(body.data.history.map((h: { note: string }) => h.note)).toEqual(['최초 공개']);
    expect(body.data.upcoming).toMatchObject([{ version: 2, note: '첫 아이템 상향', effective_at: IN_8_DAYS.replace('Z', '') + 'Z' }]);
    await applyDueVersions(new Date(Date.now() + 9 * 86_400_000));
    const later = await callRoute(detail, `/api/v1/probability/guild-ornament/${id}/`, { params: { kind: 'guild-ornament', id } });
    expect(later.body.data.entries.map((e: { rate_micros: number }) => e.rate_micros)).toEqual([700_000, 300_000]);
    expect(later.body.data.history.map((h: { note: string }) => h.note)).toEqual(['첫 아이템 상향', '최초 공개']);
    expect(later.body.data.history[1].entries.map((e: { rate: string }) => e.rate)).toEqual(['60', '40']);
    expect(later.body.data.upcoming).toEqual([]);
  });

  it('records the audit row of a public POST and PUT, as the administration routes do', async () => {
    const db = await getDb();
    const created = await callRoute(create, '/api/v1/probability/ticket/', {
      ...json('POST', tableBody([1_000_000]), admin),
      params: { kind: 'ticket' },
    });
    expect(created.status).toBe(201);
    const id = String(created.body.data.id);
    const replaced = await callRoute(replace, `/api/v1/probability/ticket/${id}/`, {
      ...json('PUT', { ...tableBody([250_000, 750_000], { ko: '두 칸', zh_tw: '兩格' }), effective_at: IN_8_DAYS }, admin),
      params: { kind: 'ticket', id },
    });
    expect(replaced.status).toBe(200);
    const rows = await db.select().from(schema.auditLog).where(eq(schema.auditLog.targetId, id)).orderBy(schema.auditLog.id);
    const audited = rows.filter((r) => r.targetType === 'probability_table');
    expect(audited.map((r) => [r.action, r.actorId])).toEqual([
      ['probability.create', adminId],
      ['probability.update', adminId],
    ]);
    expect(audited[0]).toMatchObject({
      before: null,
      after: { kind: 'ticket', total_rate_micros: 1_000_000, note: { ko: '확률 조정', zh_tw: '調整機率' } },
    });
    expect(audited[1]!.before).toMatchObject({ entries: [{ rate_micros: 1_000_000 }] });
    expect(audited[1]!.after).toMatchObject({
      entries: [{ rate_micros: 1_000_000 }],
      scheduled_entries: [{ rate_micros: 250_000 }, { rate_micros: 750_000 }],
      effective_at: IN_8_DAYS,
      version: 2,
      note: { ko: '두 칸' },
    });
  });

  it('creates with POST even when the body names an existing id', async () => {
    const [first] = (await callRoute(list, '/api/v1/probability/ticket/', { params: { kind: 'ticket' } })).body.data;
    const before = await getDb().then((db) =>
      db.select().from(schema.probabilityEntries).where(eq(schema.probabilityEntries.tableId, first.id)),
    );
    const { status, body } = await callRoute(create, '/api/v1/probability/ticket/', {
      ...json('POST', { ...tableBody([1_000_000]), id: first.id }, admin),
      params: { kind: 'ticket' },
    });
    expect(status).toBe(201);
    expect(body.data.id).not.toBe(first.id);
    const after = await getDb().then((db) =>
      db.select().from(schema.probabilityEntries).where(eq(schema.probabilityEntries.tableId, first.id)),
    );
    expect(after).toEqual(before);
  });

  it('writes the table, its history and its audit row in one transaction: no audit row, no save', async () => {
    const db = await getDb();
    const { id } = await saveTable(
      parseTableSave(tableBody([500_000, 500_000], { ko: '처음', zh_tw: '首次' }), { kind: 'ticket' }),
      adminId,
    );
    const before = await counts();
    const [audits] = await db.select({ n: count() }).from(schema.auditLog);
    await db.execute(
      sql`create function refuse_audit() returns trigger language plpgsql as $$ begin raise exception 'audit refused'; end $$`,
    );
    await db.execute(sql`create trigger refuse_audit before insert on audit_log for each row execute function refuse_audit()`);
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const created = await callRoute(create, '/api/v1/probability/ticket/', {
        ...json('POST', tableBody([1_000_000]), admin),
        params: { kind: 'ticket' },
      });
      expect(created.status).toBe(500);
      const replaced = await callRoute(replace, `/api/v1/probability/ticket/${id}/`, {
        ...json('PUT', { ...tableBody([1_000_000], { ko: '바꿈', zh_tw: '更改' }), effective_at: IN_8_DAYS }, admin),
        params: { kind: 'ticket', id: String(id) },
      });
      expect(replaced.status).toBe(500);
    } finally {
      quiet.mockRestore();
      await db.execute(sql`drop trigger refuse_audit on audit_log`);
      await db.execute(sql`drop function refuse_audit()`);
    }
    expect(await counts()).toEqual(before);
    expect((await db.select({ n: count() }).from(schema.auditLog))[0]).toEqual(audits);
    const table = await callRoute(detail, `/api/v1/probability/ticket/${id}/`, { params: { kind: 'ticket', id: String(id) } });
    expect(table.body.data.entries.map((e: { rate_micros: number }) => e.rate_micros)).toEqual([500_000, 500_000]);
  });
});
