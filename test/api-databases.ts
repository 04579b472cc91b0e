import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';

// The databases of the API tests (jest.config.mjs, project "api"). Migrating an empty database is
// most of a test file's setup (PGlite's initdb and the migrations take several seconds), so the
// run migrates one template once (./api-global-setup.ts) and every test file gets a copy of it
// (./api-environment.ts): on PostgreSQL `CREATE DATABASE … TEMPLATE`, on PGlite the template's
// data directory (dumpDataDir's tarball) unpacked into the file's own DATA_DIR. Each file still has
// a database of its own; the app opens it as it opens any database (its migrations find nothing to do).

const MIGRATIONS = path.join(process.cwd(), 'lib/server/db/migrations');

/** Set by the global setup, read by the test environment (workers inherit the environment). */
export const ENV = {
  runDir: 'SLIME_TEST_RUN_DIR',
  pgliteTemplate: 'SLIME_TEST_PGLITE_TEMPLATE',
  pgTemplate: 'SLIME_TEST_PG_TEMPLATE',
} as const;

/**
 * Test files whose subject is opening an empty database (migrations, the demo seed): they get one
 * that is empty, as before, and the app migrates it from scratch.
 */
const FROM_SCRATCH = [/lib\/server\/seed\/demo\.test\.ts$/, /lib\/server\/db\/pglite-thread\.test\.ts$/];

export const wantsEmptyDatabase = (testPath: string) => FROM_SCRATCH.some((pattern) => pattern.test(testPath.split(path.sep).join('/')));

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function withAdmin<T>(adminUrl: string, fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

// ---------------------------------------------------------------- PostgreSQL

/** Creates and migrates this run's template database; returns its name. */
export async function createPgTemplate(adminUrl: string): Promise<string> {
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // slime_test_…: scripts/test-postgres.sh drops what a killed run leaves behind.
  const name = `slime_test_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${quoteIdent(name)}`));
  // Directly, never through a pooler: CREATE DATABASE … TEMPLATE needs nobody connected to it.
  const client = new Client({ connectionString: withDatabase(adminUrl, name) });
  await client.connect();
  try {
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
  } finally {
    await client.end();
  }
  return name;
}

export async function dropPgTemplate(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`));
}

/** A test file's own database on the server: a copy of the template, or empty. Returns its name. */
export async function createPgDatabase(adminUrl: string, template: string | undefined): Promise<string> {
  const name = `slime_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const from = template ? ` TEMPLATE ${quoteIdent(template)}` : '';
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${quoteIdent(name)}${from}`));
  return name;
}

// ---------------------------------------------------------------- PGlite

function templateKey(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(path.relative(MIGRATIONS, file)).update('\0').update(fs.readFileSync(file)).update('\0');
    }
  };
  walk(MIGRATIONS);
  for (const pkg of ['@electric-sql/pglite', 'drizzle-orm']) {
    hash.update(JSON.parse(fs.readFileSync(path.join(process.cwd(), 'node_modules', pkg, 'package.json'), 'utf8')).version);
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The migrated PGlite data directory as a tarball (PGlite's dumpDataDir). Kept in the temporary
 * directory under a key of the migrations and the PGlite and Drizzle versions, so that later runs
 * (a single test file, say) skip the migration too; any change to those makes a new one.
 */
export async function pgliteTemplate(): Promise<string> {
  const file = path.join(os.tmpdir(), `slime-test-template-${templateKey()}.tar`);
  if (fs.existsSync(file)) return file;
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const pg = new PGlite();
  try {
    await migrate(drizzle(pg), { migrationsFolder: MIGRATIONS });
    // Everything on "disk" before the dump, so that opening a copy replays next to nothing.
    await pg.exec('CHECKPOINT');
    const tarball = await pg.dumpDataDir('none');
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
    fs.renameSync(partial, file);
  } finally {
    await pg.close();
  }
  return file;
}

/** Unpacks the template into `<dataDir>/pglite`, where the app opens its embedded database. */
export async function unpackPgliteTemplate(template: string, dataDir: string): Promise<void> {
  const target = path.join(dataDir, 'pglite');
  fs.mkdirSync(target, { recursive: true });
  // The tarball's paths start with '/': tar makes them relative to -C (and says so on stderr).
  await promisify(execFile)('tar', ['-xf', template, '-C', target]);
}
