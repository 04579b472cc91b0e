import 'server-only';
// Opens the database (migrations, demo seed, data-dir lock) when the server starts, so a
// second server on the same DATA_DIR stops at once with a clear message.
import { getDb, reportDbSteps } from '@/lib/server/db';
import { DataDirLockedError } from '@/lib/server/db/lock';
import { DemoAccountsInProductionError } from '@/lib/server/db/production-guard';
import { followInvalidations } from '@/lib/server/cache/pages';
import { startJobs } from '@/lib/server/jobs';
import { startPushDispatcher, VapidKeysMissingError } from '@/lib/server/push';

if (process.env.NEXT_PHASE !== 'phase-production-build') {
  try {
    reportDbSteps((text) => console.log(`[slime] ${text}…`));
    await getDb();
    // Database-backed jobs (withdrawn-account purge, housekeeping): now, then hourly.
    startJobs();
    // Only the production server (scripts/server.mjs) has a page cache to keep fresh.
    followInvalidations();
    // Web push of new notifications (README "Web push"); refuses production without VAPID keys.
    startPushDispatcher();
  } catch (error) {
    if (error instanceof DataDirLockedError || error instanceof DemoAccountsInProductionError || error instanceof VapidKeysMissingError) {
      console.error(`\n[slime] ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
