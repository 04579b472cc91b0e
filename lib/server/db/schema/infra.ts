// Infrastructure: rate limits, uploads, page-cache invalidations and job runs
// (lib/server/rate-limit.ts, lib/server/uploads, lib/server/cache, lib/server/jobs).

import 'server-only';
import { bigint, integer, pgTable, primaryKey, serial, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './base';
import { users } from './users';

export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 200 }).notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

export const uploads = pgTable('uploads', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().defaultRandom().unique(),
  ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
  purpose: varchar('purpose', { length: 24 }).notNull(),
  storageKey: text('storage_key').notNull(),
  mime: varchar('mime', { length: 48 }).notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: bigint('bytes', { mode: 'number' }).notNull(),
  createdAt: createdAt(),
});

// Page-cache invalidations, in the writing transaction: every app instance follows this table
// and drops the pages whose tags it names (lib/server/cache/pages.ts).
export const cacheInvalidations = pgTable('cache_invalidations', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  tags: text('tags').array().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const jobRuns = pgTable('job_runs', {
  name: varchar('name', { length: 64 }).primaryKey(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
});
