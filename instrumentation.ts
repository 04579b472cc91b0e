// Opens the database (migrations, demo seed, data-dir lock) when the server starts, so a
// second server on the same DATA_DIR stops at once with a clear message.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { getDb } = await import('@/lib/server/db');
  const { DataDirLockedError } = await import('@/lib/server/db/lock');
  try {
    await getDb();
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`\n[slime] ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
