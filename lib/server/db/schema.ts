import 'server-only';
import { relations, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  customType,
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  INQUIRY_CATEGORIES,
  INQUIRY_RESOLUTIONS,
  INQUIRY_STATUSES,
  MISSION_KINDS,
  MISSION_PERIODS,
  NOTICE_KINDS,
  PROBABILITY_KINDS,
  REACTION_KINDS,
  REPLY_AUTHOR_TYPES,
  REPORT_STATUSES,
  REPORT_TARGET_TYPES,
  APPEAL_STATUSES,
  SANCTION_KINDS,
  SANCTION_RULES,
  SANCTION_STATUSES,
  SANCTION_TARGET_TYPES,
  TRADE_TYPES,
  TRADE_ACTIONS,
  TRADE_REVIEW_RATINGS,
  TRADE_SIDES,
  TRADE_SOURCES,
  TRADE_STATUSES,
  PRICE_ALERT_SIDES,
  USER_ROLES,
  USER_STATUSES,
  VERIFICATION_CHANNELS,
  VERIFICATION_PURPOSES,
  TAKEDOWN_QUEUE_REASONS,
  TAKEDOWN_REASONS,
  TAKEDOWN_STATUSES,
  WISH_TYPES,
  WORD_FILTER_ACTIONS,
  WORD_FILTER_KINDS,
} from '../../enums';
import { LOCALES } from '../../constants';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// ── People ────────────────────────────────────────────────────────────────

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    email: varchar('email', { length: 254 }),
    phone: varchar('phone', { length: 32 }),
    passwordHash: text('password_hash'),
    nickname: varchar('nickname', { length: 10 }),
    statusMessage: varchar('status_message', { length: 100 }).notNull().default(''),
    profileImage: text('profile_image'),
    role: varchar('role', { length: 16, enum: USER_ROLES }).notNull().default('member'),
    status: varchar('status', { length: 16, enum: USER_STATUSES }).notNull().default('active'),
    suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    representBadgeId: integer('represent_badge_id'),
    referralBall: integer('referral_ball').notNull().default(0),
    appleSub: varchar('apple_sub', { length: 255 }),
    kakaoId: varchar('kakao_id', { length: 64 }),
    locale: varchar('locale', { length: 8 }).notNull().default('ko'),
    // The last nickname change: trading is frozen for a while after it (lib/server/trades/guards.ts).
    nicknameChangedAt: timestamp('nickname_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_uq').on(t.phone),
    uniqueIndex('users_nickname_uq').on(sql`lower(${t.nickname})`),
    uniqueIndex('users_apple_uq').on(t.appleSub),
    uniqueIndex('users_kakao_uq').on(t.kakaoId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    deviceId: varchar('device_id', { length: 128 }).notNull().default('web'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

// Identifiers of withdrawn accounts, kept (hashed) for the 30-day re-registration block
// after the account's personal data is gone.
export const withdrawnIdentifiers = pgTable('withdrawn_identifiers', {
  identifierHash: varchar('identifier_hash', { length: 64 }).primaryKey(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
});

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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    badgeId: integer('badge_id')
      .notNull()
      .references(() => badges.id, { onDelete: 'cascade' }),
    grantedBy: integer('granted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.badgeId] })],
);

export const friendships = pgTable(
  'friendships',
  {
    id: serial('id').primaryKey(),
    requesterId: integer('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addresseeId: integer('addressee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16, enum: ['pending', 'accepted'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('friendships_pair_uq').on(
      sql`least(${t.requesterId}, ${t.addresseeId})`,
      sql`greatest(${t.requesterId}, ${t.addresseeId})`,
    ),
    index('friendships_addressee_idx').on(t.addresseeId),
  ],
);

export const blocks = pgTable(
  'blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('blocks_blocked_idx').on(t.blockedId)],
);

export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 32 }).notNull(),
    payload: jsonb('payload').notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    // Set by the one instance that claims the notification for web push (lib/server/push).
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

// ── Community ─────────────────────────────────────────────────────────────

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

export const postReactions = pgTable(
  'post_reactions',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
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
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
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

// ── Items and the marketplace ─────────────────────────────────────────────

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
  itemId: integer('item_id')
    .notNull()
    .references(() => items.id, { onDelete: 'cascade' }),
  displayOrder: integer('display_order').notNull().default(0),
  image: text('image').notNull(),
});

// Items attached to a trade post: what is offered or wanted. trade_role follows the
// post type (need 15 → buy, sell 16 → sell, exchange 17 → exchange; sharing 5 → sell).
export const postItems = pgTable(
  'post_items',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    tradeRole: varchar('trade_role', { length: 16, enum: TRADE_TYPES }).notNull(),
    count: integer('count').notNull().default(1),
    // Gems per piece asked (sell) or offered (buy); null when the post names no price.
    price: integer('price'),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('post_items_post_item_uq').on(t.postId, t.itemId), index('post_items_item_idx').on(t.itemId)],
);

export const wishItems = pgTable(
  'wish_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    wishType: varchar('wish_type', { length: 8, enum: WISH_TYPES }).notNull(),
    // 1 = active (looking for a trade), 0 = paused; the buy-list toggle flips it.
    status: integer('status').notNull().default(1),
    count: integer('count').notNull().default(1),
    tradeType: varchar('trade_type', { length: 16, enum: TRADE_TYPES }),
    // Gems per piece asked (sell list) or offered (buy list); a priced active entry is an offer on the item's ladder.
    price: integer('price'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('wish_items_uq').on(t.userId, t.itemId, t.wishType), index('wish_items_item_idx').on(t.itemId, t.wishType)],
);

// ── My room: saved looks ────────────────────────────────────────────────────

/** A furniture piece placed in a look's room, on the ROOM_GRID of lib/validation/room.ts. */
export type LookFurniture = { item_id: number; x: number; y: number };

// A saved look: what the slime wears (one item per equipment slot) and its room. Item ids in the
// jsonb columns are checked when saved; an item deleted later is left out when the look is read.
export const looks = pgTable(
  'looks',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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

// ── Probability disclosures ───────────────────────────────────────────────

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
    tableId: integer('table_id')
      .notNull()
      .references(() => probabilityTables.id, { onDelete: 'cascade' }),
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
    tableId: integer('table_id')
      .notNull()
      .references(() => probabilityTables.id, { onDelete: 'cascade' }),
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

// ── Guide book and support ────────────────────────────────────────────────

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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    authorType: varchar('author_type', { length: 8, enum: REPLY_AUTHOR_TYPES }).notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    guideIds: jsonb('guide_ids').$type<number[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('inquiry_replies_inquiry_idx').on(t.inquiryId, t.createdAt)],
);

// ── Infrastructure ────────────────────────────────────────────────────────

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    purpose: varchar('purpose', { length: 16, enum: VERIFICATION_PURPOSES }).notNull(),
    channel: varchar('channel', { length: 8, enum: VERIFICATION_CHANNELS }).notNull(),
    destination: varchar('destination', { length: 254 }).notNull(),
    // HMAC-SHA256 of the code keyed by a per-code random salt: a table dump does not give the code away at a glance.
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    codeSalt: varchar('code_salt', { length: 32 }).notNull().default(''),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    // SHA-256 of the verification token handed out after a right code; single use (consumedAt).
    tokenHash: varchar('token_hash', { length: 64 }).unique(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_dest_idx').on(t.destination, t.purpose, t.createdAt)],
);

// Wrong passwords since the last successful sign-in, per account and source: `*` counts the
// tries from sources the account never signed in from, `a:<hash>` those from one client address.
// Drives the growing login delay (README "Abuse limits").
export const loginFailures = pgTable(
  'login_failures',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: varchar('source', { length: 64 }).notNull().default('*'),
    failures: integer('failures').notNull().default(0),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.source] })],
);

// Client addresses and device ids (hashed) an account has signed in from: a try from one of
// them is not held back by the account-wide delay that strangers' wrong passwords build up.
export const loginSources = pgTable(
  'login_sources',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: varchar('source', { length: 64 }).notNull(),
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.source] })],
);

// Development outbox: where codes go when neither SMTP nor an SMS webhook is set.
export const outboxMessages = pgTable('outbox_messages', {
  id: serial('id').primaryKey(),
  channel: varchar('channel', { length: 8, enum: VERIFICATION_CHANNELS }).notNull(),
  destination: varchar('destination', { length: 254 }).notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
});

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

// ── 임시조치: rights-infringement requests (lib/server/moderation/takedown.ts) ──

export const takedownRequests = pgTable(
  'takedown_requests',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    requesterId: integer('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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

// ── Missions and the daily check-in (lib/server/missions) ─────────────────

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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    streak: integer('streak').notNull(),
    balls: integer('balls').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

// ── Sanctions and appeals (lib/server/moderation) ─────────────────────────

// What an operator did to a member's post, comment or account (hide, delete, suspend), with the
// rule it enforces and the public note the member and the public moderation log see. The private
// reason stays in audit_logs. admin_id is null for the automatic suspension by strikes.
export const sanctions = pgTable(
  'sanctions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: varchar('text', { length: 1000 }).notNull(),
    status: varchar('status', { length: 16, enum: APPEAL_STATUSES }).notNull().default('pending'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decisionNote: varchar('decision_note', { length: 500 }).notNull().default(''),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('appeals_status_idx').on(t.status, t.createdAt)],
);

// ── Trades, reputation, prices and alerts (lib/server/trades, lib/server/prices) ──

// A trade between two members: proposed by one, accepted or declined by the other, then completed
// when both confirm, or disputed by either. expires_at is when a proposed or accepted trade lapses.
export const trades = pgTable(
  'trades',
  {
    id: serial('id').primaryKey(),
    proposerId: integer('proposer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16, enum: TRADE_STATUSES }).notNull().default('proposed'),
    // Gems paid with the items, and which side pays them (null when there are none).
    gems: integer('gems').notNull().default(0),
    gemsFrom: varchar('gems_from', { length: 16, enum: TRADE_SIDES }),
    message: varchar('message', { length: 300 }).notNull().default(''),
    source: varchar('source', { length: 16, enum: TRADE_SOURCES }).notNull().default('direct'),
    sourcePostId: integer('source_post_id').references(() => posts.id, { onDelete: 'set null' }),
    proposerConfirmedAt: timestamp('proposer_confirmed_at', { withTimezone: true }),
    recipientConfirmedAt: timestamp('recipient_confirmed_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    // Set when the trade completes: why it does not count towards prices and reputation
    // (`shared_device`, `shared_address`, `new_trader`; lib/server/trades/counting.ts), null when it counts.
    excludedReason: varchar('excluded_reason', { length: 24 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('trades_proposer_idx').on(t.proposerId, t.status, t.createdAt),
    index('trades_recipient_idx').on(t.recipientId, t.status, t.createdAt),
    index('trades_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} in ('proposed', 'accepted')`),
    index('trades_disputed_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'disputed'`),
  ],
);

// What each side gives: items and counts (the gems are on the trade).
export const tradeLines = pgTable(
  'trade_lines',
  {
    tradeId: integer('trade_id')
      .notNull()
      .references(() => trades.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    fromSide: varchar('from_side', { length: 16, enum: TRADE_SIDES }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tradeId, t.fromSide, t.itemId] }), index('trade_lines_item_idx').on(t.itemId)],
);

// A trade's history: every step, with the side's message (a dispute's reason, an operator's note).
export const tradeEvents = pgTable(
  'trade_events',
  {
    id: serial('id').primaryKey(),
    tradeId: integer('trade_id')
      .notNull()
      .references(() => trades.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 16, enum: TRADE_ACTIONS }).notNull(),
    note: varchar('note', { length: 500 }).notNull().default(''),
    // The actor's client address, hashed (`a:<hash>` as in login_sources); null for the system,
    // operators and unknown addresses. Two sides acting from one address do not count (counting.ts).
    source: varchar('source', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('trade_events_trade_idx').on(t.tradeId, t.id),
    index('trade_events_source_idx')
      .on(t.actorId, t.source)
      .where(sql`${t.source} is not null`),
  ],
);

// One review per side of a completed trade.
export const tradeReviews = pgTable(
  'trade_reviews',
  {
    id: serial('id').primaryKey(),
    tradeId: integer('trade_id')
      .notNull()
      .references(() => trades.id, { onDelete: 'cascade' }),
    reviewerId: integer('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: varchar('rating', { length: 16, enum: TRADE_REVIEW_RATINGS }).notNull(),
    comment: varchar('comment', { length: 200 }).notNull().default(''),
    isHidden: boolean('is_hidden').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('trade_reviews_once_uq').on(t.tradeId, t.reviewerId),
    index('trade_reviews_subject_idx').on(t.subjectId, t.createdAt),
  ],
);

// The price of one item in a completed trade paid in gems for items of one kind only (gems ÷ count),
// written when the trade completes: the rows of an item's price history.
export const tradePrices = pgTable(
  'trade_prices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    tradeId: integer('trade_id').references(() => trades.id, { onDelete: 'cascade' }),
    unitPrice: integer('unit_price').notNull(),
    count: integer('count').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
    // Who sold and who paid (a pair counts once per item and window); null on rows written without a trade.
    sellerId: integer('seller_id').references(() => users.id, { onDelete: 'set null' }),
    buyerId: integer('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    // The trade's excluded_reason: a row with one is kept for operators and left out of the history.
    excludedReason: varchar('excluded_reason', { length: 24 }),
  },
  // The counted rows of an item by time, with price and pair: a window's figures read the index alone.
  (t) => [
    index('trade_prices_counted_idx')
      .on(t.itemId, t.completedAt, t.unitPrice, t.sellerId, t.buyerId, t.id)
      .where(sql`${t.excludedReason} is null`),
  ],
);

// A member's standing alert on an item's offers, fired at most once per offer and not again
// within the cool-down (lib/server/prices/alerts.ts).
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    side: varchar('side', { length: 8, enum: PRICE_ALERT_SIDES }).notNull(),
    price: integer('price').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    lastFiredAt: timestamp('last_fired_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('price_alerts_user_item_side_uq').on(t.userId, t.itemId, t.side),
    index('price_alerts_item_idx')
      .on(t.itemId, t.side, t.price)
      .where(sql`${t.isActive}`),
  ],
);

// The offers an alert already fired for (`w:<wish item id>` or `p:<post item id>`).
export const priceAlertHits = pgTable(
  'price_alert_hits',
  {
    alertId: integer('alert_id')
      .notNull()
      .references(() => priceAlerts.id, { onDelete: 'cascade' }),
    offerKey: varchar('offer_key', { length: 40 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.offerKey] })],
);

// ── Live updates and web push (lib/server/live, lib/server/push) ───────────

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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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

// ── Relations ─────────────────────────────────────────────────────────────

export const usersRelations = relations(users, ({ one, many }) => ({
  representBadge: one(badges, { fields: [users.representBadgeId], references: [badges.id] }),
  posts: many(posts),
  badges: many(userBadges),
}));

export const userBadgesRelations = relations(userBadges, ({ one }) => ({
  user: one(users, { fields: [userBadges.userId], references: [users.id] }),
  badge: one(badges, { fields: [userBadges.badgeId], references: [badges.id] }),
}));

export const postsRelations = relations(posts, ({ one, many }) => ({
  author: one(users, { fields: [posts.authorId], references: [users.id] }),
  category: one(categories, { fields: [posts.categoryId], references: [categories.id] }),
  comments: many(comments),
}));

export const commentsRelations = relations(comments, ({ one }) => ({
  post: one(posts, { fields: [comments.postId], references: [posts.id] }),
  author: one(users, { fields: [comments.authorId], references: [users.id] }),
}));

export const itemsRelations = relations(items, ({ many }) => ({
  equipmentObjects: many(equipmentObjects),
}));

export const equipmentObjectsRelations = relations(equipmentObjects, ({ one }) => ({
  item: one(items, { fields: [equipmentObjects.itemId], references: [items.id] }),
}));

export type User = typeof users.$inferSelect;
export type Notice = typeof notices.$inferSelect;
export type Category = typeof categories.$inferSelect;
export type Post = typeof posts.$inferSelect;
export type Item = typeof items.$inferSelect;
export type PostItem = typeof postItems.$inferSelect;
export type Look = typeof looks.$inferSelect;
export type Mission = typeof missions.$inferSelect;
export type Trade = typeof trades.$inferSelect;

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
