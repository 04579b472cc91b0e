import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { serverConfig } from '@/lib/server/config';
import * as schema from './schema';
import { acquireDataDirLock } from './lock';
import { assertNoDemoAccounts } from './production-guard';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

type Handle = { db: Db; close: () => Promise<void> };

const MIGRATIONS = path.join(/*turbopackIgnore: true*/ process.cwd(), 'lib/server/db/migrations');
// Arbitrary constant: serialises migrations and seeding across app instances on PostgreSQL.
const MIGRATION_LOCK_KEY = 727_001;

const globalForDb = globalThis as unknown as { slimeDb?: Promise<Handle> };

async function openPglite(): Promise<Handle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dir = serverConfig.dataDir;
  const release = await acquireDataDirLock(dir);
  let client: InstanceType<typeof PGlite> | undefined;
  try {
    client = new PGlite(path.join(dir, 'pglite'));
    await client.waitReady;
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS });
    await maybeSeed(db as unknown as Db);
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

async function openPostgres(url: string): Promise<Handle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // Sized for the machine: a query needs a core on the database's side too, so more connections
  // than about two per core only queue there instead of here.
  const pool = new Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE || Math.max(4, os.availableParallelism() * 2 + 1)) });
  const db = drizzle(pool, { schema });
  try {
    const lockClient = await pool.connect();
    try {
      await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migrate(db, { migrationsFolder: MIGRATIONS });
      await maybeSeed(db as unknown as Db);
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      lockClient.release();
    }
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  return { db: db as unknown as Db, close: () => pool.end() };
}

async function maybeSeed(db: Db) {
  await assertNoDemoAccounts(db);
  // The demo's passwords are public: a production server never seeds it, whatever SEED_DEMO says.
  if (!serverConfig.seedDemo || serverConfig.appEnv === 'production') return;
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(schema.users);
  if ((row?.n ?? 0) > 0) return;
  const { seedDemo } = await import('./seed');
  await seedDemo(db);
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
