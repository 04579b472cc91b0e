// Boards, posts, reactions and comments (lib/server/community).

import 'server-only';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { REACTION_KINDS } from '../../../enums';
import { LOCALES } from '../../../constants';
import { belongsTo, createdAt, tsvector, updatedAt } from './base';
import { looks } from './room';
import { users } from './users';

export const categories = pgTable('categories', {
  id: integer('id').primaryKey(),
  parentId: integer('parent_id'),
  key: varchar('key', { length: 48 }).notNull().unique(),
  nameKo: varchar('name_ko', { length: 40 }).notNull(),
  nameZhTw: varchar('name_zh_tw', { length: 40 }).notNull(),
  postType: integer('post_type').notNull().default(1),
  sortOrder: integer('sort_order').notNull().default(0),
  writable: boolean('writable').notNull().default(true),
  adminOnly: boolean('admin_only').notNull().default(false),
});

// Visible (not deleted, not hidden) posts per board, post type and language, kept by triggers on
// posts in the same transaction as every write (migrations 0007, 0009), so a list's count never
// scans the board.
export const postCounts = pgTable(
  'post_counts',
  {
    categoryId: integer('category_id').notNull(),
    postType: integer('post_type').notNull(),
    language: varchar('language', { length: 8, enum: LOCALES }).notNull(),
    visible: integer('visible').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.postType, t.language] })],
);

export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    postType: integer('post_type').notNull().default(1),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    title: varchar('title', { length: 35 }).notNull(),
    content: text('content').notNull(),
    // The language it was written in (lib/validation/post-language.ts), for lists in the reader's language.
    language: varchar('language', { length: 8, enum: LOCALES }).notNull().default('ko'),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    videoUrls: jsonb('video_urls').$type<string[]>().notNull().default([]),
    likeCount: integer('like_count').notNull().default(0),
    recommendCount: integer('recommend_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    rankingScore: integer('ranking_score').notNull().default(0),
    rank: integer('rank'),
    isPinned: boolean('is_pinned').notNull().default(false),
    isHidden: boolean('is_hidden').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    // Unigrams and bigrams of title and content (slime_grams, migration 0003) for keyword search.
    searchGrams: tsvector('search_grams').generatedAlwaysAs(sql`slime_grams(coalesce(title, '') || ' ' || coalesce(content, ''))`),
    // A look from the author's room shown on a show-off post (lib/server/room).
    lookId: integer('look_id').references((): AnyPgColumn => looks.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('posts_search_grams_idx').using('gin', t.searchGrams),
    // Few posts are pinned: without this, looking for them walks the whole board.
    index('posts_pinned_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.isPinned}`),
    index('posts_category_created_idx').on(t.categoryId, t.createdAt, t.id),
    index('posts_created_idx').on(t.createdAt, t.id),
    // The same two walks for a list in one language: a minority language does not filter a board's rows.
    index('posts_category_language_created_idx').on(t.categoryId, t.language, t.createdAt, t.id),
    index('posts_language_created_idx').on(t.language, t.createdAt, t.id),
    index('posts_author_idx').on(t.authorId, t.createdAt),
    // The posts showing a look, whose cached pages change with it.
    index('posts_look_idx')
      .on(t.lookId)
      .where(sql`${t.lookId} is not null`),
  ],
);

// An official post's title and body in another language (lib/server/community/translations.ts):
// readers of that language see it instead of the original, and the post counts as written in
// both languages for the lists' language filter. Only posts of operator-only boards carry one.
export const postTranslations = pgTable(
  'post_translations',
  {
    postId: belongsTo('post_id', () => posts.id),
    language: varchar('language', { length: 8, enum: LOCALES }).notNull(),
    title: varchar('title', { length: 35 }).notNull(),
    content: text('content').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The language filter looks posts up by language: (language, post_id) serves it, and the key.
  (t) => [primaryKey({ columns: [t.language, t.postId] }), index('post_translations_post_idx').on(t.postId)],
);

export const postReactions = pgTable(
  'post_reactions',
  {
    postId: belongsTo('post_id', () => posts.id),
    userId: belongsTo('user_id', () => users.id),
    kind: varchar('kind', { length: 16, enum: REACTION_KINDS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId, t.kind] })],
);

// A like or recommend given (+1) or taken back (-1), written with the reaction instead of a new
// count on the post's row: a post many members like at once would otherwise be one row every
// toggle waits for. The `reaction-fold` job adds them into posts.like_count / recommend_count;
// until then readers add the pending ones (lib/server/community/reaction-counts.ts), so every
// count shown is exact.
export const postReactionDeltas = pgTable(
  'post_reaction_deltas',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    postId: belongsTo('post_id', () => posts.id),
    kind: varchar('kind', { length: 16, enum: REACTION_KINDS }).notNull(),
    delta: smallint('delta').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('post_reaction_deltas_post_idx').on(t.postId, t.kind, t.delta)],
);

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    postId: belongsTo('post_id', () => posts.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    // Top-level comment of the thread (null for a top-level comment itself).
    parentId: integer('parent_id'),
    // The comment or reply this one answers, for replies to replies.
    replyToId: integer('reply_to_id'),
    content: varchar('content', { length: 3500 }).notNull(),
    likeCount: integer('like_count').notNull().default(0),
    isHidden: boolean('is_hidden').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('comments_post_idx').on(t.postId, t.parentId, t.createdAt), index('comments_author_idx').on(t.authorId, t.createdAt)],
);

export type Category = typeof categories.$inferSelect;
export type Post = typeof posts.$inferSelect;
