// Trade-post items, wish lists, trades, reputation, prices and alerts
// (lib/server/trades, lib/server/wishlist, lib/server/prices).

import 'server-only';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import {
  TRADE_TYPES,
  WISH_TYPES,
  TRADE_STATUSES,
  TRADE_SIDES,
  TRADE_SOURCES,
  TRADE_ACTIONS,
  TRADE_REVIEW_RATINGS,
  PRICE_ALERT_SIDES,
} from '../../../enums';
import { belongsTo, createdAt, updatedAt } from './base';
import { posts } from './community';
import { items } from './items';
import { users } from './users';

// Items attached to a trade post: what is offered or wanted. trade_role follows the
// post type (need 15 → buy, sell 16 → sell, exchange 17 → exchange; sharing 5 → sell).
export const postItems = pgTable(
  'post_items',
  {
    id: serial('id').primaryKey(),
    postId: belongsTo('post_id', () => posts.id),
    itemId: belongsTo('item_id', () => items.id),
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
    userId: belongsTo('user_id', () => users.id),
    itemId: belongsTo('item_id', () => items.id),
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

// A trade between two members: proposed by one, accepted or declined by the other, then completed
// when both confirm, or disputed by either. expires_at is when a proposed or accepted trade lapses.
export const trades = pgTable(
  'trades',
  {
    id: serial('id').primaryKey(),
    proposerId: belongsTo('proposer_id', () => users.id),
    recipientId: belongsTo('recipient_id', () => users.id),
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
    tradeId: belongsTo('trade_id', () => trades.id),
    itemId: belongsTo('item_id', () => items.id),
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
    tradeId: belongsTo('trade_id', () => trades.id),
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
    tradeId: belongsTo('trade_id', () => trades.id),
    reviewerId: belongsTo('reviewer_id', () => users.id),
    subjectId: belongsTo('subject_id', () => users.id),
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
    itemId: belongsTo('item_id', () => items.id),
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
    userId: belongsTo('user_id', () => users.id),
    itemId: belongsTo('item_id', () => items.id),
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
    alertId: belongsTo('alert_id', () => priceAlerts.id),
    offerKey: varchar('offer_key', { length: 40 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.offerKey] })],
);

export type PostItem = typeof postItems.$inferSelect;
export type Trade = typeof trades.$inferSelect;
