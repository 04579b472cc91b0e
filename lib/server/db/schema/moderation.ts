// Reports, sanctions and appeals, 임시조치 takedowns, the word filter and the audit log
// (lib/server/moderation, lib/server/audit).

import 'server-only';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import {
  REPORT_TARGET_TYPES,
  REPORT_STATUSES,
  SANCTION_KINDS,
  SANCTION_TARGET_TYPES,
  SANCTION_RULES,
  SANCTION_STATUSES,
  APPEAL_STATUSES,
  TAKEDOWN_REASONS,
  TAKEDOWN_STATUSES,
  TAKEDOWN_QUEUE_REASONS,
  WORD_FILTER_KINDS,
  WORD_FILTER_ACTIONS,
} from '../../../enums';
import { belongsTo, createdAt, updatedAt } from './base';
import { posts } from './community';
import { users } from './users';

export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    reporterId: belongsTo('reporter_id', () => users.id),
    targetType: varchar('target_type', { length: 16, enum: REPORT_TARGET_TYPES }).notNull(),
    targetId: integer('target_id').notNull(),
    reason: varchar('reason', { length: 32 }).notNull(),
    reasonType: integer('reason_type').notNull().default(0),
    content: varchar('content', { length: 500 }).notNull(),
    submitItem: jsonb('submit_item'),
    contextId: varchar('context_id', { length: 64 }),
    status: varchar('status', { length: 16, enum: REPORT_STATUSES }).notNull().default('open'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reports_once_uq').on(t.reporterId, t.targetType, t.targetId),
    index('reports_target_idx').on(t.targetType, t.targetId),
  ],
);

// What an operator did to a member's post, comment or account (hide, delete, suspend), with the
// rule it enforces and the public note the member and the public moderation log see. The private
// reason stays in audit_logs. admin_id is null for the automatic suspension by strikes.
export const sanctions = pgTable(
  'sanctions',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    kind: varchar('kind', { length: 16, enum: SANCTION_KINDS }).notNull(),
    targetType: varchar('target_type', { length: 16, enum: SANCTION_TARGET_TYPES }).notNull(),
    targetId: integer('target_id').notNull(),
    categoryId: integer('category_id'),
    rule: varchar('rule', { length: 32, enum: SANCTION_RULES }).notNull(),
    publicNote: varchar('public_note', { length: 500 }).notNull().default(''),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    strike: boolean('strike').notNull().default(false),
    suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    status: varchar('status', { length: 16, enum: SANCTION_STATUSES }).notNull().default('active'),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    reversedBy: integer('reversed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('sanctions_user_idx').on(t.userId, t.createdAt), index('sanctions_created_idx').on(t.createdAt)],
);

// A member's one appeal against one sanction, decided by an administrator other than the one
// who sanctioned.
export const appeals = pgTable(
  'appeals',
  {
    id: serial('id').primaryKey(),
    sanctionId: integer('sanction_id')
      .notNull()
      .unique()
      .references(() => sanctions.id, { onDelete: 'cascade' }),
    userId: belongsTo('user_id', () => users.id),
    text: varchar('text', { length: 1000 }).notNull(),
    status: varchar('status', { length: 16, enum: APPEAL_STATUSES }).notNull().default('pending'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decisionNote: varchar('decision_note', { length: 500 }).notNull().default(''),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('appeals_status_idx').on(t.status, t.createdAt)],
);

export const takedownRequests = pgTable(
  'takedown_requests',
  {
    id: serial('id').primaryKey(),
    postId: belongsTo('post_id', () => posts.id),
    requesterId: belongsTo('requester_id', () => users.id),
    authorId: belongsTo('author_id', () => users.id),
    reason: varchar('reason', { length: 16, enum: TAKEDOWN_REASONS }).notNull(),
    statement: text('statement').notNull(),
    status: varchar('status', { length: 16, enum: TAKEDOWN_STATUSES }).notNull().default('blinded'),
    // Why a `pending` request waits for an operator instead of blinding the post (null: blinded at once).
    queueReason: varchar('queue_reason', { length: 16, enum: TAKEDOWN_QUEUE_REASONS }),
    createdAt: createdAt(),
    // Null while pending (and when dismissed): the 임시조치 period starts when the post is blinded.
    // The default matches the status's: a row written with defaults is a blinded one.
    blindedAt: timestamp('blinded_at', { withTimezone: true }).defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    // An operator saw it (approved it, or reviewed a member's immediate blind): only then may the
    // period's end delete the post.
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    objection: text('objection'),
    objectedAt: timestamp('objected_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
  },
  (t) => [
    // One open request per post: a second one waits for the first to close.
    uniqueIndex('takedown_open_uq')
      .on(t.postId)
      .where(sql`${t.status} in ('blinded', 'objected')`),
    index('takedown_status_idx').on(t.status, t.expiresAt),
    // One request per post per requester, ever (checked with the post's row locked).
    index('takedown_requester_idx').on(t.requesterId, t.postId),
  ],
);

// The word filter's entries (lib/server/moderation/word-filter.ts). `normalised` is what the entry
// is matched as (a word's folded letters, or a regular expression as written): one entry per form.
export const wordFilters = pgTable(
  'word_filters',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 8, enum: WORD_FILTER_KINDS }).notNull(),
    pattern: varchar('pattern', { length: 200 }).notNull(),
    normalised: varchar('normalised', { length: 1000 }).notNull(),
    action: varchar('action', { length: 8, enum: WORD_FILTER_ACTIONS }).notNull(),
    note: varchar('note', { length: 300 }).notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('word_filters_normalised_idx').on(t.kind, t.normalised)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 64 }).notNull(),
    targetType: varchar('target_type', { length: 32 }).notNull(),
    targetId: varchar('target_id', { length: 64 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
    // The hash chain (migration 0015, lib/server/audit/chain.ts): a trigger seals each row as
    // its transaction commits, with the next `seq` and the SHA-256 of its content and the previous
    // row's hash; sealed rows cannot change or go.
    seq: bigint('seq', { mode: 'number' }),
    prevHash: varchar('prev_hash', { length: 64 }),
    hash: varchar('hash', { length: 64 }),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), uniqueIndex('audit_log_seq_uq').on(t.seq)],
);

// Each run of the audit chain check (the `audit-chain` job, or an administrator's "verify now").
export const auditChainChecks = pgTable('audit_chain_checks', {
  id: serial('id').primaryKey(),
  holds: boolean('holds').notNull(),
  rows: integer('rows').notNull(),
  faultSeq: bigint('fault_seq', { mode: 'number' }),
  fault: varchar('fault', { length: 16 }),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
});
