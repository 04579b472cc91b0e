import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Each test file gets a database of its own: a temporary PGlite directory, or, when the run
// targets PostgreSQL (TEST_PG_ADMIN_URL), a throwaway database created on that server.
const adminUrl = process.env.TEST_PG_ADMIN_URL;
if (adminUrl) {
  const name = `slime_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  execFileSync('psql', [adminUrl, '-qc', `CREATE DATABASE ${name}`]);
  // Created directly; the test's queries may go through a pooler instead (scripts/test-scale-out.sh).
  const url = new URL(process.env.TEST_PG_POOLER_URL || adminUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
} else {
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'slime-test-'));
}
process.env.SEED_DEMO ??= 'false';
// Requests in API tests carry the client address the way the production server hands it over.
process.env.SLIME_CLIENT_SECRET = 'test-client-secret';
