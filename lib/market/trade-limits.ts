// Trades' limits and states as plain data: the trade screens import them without zod
// (lib/validation/trades.ts adds the schemas; lib/server/trades enforces them).
import { TRADE_ACTIONS, TRADE_REVIEW_RATINGS, TRADE_SIDES, TRADE_SOURCES, TRADE_STATUSES } from '@/lib/enums';

export { TRADE_ACTIONS, TRADE_REVIEW_RATINGS, TRADE_SIDES, TRADE_SOURCES, TRADE_STATUSES };
export type TradeStatus = (typeof TRADE_STATUSES)[number];
export type TradeSide = (typeof TRADE_SIDES)[number];
export type TradeSource = (typeof TRADE_SOURCES)[number];
export type TradeAction = (typeof TRADE_ACTIONS)[number];
export type TradeReviewRating = (typeof TRADE_REVIEW_RATINGS)[number];

/** A proposed trade lapses this long after it was proposed. */
export const TRADE_PROPOSAL_HOURS = 72;
/** An accepted trade lapses this long after acceptance unless both sides confirmed. */
export const TRADE_COMPLETION_DAYS = 7;
/** Guards: a member is new while the account is younger than this… */
export const TRADE_NEW_ACCOUNT_DAYS = 14;
/** …or has fewer completed trades than this. */
export const TRADE_NEW_MIN_COMPLETED = 3;
/** A new member's trades in proposed or accepted state that they proposed. */
export const TRADE_NEW_OPEN_PROPOSALS = 3;
/** A new member's trade posts (types 15, 16, 17) written in the last TRADE_NEW_POSTS_DAYS days. */
export const TRADE_NEW_OPEN_POSTS = 3;
export const TRADE_NEW_POSTS_DAYS = 7;
/** Proposing and accepting are frozen this long after a nickname change. */
export const TRADE_RENAME_FREEZE_HOURS = 72;
/** Item grades that warn before trading with a member who has no completed trade. */
export const TRADE_RARE_RATINGS: readonly string[] = ['SSS', 'SS'];
/** Proposals per member per hour, whatever their standing. */
export const TRADE_PROPOSE_LIMIT = { max: 20, windowSeconds: 3600 };

export const TRADE_LINES_MAX = 10;
export const TRADE_LINE_COUNT_MAX = 999;
export const TRADE_GEMS_MAX = 1_000_000_000;
export const TRADE_MESSAGE_MAX = 300;
export const TRADE_DISPUTE_MIN = 10;
export const TRADE_DISPUTE_MAX = 500;
export const TRADE_REVIEW_COMMENT_MAX = 200;
export const TRADE_NOTE_MAX = 500;
/** Reviews listed on a reputation card. */
export const REPUTATION_REVIEWS = 5;

export const TRADE_OPEN_STATUSES: readonly TradeStatus[] = ['proposed', 'accepted'];
export const TRADE_ACTIVE_STATUSES: readonly TradeStatus[] = ['proposed', 'accepted', 'disputed'];
