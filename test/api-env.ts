import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Each test file gets its own embedded database unless DATABASE_URL points the run at PostgreSQL.
if (!process.env.DATABASE_URL) {
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'slime-test-'));
}
process.env.SEED_DEMO ??= 'false';
