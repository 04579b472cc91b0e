// The demo seed (prepareDatabase, as the server starts) gives this file's own database the disclosed tables, their histories and the administrator.
process.env.SEED_DEMO = 'true';

import { asc, eq, sql } from 'drizzle-orm';
import { prepareDatabase } from '@/lib/server/boot';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { saveTable, sealProbabilityLedger } from '@/lib/server/probability';
import { verifyLedger, type LedgerVersion } from '@/lib/probability/ledger';
import { callRoute } from '@/test/call-route';
import { GET as ledger } from './[kind]/[id]/ledger/route';

let adminId: number;

beforeAll(async () => {
  const db = await prepareDatabase();
  const [admin] = await db.select().from(schema.users).where(eq(schema.users.email, 'admin@example.com'));
  adminId = admin!.id;
}, 120_000);

afterAll(() => closeDb());

const read = (kind: string, id: number | string) =>
  callRoute(ledger, `/api/v1/probability/${kind}/${id}/ledger/`, { params: { kind, id: String(id) } });

async function demoTables() {
  const db = await getDb();
  return db
    .select({ id: schema.probabilityTables.id, kind: schema.probabilityTables.kind })
    .from(schema.probabilityTables)
    .orderBy(asc(schema.probabilityTables.id));
}

const kebab = (kind: string) => kind.replaceAll('_', '-');

// Rate changes take effect after the notice (and after the demo's own announced version).
const IN_8_DAYS = new Date(Date.now() + 8 * 86_400_000).toISOString();

async function save(tableId: number, kind: string, rates: number[], note: string) {
  return saveTable(
    {
      id: tableId,
      kind: kind as never,
      name_ko: '장부 상자',
      name_zh_tw: '帳本寶箱',
      description_ko: '',
      description_zh_tw: '',
      image: null,
      pity_rule_ko: null,
      pity_rule_zh_tw: null,
      pity_after: null,
      pity_grade: null,
      price_gems: null,
      entries: rates.map((rate_micros, n) => ({ label_ko: `상품 ${n}`, label_zh_tw: `獎品 ${n}`, grade: 'B', quantity: 1, rate_micros })),
      note: { ko: note, zh_tw: note },
      effective_at: IN_8_DAYS,
    },
    adminId,
  );
}

describe('GET /api/v1/probability/{kind}/{id}/ledger/', () => {
  it('publishes every demo table as a chain that holds, versions 1, 2, … oldest first', async () => {
    for (const table of await demoTables()) {
      const { status, body } = await read(kebab(table.kind), table.id);
      expect(status).toBe(200);
      const { versions } = body.data as { versions: LedgerVersion[] };
      expect(versions.length).toBeGreaterThan(0);
      expect(versions.map((v) => v.version)).toEqual(versions.map((_, n) => n + 1));
      expect(versions[0]!.prev_hash).toBeNull();
      expect(versions.every((v) => /^[0-9a-f]{64}$/.test(v.hash))).toBe(true);
      expect((await verifyLedger(body.data.table.uuid, versions)).holds).toBe(true);
    }
  });

  it('seals each save onto the last version, so the chain still holds', async () => {
    const [table] = await demoTables();
    const before = (await read(kebab(table!.kind), table!.id)).body.data as { versions: LedgerVersion[] };
    await save(table!.id, table!.kind, [600_000, 400_000], '장부 시험 1');
    await save(table!.id, table!.kind, [500_000, 500_000], '장부 시험 2');
    const after = (await read(kebab(table!.kind), table!.id)).body.data as { table: { uuid: string }; versions: LedgerVersion[] };
    expect(after.versions).toHaveLength(before.versions.length + 2);
    const [second, last] = after.versions.slice(-2);
    expect(second!.prev_hash).toBe(before.versions.at(-1)!.hash);
    expect(last!.prev_hash).toBe(second!.hash);
    expect(last!.entries.map((e) => e.rate_micros)).toEqual([500_000, 500_000]);
    expect(last!.note_ko).toBe('장부 시험 2');
    expect((await verifyLedger(after.table.uuid, after.versions)).holds).toBe(true);
    // The same ledger by uuid.
    expect((await read(kebab(table!.kind), after.table.uuid)).body.data.versions).toHaveLength(after.versions.length);
  });

  it('answers 404 for an unknown kind, a missing table or a table of another kind', async () => {
    const [table] = await demoTables();
    const other = table!.kind === 'ticket' ? 'time-shop' : 'ticket';
    expect((await read('nope', table!.id)).status).toBe(404);
    expect((await read(kebab(table!.kind), 999_999)).status).toBe(404);
    expect((await read(other, table!.id)).status).toBe(404);
  });
});

describe('a published version', () => {
  it('cannot be changed or deleted, not even in the database', async () => {
    const db = await getDb();
    const [row] = await db.select().from(schema.probabilityChanges).limit(1);
    const attempts = [
      db.update(schema.probabilityChanges).set({ noteKo: '몰래 고침' }).where(eq(schema.probabilityChanges.id, row!.id)),
      db.update(schema.probabilityChanges).set({ snapshot: [] }).where(eq(schema.probabilityChanges.id, row!.id)),
      db.update(schema.probabilityChanges).set({ effectiveAt: new Date() }).where(eq(schema.probabilityChanges.id, row!.id)),
      db.delete(schema.probabilityChanges).where(eq(schema.probabilityChanges.id, row!.id)),
      db.delete(schema.probabilityTables).where(eq(schema.probabilityTables.id, row!.tableId)),
    ];
    for (const attempt of attempts) {
      // Drizzle wraps the database's refusal; the trigger's words are in its cause.
      const refusal = await attempt.then(
        () => 'written',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
      expect(refusal).toMatch(/is published and cannot be/);
    }
    const [still] = await db.select().from(schema.probabilityChanges).where(eq(schema.probabilityChanges.id, row!.id));
    expect(still).toEqual(row);
  });

  it('breaks verification when any stored byte changes (with the guard switched off, as an intruder would)', async () => {
    const db = await getDb();
    const [table] = await demoTables();
    const rows = () =>
      db
        .select()
        .from(schema.probabilityChanges)
        .where(eq(schema.probabilityChanges.tableId, table!.id))
        .orderBy(asc(schema.probabilityChanges.version));
    const original = await rows();
    expect(original.length).toBeGreaterThan(1);
    const target = original[0]!;
    const snapshot = target.snapshot as Array<Record<string, unknown>>;
    const tamperings: Array<Partial<typeof schema.probabilityChanges.$inferInsert>> = [
      { snapshot: snapshot.map((e, n) => (n === 0 ? { ...e, rateMicros: (e.rateMicros as number) - 1 } : e)) },
      { snapshot: snapshot.map((e, n) => (n === 0 ? { ...e, labelKo: `${String(e.labelKo)} ` } : e)) },
      { snapshot: snapshot.map((e, n) => (n === 0 ? { ...e, quantity: (e.quantity as number) + 1 } : e)) },
      { snapshot: [...snapshot].reverse().map((e, n) => ({ ...e, sortOrder: n })) },
      { noteKo: `${target.noteKo}.` },
      { noteZhTw: '' },
      { announcedAt: new Date(target.announcedAt.getTime() + 1) },
      { effectiveAt: new Date(target.effectiveAt.getTime() - 86_400_000) },
      { hash: '0'.repeat(64) },
    ];
    await db.execute(sql`alter table probability_changes disable trigger probability_changes_sealed`);
    try {
      for (const change of tamperings) {
        await db.update(schema.probabilityChanges).set(change).where(eq(schema.probabilityChanges.id, target.id));
        const { body } = await read(kebab(table!.kind), table!.id);
        const result = await verifyLedger(body.data.table.uuid, body.data.versions);
        expect([change, result.holds]).toEqual([change, false]);
        // The tampered version, or (for its seal) the next one that names it, is the one found.
        expect(result.checks.slice(0, 2).some((c) => c.fault !== null)).toBe(true);
        await db.update(schema.probabilityChanges).set(target).where(eq(schema.probabilityChanges.id, target.id));
      }
      // A version taken out breaks the numbering and the link after it.
      await db.delete(schema.probabilityChanges).where(eq(schema.probabilityChanges.id, target.id));
      const { body } = await read(kebab(table!.kind), table!.id);
      expect((await verifyLedger(body.data.table.uuid, body.data.versions)).checks[0]!.fault).not.toBeNull();
      await db.insert(schema.probabilityChanges).values(target);
    } finally {
      await db.execute(sql`alter table probability_changes enable trigger probability_changes_sealed`);
    }
    expect(await rows()).toEqual(original);
    const { body } = await read(kebab(table!.kind), table!.id);
    expect((await verifyLedger(body.data.table.uuid, body.data.versions)).holds).toBe(true);
  });

  it('is sealed at start-up when it was written before the ledger, and sealing again changes nothing', async () => {
    const db = await getDb();
    const [table] = await demoTables();
    await db.execute(sql`alter table probability_changes disable trigger probability_changes_sealed`);
    try {
      await db
        .update(schema.probabilityChanges)
        .set({ hash: null, prevHash: null })
        .where(eq(schema.probabilityChanges.tableId, table!.id));
    } finally {
      await db.execute(sql`alter table probability_changes enable trigger probability_changes_sealed`);
    }
    expect(await sealProbabilityLedger(db)).toBeGreaterThan(0);
    expect(await sealProbabilityLedger(db)).toBe(0);
    const { body } = await read(kebab(table!.kind), table!.id);
    expect((await verifyLedger(body.data.table.uuid, body.data.versions)).holds).toBe(true);
  });
});
