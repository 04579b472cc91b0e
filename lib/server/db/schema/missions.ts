// Badges, missions and the daily check-in (lib/server/missions).

import 'server-only';
import { boolean, date, index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { MISSION_KINDS, MISSION_PERIODS } from '../../../enums';
import { belongsTo, createdAt, updatedAt } from './base';
import { users } from './users';

export const badges = pgTable('badges', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 48 }).notNull().unique(),
  titleKo: varchar('title_ko', { length: 40 }).notNull(),
  titleZhTw: varchar('title_zh_tw', { length: 40 }).notNull(),
  descriptionKo: text('description_ko').notNull().default(''),
  descriptionZhTw: text('description_zh_tw').notNull().default(''),
  hexCode: varchar('hex_code', { length: 7 }).notNull(),
  createdAt: createdAt(),
});

export const userBadges = pgTable(
  'user_badges',
  {
    userId: belongsTo('user_id', () => users.id),
    badgeId: belongsTo('badge_id', () => badges.id),
    grantedBy: integer('granted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.badgeId] })],
);

// A mission operators edit in /admin: counted from members' real actions (mission_events) in the
// member's own day or week, rewarded once per period (mission_claims).
export const missions = pgTable(
  'missions',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 48 }).notNull().unique(),
    kind: varchar('kind', { length: 32, enum: MISSION_KINDS }).notNull(),
    period: varchar('period', { length: 16, enum: MISSION_PERIODS }).notNull(),
    target: integer('target').notNull(),
    rewardBalls: integer('reward_balls').notNull().default(0),
    rewardBadgeId: integer('reward_badge_id').references(() => badges.id, { onDelete: 'set null' }),
    titleKo: varchar('title_ko', { length: 60 }).notNull(),
    titleZh: varchar('title_zh', { length: 60 }).notNull(),
    descriptionKo: text('description_ko').notNull().default(''),
    descriptionZh: text('description_zh').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('missions_kind_idx').on(t.kind, t.isActive)],
);

// One counted action: the key makes a repeated or parallel action count once per period.
export const missionEvents = pgTable(
  'mission_events',
  {
    userId: belongsTo('user_id', () => users.id),
    missionId: belongsTo('mission_id', () => missions.id),
    periodKey: varchar('period_key', { length: 16 }).notNull(),
    actionKey: varchar('action_key', { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.missionId, t.periodKey, t.actionKey] })],
);

// The reward of one completed mission period, granted once.
export const missionClaims = pgTable(
  'mission_claims',
  {
    userId: belongsTo('user_id', () => users.id),
    missionId: belongsTo('mission_id', () => missions.id),
    periodKey: varchar('period_key', { length: 16 }).notNull(),
    balls: integer('balls').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.missionId, t.periodKey] })],
);

// One check-in per member and day (the member's own calendar day), with the streak it made.
export const checkIns = pgTable(
  'check_ins',
  {
    userId: belongsTo('user_id', () => users.id),
    day: date('day', { mode: 'string' }).notNull(),
    streak: integer('streak').notNull(),
    balls: integer('balls').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

export type Mission = typeof missions.$inferSelect;
