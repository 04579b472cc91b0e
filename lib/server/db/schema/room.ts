// My room: saved looks (lib/server/room).

import 'server-only';
import { index, integer, jsonb, pgTable, serial, uuid, varchar } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, updatedAt } from './base';
import { items } from './items';
import { users } from './users';

/** A furniture piece placed in a look's room, on the ROOM_GRID of lib/validation/room.ts. */
export type LookFurniture = { item_id: number; x: number; y: number };

// A saved look: what the slime wears (one item per equipment slot) and its room. Item ids in the
// jsonb columns are checked when saved; an item deleted later is left out when the look is read.
export const looks = pgTable(
  'looks',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    userId: belongsTo('user_id', () => users.id),
    name: varchar('name', { length: 30 }).notNull(),
    equipment: jsonb('equipment').$type<number[]>().notNull().default([]),
    // Either a wall-and-floor set, or a wall and a floor of their own (either may be missing).
    backdropItemId: integer('backdrop_item_id').references(() => items.id, { onDelete: 'set null' }),
    wallItemId: integer('wall_item_id').references(() => items.id, { onDelete: 'set null' }),
    floorItemId: integer('floor_item_id').references(() => items.id, { onDelete: 'set null' }),
    furniture: jsonb('furniture').$type<LookFurniture[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('looks_user_idx').on(t.userId, t.updatedAt)],
);

export type Look = typeof looks.$inferSelect;
