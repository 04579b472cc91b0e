import 'server-only';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { serverConfig } from '@/lib/server/config';
import * as schema from './schema';
import { acquireDataDirLock } from './lock';
import { pgliteThreadWanted, startPgliteThread, type PgliteThread } from './pglite-thread';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

type Handle = { db: Db; close: () => Promise<void> };

const MIGRATIONS = path.join(/*turbopackIgnore: true*/ process.cwd(), 'lib/server/db/migrations');
// Arbitrary constant: serialises migrations and start-up work (withStartupLock) across app instances on PostgreSQL.
const MIGRATION_LOCK_KEY = 727_001;

const globalForDb = globalThis as unknown as { slimeDb?: Promise<Handle>; slimeDbSteps?: (step: string) => void };

/** Reports each start-up step (the server prints them; tests stay quiet). */
export function reportDbSteps(report: (step: string) => void) {
  globalForDb.slimeDbSteps = report;
}
const step = (text: string) => globalForDb.slimeDbSteps?.(text);

async function openPglite(): Promise<Handle> {
  if (pgliteThreadWanted()) return openPgliteThread();
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dir = serverConfig.dataDir;
  const release = await acquireDataDirLock(dir);
  let client: InstanceType<typeof PGlite> | undefined;
  try {
    step(`opening the embedded database in ${path.resolve(dir)}`);
    client = new PGlite(path.join(dir, 'pglite'));
    await client.waitReady;
    const db = drizzle(client, { schema });
    step('applying any new migrations');
    await migrate(db, { migrationsFolder: MIGRATIONS });
    return {
      db: db as unknown as Db,
      close: async () => {
        await client?.close();
        await release();
      },
    };
  } catch (error) {
    await client?.close().catch(() => undefined);
    await release();
    throw error;
  }
}

const PGLITE_POOL_SIZE = 4;

// PGlite in a worker thread of its own (./pglite-thread.ts), so that a slow query does not stop the
// request thread; the server reaches it through node-postgres, as it would a PostgreSQL server.
async function openPgliteThread(): Promise<Handle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const dir = serverConfig.dataDir;
  const release = await acquireDataDirLock(dir);
  let thread: PgliteThread | undefined;
  let pool: InstanceType<typeof Pool> | undefined;
  try {
    step(`opening the embedded database in ${path.resolve(dir)} (in a thread of its own)`);
    thread = await startPgliteThread(path.join(dir, 'pglite'), dir);
    // PGlite is one session running one statement at a time (the thread serves the connections
    // in turn, and a transaction alone until it ends); a few connections let it start the next
    // statement while this thread is still reading the last answer. Kept open (no idle timeout)
    // without keeping a script alive.
    const max = Math.max(1, Number(process.env.DATABASE_POOL_SIZE) || PGLITE_POOL_SIZE);
    pool = new Pool({ ...thread.connection, max, idleTimeoutMillis: 0, allowExitOnIdle: true });
    pool.on('error', (error) => console.error('[slime] embedded database connection:', error.message));
    const db = drizzle(pool, { schema });
    step('applying any new migrations');
    await migrate(db, { migrationsFolder: MIGRATIONS });
    const [opened, openedPool] = [thread, pool];
    return {
      db: db as unknown as Db,
      close: async () => {
        try {
          await openedPool.end();
          await opened.close();
        } finally {
          await release();
        }
      },
    };
  } catch (error) {
    await pool?.end().catch(() => undefined);
    await thread?.close().catch(() => undefined);
    await release();
    throw error;
  }
}

// A transaction on a connection of its own holds the lock while the task runs on the pool. Not a
// session-level lock: behind PgBouncer's transaction pooling it would stay on whichever server
// connection took it and the unlock could land on another, whereas an open transaction keeps its
// server connection. If the instance dies, the lock goes too.
async function holdingMigrationLock<T>(url: string, task: () => Promise<T>): Promise<T> {
  const { Client } = await import('pg');
  const lockClient = new Client({ connectionString: url });
  // A dropped connection then fails the commit below instead of crashing the process.
  lockClient.on('error', () => undefined);
  await lockClient.connect();
  try {
    await lockClient.query('begin');
    await lockClient.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    const result = await task();
    await lockClient.query('commit');
    return result;
  } finally {
    await lockClient.end().catch(() => undefined);
  }
}

async function openPostgres(url: string): Promise<Handle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // Sized for the machine: a query needs a core on the database's side too, so more connections
  // than about two per core only queue there instead of here.
  const pool = new Pool({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_SIZE || Math.max(4, os.availableParallelism() * 2 + 1)),
  });
  const db = drizzle(pool, { schema });
  try {
    step('connecting to PostgreSQL (DATABASE_URL)');
    await holdingMigrationLock(url, async () => {
      step('applying any new migrations');
      await migrate(db, { migrationsFolder: MIGRATIONS });
    });
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  return { db: db as unknown as Db, close: () => pool.end() };
}

function open(): Promise<Handle> {
  if (process.env.NEXT_PHASE === 'phase-production-build') {
    throw new Error('The database must not be opened during `next build`; keep data-reading pages dynamic.');
  }
  const url = serverConfig.databaseUrl;
  return url ? openPostgres(url) : openPglite();
}

export async function getDb(): Promise<Db> {
  globalForDb.slimeDb ??= open().catch((error) => {
    globalForDb.slimeDb = undefined;
    throw error;
  });
  return (await globalForDb.slimeDb).db;
}

/**
 * Runs start-up work that two app instances must not run at once (lib/server/boot.ts: the demo
 * seed) on the open database: on PostgreSQL under the lock the migrations take; an embedded
 * database is this process's alone (its data-directory lock).
 */
export async function withStartupLock<T>(task: (db: Db) => Promise<T>): Promise<T> {
  const db = await getDb();
  const url = serverConfig.databaseUrl;
  return url ? holdingMigrationLock(url, () => task(db)) : task(db);
}

export async function closeDb(): Promise<void> {
  const handle = globalForDb.slimeDb;
  globalForDb.slimeDb = undefined;
  if (handle) await (await handle).close();
}

export function uploadsDir(): string {
  const dir = path.join(serverConfig.dataDir, 'uploads');
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

export { schema };
