import { and, eq, sql } from 'drizzle-orm';
import { getDb, schema } from '@/lib/server/db';
import { RateLimited } from '@/lib/server/http/errors';

export type Limit = { key: string; max: number; windowSeconds: number };

// Fixed-window counters in the database, so limits hold across app instances.
export async function consume(limit: Limit, now = new Date()): Promise<void> {
  const windowMs = limit.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const db = await getDb();
  const [row] = await db
    .insert(schema.rateLimits)
    .values({ key: limit.key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [schema.rateLimits.key, schema.rateLimits.windowStart],
      set: { count: sql`${schema.rateLimits.count} + 1` },
    })
    .returning({ count: schema.rateLimits.count });
  if ((row?.count ?? 0) > limit.max) {
    throw RateLimited((windowStart.getTime() + windowMs - now.getTime()) / 1000);
  }
}

export async function consumeAll(limits: Limit[], now = new Date()): Promise<void> {
  for (const limit of limits) await consume(limit, now);
}

// Gives back one unit taken by `consume` in the same window (for limits that count failures only).
export async function release(limit: Limit, now = new Date()): Promise<void> {
  const windowMs = limit.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const db = await getDb();
  await db
    .update(schema.rateLimits)
    .set({ count: sql`greatest(${schema.rateLimits.count} - 1, 0)` })
    .where(and(eq(schema.rateLimits.key, limit.key), eq(schema.rateLimits.windowStart, windowStart)));
}
