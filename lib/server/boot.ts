import 'server-only';
import { sql } from 'drizzle-orm';
import { serverConfig } from '@/lib/server/config';
import { getDb, reportDbSteps, schema, withStartupLock, type Db } from '@/lib/server/db';
import { DataDirLockedError } from '@/lib/server/db/lock';
import { followInvalidations } from '@/lib/server/cache/pages';
import { startJobs } from '@/lib/server/jobs';
import { sealProbabilityLedger } from '@/lib/server/probability/ledger';
import { startPushDispatcher, VapidKeysMissingError } from '@/lib/server/push';
import { assertNoDemoAccounts, DemoAccountsInProductionError } from '@/lib/server/seed/production-guard';

// The server's start-up (instrumentation.ts): the database with its migrations, data-dir lock and
// start-up work, then the jobs, so a second server on the same DATA_DIR stops at once with a clear
// message.

/**
 * Opens and migrates the database, then does the start-up work on it: refuses a production
 * database holding the demo accounts, seals probability versions written before the ledger, and
 * fills an empty database with the demo community (SEED_DEMO). Scripts and tests that want the
 * demo call it instead of getDb().
 */
export async function prepareDatabase(report: (step: string) => void = () => undefined): Promise<Db> {
  await withStartupLock(async (db) => {
    await assertNoDemoAccounts(db);
    // Probability versions written before the ledger existed get their seals (a no-op after).
    const sealed = await sealProbabilityLedger(db);
    if (sealed) report(`sealed ${sealed} probability versions into the ledger`);
    // The demo's passwords are public: a production server never seeds it, whatever SEED_DEMO says.
    if (!serverConfig.seedDemo || serverConfig.appEnv === 'production') return;
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(schema.users);
    if ((row?.n ?? 0) > 0) return;
    report('empty database: adding the demo community (about a minute)');
    // Loaded only when it runs: the seed and its data stay out of a started server's memory.
    const { seedDemo } = await import('@/lib/server/seed/demo');
    await seedDemo(db);
  });
  return getDb();
}

export async function boot(): Promise<void> {
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  try {
    const report = (text: string) => console.log(`[slime] ${text}…`);
    reportDbSteps(report);
    await prepareDatabase(report);
    // Database-backed jobs (withdrawn-account purge, housekeeping): now, then hourly.
    startJobs();
    // Only the production server (scripts/server.mjs) has a page cache to keep fresh.
    followInvalidations();
    // Web push of new notifications (docs/push.md); refuses production without VAPID keys.
    startPushDispatcher();
  } catch (error) {
    if (error instanceof DataDirLockedError || error instanceof DemoAccountsInProductionError || error instanceof VapidKeysMissingError) {
      console.error(`\n[slime] ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
