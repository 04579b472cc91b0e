import fs from 'node:fs';
import { ENV, dropPgTemplate } from './api-databases';

// After the API project's run: the files' embedded databases go, and so does the PostgreSQL
// template (the files' own PostgreSQL databases stay until scripts/test-postgres.sh drops them).
export default async function apiGlobalTeardown() {
  const started = Date.now();
  const runDir = process.env[ENV.runDir];
  if (runDir) fs.rmSync(runDir, { recursive: true, force: true });
  const adminUrl = process.env.TEST_PG_ADMIN_URL;
  const template = process.env[ENV.pgTemplate];
  if (adminUrl && template) await dropPgTemplate(adminUrl, template);
  if (process.env.SLIME_TEST_TIMING) console.log(`[api] test databases removed in ${Date.now() - started} ms`);
}
