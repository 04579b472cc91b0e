import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import { TestEnvironment } from 'jest-environment-node';
import { ENV, createPgDatabase, unpackPgliteTemplate, wantsEmptyDatabase } from './api-databases';

// Each API test file runs with a database of its own: PGlite in a temporary DATA_DIR, or, when the
// run targets PostgreSQL (TEST_PG_ADMIN_URL), a throwaway database created on that server (and a
// temporary DATA_DIR for its uploads). Both are copies of the run's migrated template
// (./api-databases.ts) unless the file is about opening an empty database. The app opens it
// through DATA_DIR or DATABASE_URL, as it would in production.
export default class ApiEnvironment extends TestEnvironment {
  private readonly testPath: string;

  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    this.testPath = context.testPath;
  }

  async setup() {
    await super.setup();
    const env = this.global.process.env;
    const started = performance.now();
    const empty = wantsEmptyDatabase(this.testPath);
    const dataDir = fs.mkdtempSync(path.join(process.env[ENV.runDir] || os.tmpdir(), 'slime-test-'));
    env.DATA_DIR = dataDir;
    const adminUrl = process.env.TEST_PG_ADMIN_URL;
    if (adminUrl) {
      const name = await createPgDatabase(adminUrl, empty ? undefined : process.env[ENV.pgTemplate]);
      // Created directly; the test's queries may go through a pooler instead (scripts/test-scale-out.sh).
      const url = new URL(process.env.TEST_PG_POOLER_URL || adminUrl);
      url.pathname = `/${name}`;
      env.DATABASE_URL = url.toString();
    } else {
      delete env.DATABASE_URL;
      const template = process.env[ENV.pgliteTemplate];
      if (template && !empty) await unpackPgliteTemplate(template, dataDir);
    }
    if (process.env.SLIME_TEST_TIMING) {
      console.log(
        `[api] ${path.relative(process.cwd(), this.testPath)}: database ${empty ? 'empty' : 'copied'} in ${Math.round(performance.now() - started)} ms`,
      );
    }
  }
}
