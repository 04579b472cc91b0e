import { eq } from 'drizzle-orm';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { runJob } from './runner';

const HOUR = 3_600_000;

afterAll(() => closeDb());

it('runs a job once when two instances start it at the same moment', async () => {
  let runs = 0;
  const job = async () => {
    runs += 1;
    await new Promise((resolve) => setTimeout(resolve, 50));
  };
  const results = await Promise.all([runJob('twice', HOUR, job), runJob('twice', HOUR, job)]);
  expect(results.sort()).toEqual([false, true]);
  expect(runs).toBe(1);
  // Not due again within the interval.
  expect(await runJob('twice', HOUR, job)).toBe(false);

  const db = await getDb();
  await db
    .update(schema.jobRuns)
    .set({ lastRunAt: new Date(Date.now() - HOUR - 1000) })
    .where(eq(schema.jobRuns.name, 'twice'));
  expect(await runJob('twice', HOUR, job)).toBe(true);
  expect(runs).toBe(2);
});

it('leaves a job to the instance holding its lease, and takes over an expired lease', async () => {
  const db = await getDb();
  await db.insert(schema.jobRuns).values({ name: 'leased', lockedUntil: new Date(Date.now() + 60_000) });
  let runs = 0;
  expect(await runJob('leased', HOUR, async () => void runs++)).toBe(false);
  await db
    .update(schema.jobRuns)
    .set({ lockedUntil: new Date(Date.now() - 1000) })
    .where(eq(schema.jobRuns.name, 'leased'));
  expect(await runJob('leased', HOUR, async () => void runs++)).toBe(true);
  expect(runs).toBe(1);
});

it('releases the lease of a failed run, so the next tick retries it', async () => {
  await expect(runJob('flaky', HOUR, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  expect(await runJob('flaky', HOUR, async () => undefined)).toBe(true);
});
