// Probability disclosures (lib/server/probability).

import 'server-only';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { PROBABILITY_KINDS } from '../../../enums';
import { belongsTo, createdAt, updatedAt } from './base';
import { items } from './items';
import { users } from './users';

export const probabilityTables = pgTable('probability_tables', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().defaultRandom().unique(),
  kind: varchar('kind', { length: 32, enum: PROBABILITY_KINDS }).notNull(),
  nameKo: varchar('name_ko', { length: 80 }).notNull(),
  nameZhTw: varchar('name_zh_tw', { length: 80 }).notNull(),
  descriptionKo: text('description_ko').notNull().default(''),
  descriptionZhTw: text('description_zh_tw').notNull().default(''),
  image: text('image'),
  pityRuleKo: text('pity_rule_ko'),
  pityRuleZhTw: text('pity_rule_zh_tw'),
  // The guarantee the calculator counts: an item of `pity_grade` or better on the `pity_after`-th
  // try without one (both or neither). The price of one try in gems, when the table has one.
  pityAfter: integer('pity_after'),
  pityGrade: varchar('pity_grade', { length: 4 }),
  priceGems: integer('price_gems'),
  // The ledger version the entries below are: later versions wait for their effective date.
  appliedVersion: integer('applied_version').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// Rates are integers in millionths (1 = 0.0001 %), so a table adds up to exactly 1,000,000.
export const probabilityEntries = pgTable(
  'probability_entries',
  {
    id: serial('id').primaryKey(),
    tableId: belongsTo('table_id', () => probabilityTables.id),
    itemId: integer('item_id').references(() => items.id, { onDelete: 'set null' }),
    labelKo: varchar('label_ko', { length: 80 }).notNull(),
    labelZhTw: varchar('label_zh_tw', { length: 80 }).notNull(),
    grade: varchar('grade', { length: 4 }).notNull(),
    quantity: integer('quantity').notNull().default(1),
    rateMicros: integer('rate_micros').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('probability_entries_table_idx').on(t.tableId, t.sortOrder)],
);

export const probabilityChanges = pgTable(
  'probability_changes',
  {
    id: serial('id').primaryKey(),
    tableId: belongsTo('table_id', () => probabilityTables.id),
    noteKo: text('note_ko').notNull(),
    noteZhTw: text('note_zh_tw').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    // The public ledger (lib/probability/ledger.ts): versions 1, 2, … of a table, each sealed with the
    // SHA-256 of its canonical form, which takes in the previous version's hash. Sealed rows cannot
    // change or go (a trigger, migration 0013); rows written before the ledger are sealed at start-up.
    version: integer('version').notNull(),
    announcedAt: timestamp('announced_at', { withTimezone: true }).notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    prevHash: varchar('prev_hash', { length: 64 }),
    hash: varchar('hash', { length: 64 }),
  },
  (t) => [uniqueIndex('probability_changes_version_idx').on(t.tableId, t.version)],
);
