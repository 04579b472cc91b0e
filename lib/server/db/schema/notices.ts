// Notices and banners (lib/server/notices).

import 'server-only';
import { boolean, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { NOTICE_KINDS } from '../../../enums';
import { createdAt, updatedAt } from './base';
import { users } from './users';

export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 16, enum: NOTICE_KINDS }).notNull().default('notice'),
    titleKo: varchar('title_ko', { length: 120 }).notNull(),
    titleZhTw: varchar('title_zh_tw', { length: 120 }).notNull(),
    contentKo: text('content_ko').notNull(),
    contentZhTw: text('content_zh_tw').notNull(),
    isPinned: boolean('is_pinned').notNull().default(false),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('notices_published_idx').on(t.isPinned, t.publishedAt, t.id)],
);

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  titleKo: varchar('title_ko', { length: 80 }).notNull(),
  titleZhTw: varchar('title_zh_tw', { length: 80 }).notNull(),
  image: text('image').notNull(),
  linkUrl: text('link_url'),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export type Notice = typeof notices.$inferSelect;
