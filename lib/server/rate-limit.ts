import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb, schema } from '@/lib/server/db';
import { AppError, RateLimited } from '@/lib/server/http/errors';

export type Limit = { key: string; max: number; windowSeconds: number };

function windowOf(limit: Limit, now: Date) {
  const windowMs = limit.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  return { windowStart, secondsLeft: (windowStart.getTime() + windowMs - now.getTime()) / 1000 };
}

// Fixed-window counters in the database, so limits hold across app instances.
export async function consume(limit: Limit, now = new Date()): Promise<void> {
  const { count, secondsLeft } = await hit(limit, now);
  if (count > limit.max) throw RateLimited(secondsLeft);
}

/** Counts one event in the limit's current window without refusing anything; answers the new count. */
export async function hit(limit: Limit, now = new Date()) {
  const { windowStart, secondsLeft } = windowOf(limit, now);
  const db = await getDb();
  const [row] = await db
    .insert(schema.rateLimits)
    .values({ key: limit.key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [schema.rateLimits.key, schema.rateLimits.windowStart],
      set: { count: sql`${schema.rateLimits.count} + 1` },
    })
    .returning({ count: schema.rateLimits.count });
  return { count: row?.count ?? 0, secondsLeft };
}

/** Refuses (429) when the limit's current window is already full, without counting anything. */
export async function assertOpen(limit: Limit, now = new Date()): Promise<void> {
  const { windowStart, secondsLeft } = windowOf(limit, now);
  const db = await getDb();
  const [row] = await db
    .select({ count: schema.rateLimits.count })
    .from(schema.rateLimits)
    .where(and(eq(schema.rateLimits.key, limit.key), eq(schema.rateLimits.windowStart, windowStart)));
  if ((row?.count ?? 0) >= limit.max) throw RateLimited(secondsLeft);
}

export async function consumeAll(limits: Limit[], now = new Date()): Promise<void> {
  for (const limit of limits) await consume(limit, now);
}

/** `consumeAll` whose refusal (429 / 1700, same Retry-After) says `message`, already in the reader's language. */
export async function consumeOrRefuse(limits: Limit[], message: string, now = new Date()): Promise<void> {
  try {
    await consumeAll(limits, now);
  } catch (error) {
    if (error instanceof AppError && error.code === 1700) throw new AppError('RATE_LIMITED', message, undefined, error.headers);
    throw error;
  }
}

// Gives back one unit taken by `consume` in the same window (for limits that count failures only).
export async function release(limit: Limit, now = new Date()): Promise<void> {
  const { windowStart } = windowOf(limit, now);
  const db = await getDb();
  await db
    .update(schema.rateLimits)
    .set({ count: sql`greatest(${schema.rateLimits.count} - 1, 0)` })
    .where(and(eq(schema.rateLimits.key, limit.key), eq(schema.rateLimits.windowStart, windowStart)));
}
