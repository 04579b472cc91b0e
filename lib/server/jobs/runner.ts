import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, schema } from '@/lib/server/db';

const DEFAULT_LEASE_MS = 10 * 60_000;

// Runs `fn` when the job is due (never run, or last run `intervalMs` ago) and no other
// instance holds its lease. The claim is one conditional UPDATE, so of many app instances
// (or overlapping calls) exactly one runs it. Answers whether this call ran it.
export async function runJob(
  name: string,
  intervalMs: number,
  fn: () => Promise<unknown>,
  { leaseMs = DEFAULT_LEASE_MS } = {},
): Promise<boolean> {
  const db = await getDb();
  const jobs = schema.jobRuns;
  await db.insert(jobs).values({ name }).onConflictDoNothing();
  const claimed = await db
    .update(jobs)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
    .where(
      sql`${jobs.name} = ${name}
        and (${jobs.lockedUntil} is null or ${jobs.lockedUntil} < now())
        and (${jobs.lastRunAt} is null or ${jobs.lastRunAt} <= now() - make_interval(secs => ${intervalMs / 1000}))`,
    )
    .returning({ name: jobs.name });
  if (!claimed.length) return false;
  try {
    await fn();
    await db
      .update(jobs)
      .set({ lastRunAt: sql`now()`, lockedUntil: null })
      .where(sql`${jobs.name} = ${name}`);
  } catch (error) {
    // Not marked as run: the next tick tries again.
    await db
      .update(jobs)
      .set({ lockedUntil: null })
      .where(sql`${jobs.name} = ${name}`);
    throw error;
  }
  return true;
}
