import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ENV, createPgTemplate, pgliteTemplate } from './api-databases';

// Once per run of the API project, before any test file: the template every test file's database
// is copied from (./api-databases.ts), and a directory for the files' embedded databases that the
// global teardown removes. Workers start after this and inherit these variables.
export default async function apiGlobalSetup() {
  const started = Date.now();
  process.env[ENV.runDir] = fs.mkdtempSync(path.join(os.tmpdir(), 'slime-test-run-'));
  const adminUrl = process.env.TEST_PG_ADMIN_URL;
  if (adminUrl) {
    process.env[ENV.pgTemplate] = await createPgTemplate(adminUrl);
  } else {
    process.env[ENV.pgliteTemplate] = await pgliteTemplate();
  }
  if (process.env.SLIME_TEST_TIMING) console.log(`\n[api] template database ready in ${Date.now() - started} ms`);
}
