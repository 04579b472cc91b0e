import { asc, eq, isNotNull, sql } from 'drizzle-orm';
import { recordAudit } from '@/lib/server/audit/log';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { makeAdmin, seedBasics, type Account } from '@/test/admin-fixtures';
import { callRoute } from '@/test/call-route';
import { GET, POST } from './route';

let admin: Account;

beforeAll(async () => {
  await seedBasics();
  admin = await makeAdmin();
});
afterAll(() => closeDb());

const { auditLog } = schema;

async function write(n: number, tag: string) {
  const db = await getDb();
  for (let k = 0; k < n; k++) {
    await recordAudit(db, {
      actorId: admin.id,
      action: 'test.write',
      targetType: 'test',
      targetId: `${tag}-${k}`,
      after: { k, text: '</script > 슬라임' },
    });
  }
}

const check = () => callRoute(POST, '/api/v1/admin/audit/chain/', { method: 'POST', headers: admin.auth });
const latest = () => callRoute(GET, '/api/v1/admin/audit/chain/', { headers: admin.auth });

async function sealed() {
  const db = await getDb();
  return db.select().from(auditLog).where(isNotNull(auditLog.seq)).orderBy(asc(auditLog.seq));
}

/** As an intruder with the database's keys would: with the guard switched off. */
async function tamper(statement: ReturnType<typeof sql>) {
  const db = await getDb();
  await db.execute(sql`alter table audit_log disable trigger audit_log_sealed`);
  try {
    await db.execute(statement);
  } finally {
    await db.execute(sql`alter table audit_log enable trigger audit_log_sealed`);
  }
}

describe('the audit log hash chain', () => {
  it('seals every row as it commits, numbered in order and linked to the one before', async () => {
    await write(5, 'order');
    const db = await getDb();
    // Rows written side by side, each in its own transaction, still form one chain.
    await Promise.all(
      Array.from({ length: 8 }, (_, k) =>
        db.transaction((tx) => recordAudit(tx, { actorId: null, action: 'test.parallel', targetType: 'test', targetId: String(k) })),
      ),
    );
    const rows = await sealed();
    const all = await db.select().from(auditLog);
    expect(rows).toHaveLength(all.length);
    rows.forEach((row, n) => {
      expect(row.seq).toBe(n + 1);
      expect(row.prevHash).toBe(n === 0 ? null : rows[n - 1]!.hash);
      expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
    });
    const res = await check();
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ holds: true, rows: rows.length, fault: null, fault_seq: null });
    expect((await latest()).body.data).toEqual(res.body.data);
  });

  it('refuses to change or delete a sealed row', async () => {
    const db = await getDb();
    const [row] = await sealed();
    await expect(db.update(auditLog).set({ action: 'post.unhide' }).where(eq(auditLog.id, row!.id))).rejects.toThrow();
    await expect(db.delete(auditLog).where(eq(auditLog.id, row!.id))).rejects.toThrow();
    expect((await check()).body.data.holds).toBe(true);
  });

  it('breaks at the changed row when any stored byte changes, and holds again once it is put back', async () => {
    await write(3, 'bytes');
    const rows = await sealed();
    const target = rows[rows.length - 2]!;
    const original = JSON.stringify(target.after);
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      // Each change with its undo.
      const edits = [
        [
          sql`update audit_log set after = ${JSON.stringify({ k: 1, text: '</script > 슬라임!' })}::jsonb where id = ${target.id}`,
          sql`update audit_log set after = ${original}::jsonb where id = ${target.id}`,
        ],
        [
          sql`update audit_log set target_id = 'bytes-x' where id = ${target.id}`,
          sql`update audit_log set target_id = ${target.targetId} where id = ${target.id}`,
        ],
        [
          sql`update audit_log set created_at = created_at + interval '1 microsecond' where id = ${target.id}`,
          sql`update audit_log set created_at = created_at - interval '1 microsecond' where id = ${target.id}`,
        ],
        [
          sql`update audit_log set actor_id = null where id = ${target.id}`,
          sql`update audit_log set actor_id = ${target.actorId} where id = ${target.id}`,
        ],
      ] as const;
      for (const [change, undo] of edits) {
        await tamper(change);
        expect((await check()).body.data).toMatchObject({ holds: false, fault: 'hash', fault_seq: target.seq });
        await tamper(undo);
        expect((await check()).body.data.holds).toBe(true);
      }
      // Re-sealing a changed row does not help: the next row still names the old hash.
      await tamper(sql`update audit_log set hash = repeat('0', 64) where id = ${target.id}`);
      expect((await check()).body.data).toMatchObject({ holds: false, fault: 'hash', fault_seq: target.seq });
      await tamper(sql`update audit_log set hash = ${target.hash} where id = ${target.id}`);
      expect((await check()).body.data.holds).toBe(true);
      expect(quiet).toHaveBeenCalledWith('[ALERT] audit log hash chain is broken', expect.objectContaining({ fault: 'hash' }));
    } finally {
      quiet.mockRestore();
    }
  });

  it('notices a row written around the seal, and a row taken out', async () => {
    const db = await getDb();
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await db.execute(sql`alter table audit_log disable trigger audit_log_seal`);
      await db.execute(
        sql`insert into audit_log (action, target_type, target_id, created_at) values ('member.role', 'user', '1', now() - interval '2 minutes')`,
      );
      await db.execute(sql`alter table audit_log enable trigger audit_log_seal`);
      expect((await check()).body.data).toMatchObject({ holds: false, fault: 'unsealed' });
      await db.execute(sql`delete from audit_log where seq is null`);
      expect((await check()).body.data.holds).toBe(true);

      const rows = await sealed();
      const middle = rows[Math.floor(rows.length / 2)]!;
      await tamper(sql`delete from audit_log where id = ${middle.id}`);
      const broken = await check();
      expect(broken.body.data).toMatchObject({ holds: false, fault: 'gap', fault_seq: middle.seq });
      expect((await latest()).body.data).toMatchObject({ holds: false, fault: 'gap' });
    } finally {
      quiet.mockRestore();
    }
  });
});
