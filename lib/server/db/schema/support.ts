// Guide book and support inquiries (lib/server/guides, lib/server/support).

import 'server-only';
import { boolean, index, integer, jsonb, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { INQUIRY_CATEGORIES, INQUIRY_STATUSES, INQUIRY_RESOLUTIONS, REPLY_AUTHOR_TYPES } from '../../../enums';
import { belongsTo, createdAt, updatedAt } from './base';
import { users } from './users';

export const guides = pgTable('guides', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 80 }).notNull().unique(),
  category: varchar('category', { length: 32 }).notNull(),
  titleKo: varchar('title_ko', { length: 120 }).notNull(),
  titleZhTw: varchar('title_zh_tw', { length: 120 }).notNull(),
  // Null content means the guide has no content source yet (the spec's "guide page ID is empty").
  contentKo: text('content_ko'),
  contentZhTw: text('content_zh_tw'),
  sortOrder: integer('sort_order').notNull().default(0),
  published: boolean('published').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const inquiries = pgTable(
  'inquiries',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    category: varchar('category', { length: 16, enum: INQUIRY_CATEGORIES }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    content: text('content').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    status: varchar('status', { length: 16, enum: INQUIRY_STATUSES }).notNull().default('waiting'),
    resolution: varchar('resolution', { length: 16, enum: INQUIRY_RESOLUTIONS }),
    followUpOfId: integer('follow_up_of_id'),
    locale: varchar('locale', { length: 8 }).notNull().default('ko'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('inquiries_user_idx').on(t.userId, t.createdAt), index('inquiries_status_idx').on(t.status)],
);

export const inquiryReplies = pgTable(
  'inquiry_replies',
  {
    id: serial('id').primaryKey(),
    inquiryId: belongsTo('inquiry_id', () => inquiries.id),
    authorType: varchar('author_type', { length: 8, enum: REPLY_AUTHOR_TYPES }).notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    guideIds: jsonb('guide_ids').$type<number[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('inquiry_replies_inquiry_idx').on(t.inquiryId, t.createdAt)],
);
