// The embedded database in its worker thread (PGLITE_WORKER, the server's default): migrations,
// results and transactions through node-postgres, one session shared fairly by several
// connections, and a clean shutdown. The other API tests run PGlite in-process.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { sql } from 'drizzle-orm';
import { closeDb, getDb, schema } from './index';
import { DataDirLockedError, acquireDataDirLock } from './lock';
import { startPgliteThread } from './pglite-thread';

type Rows<T> = { rows: T[] };

/** pg_control's DBState: 1 = shut down cleanly, 6 = in production (open, or not closed). */
const controlState = (dataDir: string) => fs.readFileSync(path.join(dataDir, 'pglite', 'global', 'pg_control')).readInt32LE(16);

// About the embedded database whatever the run targets (PGlite or a PostgreSQL server): a data
// directory of its own, opened from scratch.
const ownDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slime-thread-test-'));
beforeAll(() => {
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = ownDataDir;
  process.env.PGLITE_WORKER = '1';
});
afterAll(async () => {
  await closeDb();
  delete process.env.PGLITE_WORKER;
  fs.rmSync(ownDataDir, { recursive: true, force: true });
});

test('migrates, answers and keeps transactions whole through the thread', async () => {
  const db = await getDb();
  const [{ n }] = ((await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as Rows<{ n: number }>)
    .rows as [{ n: number }];
  expect(n).toBeGreaterThan(0);
  expect(await db.select().from(schema.categories).limit(1)).toEqual([]);

  await db.execute(sql`create table thread_t (id int primary key, v text)`);
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into thread_t values (1, 'kept')`);
  });
  await expect(
    db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_t values (2, 'rolled back')`);
      tx.rollback();
    }),
  ).rejects.toThrow();
  // A failing statement leaves the session usable.
  await expect(db.execute(sql`insert into thread_t values (1, 'duplicate')`)).rejects.toThrow();
  // A query from elsewhere waits for an open transaction instead of running inside it.
  const tx = db.transaction(async (t) => {
    await t.execute(sql`insert into thread_t values (3, 'a')`);
    await new Promise((r) => setTimeout(r, 50));
    await t.execute(sql`insert into thread_t values (4, 'b')`);
  });
  const outside = db.execute(sql`select count(*)::int as n from thread_t`);
  await tx;
  expect(((await outside) as unknown as Rows<{ n: number }>).rows[0]!.n).toBe(3);
  const rows = (await db.execute(sql`select id from thread_t order by id`)) as unknown as Rows<{ id: number }>;
  expect(rows.rows.map((r) => r.id)).toEqual([1, 3, 4]);
});

test('a second opener of the data directory is refused while the thread has it', async () => {
  await getDb();
  await expect(acquireDataDirLock(process.env.DATA_DIR!)).rejects.toBeInstanceOf(DataDirLockedError);
});

test('closing shuts the database down cleanly, and it opens again with its data', async () => {
  const dataDir = process.env.DATA_DIR!;
  await closeDb();
  expect(controlState(dataDir)).toBe(1);
  expect(fs.readdirSync(path.join(dataDir, 'pglite-socket'))).toEqual([]);
  const db = await getDb();
  const rows = (await db.execute(sql`select count(*)::int as n from thread_t`)) as unknown as Rows<{ n: number }>;
  expect(rows.rows[0]!.n).toBe(3);
});

describe('several connections on the one session', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slime-thread-'));
  let thread: Awaited<ReturnType<typeof startPgliteThread>>;
  const clients: Client[] = [];
  const connect = async () => {
    const client = new Client(thread.connection);
    client.on('error', () => undefined);
    await client.connect();
    clients.push(client);
    return client;
  };
  beforeAll(async () => {
    thread = await startPgliteThread(path.join(dataDir, 'pglite'), dataDir);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.end().catch(() => undefined)));
    await thread.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('another connection waits for a transaction, which is rolled back when its client goes away', async () => {
    const a = await connect();
    const b = await connect();
    await a.query('create table shared (id int)');
    await a.query('begin');
    await a.query('insert into shared values (1)');
    let answered = false;
    const waiting = b.query('select count(*)::int as n from shared').then((r) => {
      answered = true;
      return r.rows[0].n as number;
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(answered).toBe(false);
    // The client dies inside its transaction.
    (a as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    expect(await waiting).toBe(0);
    await b.query('insert into shared values (2)');
    expect((await b.query('select array_agg(id)::int[] as ids from shared')).rows[0].ids).toEqual([2]);
  });

  test('interleaved extended-protocol queries from several connections each get their own answer', async () => {
    const cs = await Promise.all([connect(), connect(), connect()]);
    await Promise.all(
      cs.map(async (client, c) => {
        for (let k = c * 100; k < c * 100 + 30; k++) {
          const r = await client.query('select $1::int * 2 as v, $2::text as s', [k, `s${k}`]);
          expect(r.rows[0]).toEqual({ v: k * 2, s: `s${k}` });
        }
      }),
    );
  });
});
