// Notifications, live updates and web push (lib/server/live, lib/server/push).

import 'server-only';
import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, updatedAt } from './base';
import { sessions, users } from './users';

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    kind: varchar('kind', { length: 32 }).notNull(),
    payload: jsonb('payload').notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    // Set by the one instance that claims the notification for web push (lib/server/push).
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

// Every live event, in order: the instances follow this table (the id is the SSE event id), and a
// reader reconnecting with Last-Event-ID is sent what they missed within the resume window.
// `topic` is who may receive it: `user:<id>`, `post:<id>` or `item:<id>`; `actor_id` the member
// whose action it is (left out for readers who blocked them or were blocked).
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    topic: varchar('topic', { length: 64 }).notNull(),
    kind: varchar('kind', { length: 32 }).notNull(),
    payload: jsonb('payload').notNull().default({}),
    actorId: integer('actor_id'),
    createdAt: createdAt(),
  },
  (t) => [index('live_events_topic_idx').on(t.topic, t.id), index('live_events_created_idx').on(t.createdAt)],
);

// Short-lived, single-use tickets that open a live stream: an EventSource cannot send the token header.
export const liveTickets = pgTable(
  'live_tickets',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    // The session it was issued to: refused once that session is revoked (sign-out) or gone.
    sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('live_tickets_expires_idx').on(t.expiresAt)],
);

// A browser's web-push subscription (VAPID); removed when the push service answers 404 or 410.
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: varchar('p256dh', { length: 200 }).notNull(),
    auth: varchar('auth', { length: 100 }).notNull(),
    userAgent: text('user_agent'),
    failures: integer('failures').notNull().default(0),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

// What a member wants pushed: the notification kinds, and quiet hours (minutes after midnight in
// their time zone; none when either end is null).
export const pushPreferences = pgTable('push_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  kinds: jsonb('kinds').$type<string[]>().notNull().default([]),
  quietStart: integer('quiet_start'),
  quietEnd: integer('quiet_end'),
  timeZone: varchar('time_zone', { length: 64 }).notNull().default('Asia/Seoul'),
  updatedAt: updatedAt(),
});
