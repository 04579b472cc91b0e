// The item catalogue (lib/server/items).

import 'server-only';
import { boolean, index, integer, pgTable, serial, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt } from './base';

export const items = pgTable(
  'items',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    nameKo: varchar('name_ko', { length: 60 }).notNull(),
    nameZhTw: varchar('name_zh_tw', { length: 60 }).notNull(),
    descriptionKo: text('description_ko').notNull().default(''),
    descriptionZhTw: text('description_zh_tw').notNull().default(''),
    image: text('image').notNull(),
    itemType: varchar('item_type', { length: 40 }).notNull(),
    itemRating: varchar('item_rating', { length: 4 }).notNull(),
    ratingScore: integer('rating_score').notNull().default(0),
    price: integer('price').notNull().default(0),
    isShowEyes: boolean('is_show_eyes').notNull().default(true),
    spriteImg: text('sprite_img'),
    spriteWidth: integer('sprite_width'),
    spriteHeight: integer('sprite_height'),
    spriteFrame: integer('sprite_frame'),
    createdAt: createdAt(),
  },
  (t) => [index('items_created_idx').on(t.createdAt, t.id), index('items_type_idx').on(t.itemType)],
);

export const equipmentObjects = pgTable('equipment_objects', {
  id: serial('id').primaryKey(),
  itemId: belongsTo('item_id', () => items.id),
  displayOrder: integer('display_order').notNull().default(0),
  image: text('image').notNull(),
});

export type Item = typeof items.$inferSelect;
