// Value lists shared by the database schema (lib/server/db/schema/) and the API contract
// (lib/validation), defined once. Plain data: forms import it without bundling the database layer.

export const USER_ROLES = ['member', 'admin'] as const;
export const USER_STATUSES = ['active', 'suspended', 'withdrawn'] as const;

export const REPORT_TARGET_TYPES = ['user', 'post', 'comment', 'item', 'trade_review'] as const;
export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;

export const REACTION_KINDS = ['like', 'recommend'] as const;
export const NOTICE_KINDS = ['notice', 'event', 'update', 'maintenance'] as const;
// What a member's notification is about; the notifications page shows any other kind as a plain one.
export const NOTIFICATION_KINDS = [
  'comment',
  'reply',
  'like',
  'friend_request',
  'friend_accepted',
  'badge',
  'notice',
  'inquiry_reply',
  'wish_match',
  'takedown',
  'sanction',
  'appeal_upheld',
  'appeal_reversed',
  'trade',
  'price_alert',
] as const;

// The community rules: what a report says was broken (lib/constants.ts's REPORT_REASON_KEYS, after
// 'other') and what a sanction enforces.
export const COMMUNITY_RULES = [
  'inappropriate',
  'copyright',
  'advertisement',
  'sexual',
  'violence',
  'bullying',
  'prohibited',
  'political',
] as const;

// Sanctions and appeals (lib/server/moderation): what an operator did, the community rule it
// enforces, and the states of a sanction and its one appeal.
export const SANCTION_KINDS = ['hide', 'delete', 'suspend'] as const;
export const SANCTION_TARGET_TYPES = ['post', 'comment', 'user'] as const;
export const SANCTION_RULES = [...COMMUNITY_RULES, 'other'] as const;
export const SANCTION_STATUSES = ['active', 'reversed'] as const;
export const APPEAL_STATUSES = ['pending', 'upheld', 'reversed'] as const;
export const APPEAL_OUTCOMES = ['uphold', 'reverse'] as const;

// A trade post's item role and a wish's trade type.
export const TRADE_TYPES = ['sell', 'buy', 'exchange'] as const;
export const WISH_TYPES = ['buy', 'sell'] as const;

// Trades between two members (lib/server/trades): the handshake's states, which side gives a
// line or the gems, how it was started, each step of its history, and a review's rating.
export const TRADE_STATUSES = ['proposed', 'accepted', 'completed', 'disputed', 'declined', 'cancelled', 'expired'] as const;
export const TRADE_SIDES = ['proposer', 'recipient'] as const;
export const TRADE_SOURCES = ['direct', 'match', 'post', 'sellers', 'buyers'] as const;
export const TRADE_ACTIONS = ['propose', 'accept', 'decline', 'cancel', 'confirm', 'complete', 'dispute', 'expire', 'resolve'] as const;
export const TRADE_REVIEW_RATINGS = ['positive', 'neutral', 'negative'] as const;
// A price alert's side: `sell` waits for someone selling at or below its price, `buy` for someone buying at or above.
export const PRICE_ALERT_SIDES = ['sell', 'buy'] as const;

// The five kinds of the spec's "probability information".
export const PROBABILITY_KINDS = ['treasure_box', 'ticket', 'time_shop', 'guild_ornament', 'village_furniture_package'] as const;

// The spec's seventeen categories, in its order.
export const INQUIRY_CATEGORIES = [
  'general',
  'technical',
  'payment',
  'feature',
  'bug',
  'other',
  'billing',
  'membership',
  'account',
  'refund',
  'coupon',
  'event',
  'report',
  'abuse',
  'service',
  'support',
  'faq',
] as const;
export const INQUIRY_STATUSES = ['waiting', 'processing', 'completed'] as const;
export const INQUIRY_RESOLUTIONS = ['resolved', 'unresolved'] as const;
export const REPLY_AUTHOR_TYPES = ['admin', 'user', 'bot'] as const;

export const VERIFICATION_PURPOSES = ['register', 'reset'] as const;
export const VERIFICATION_CHANNELS = ['email', 'phone'] as const;

// Community missions (lib/server/missions): what a mission counts, and how often it starts over.
export const MISSION_KINDS = ['read_posts', 'write_comment', 'add_wish', 'answer_question'] as const;
export const MISSION_PERIODS = ['daily', 'weekly'] as const;

// 임시조치 requests (lib/validation/takedown.ts).
export const TAKEDOWN_REASONS = ['defamation', 'privacy', 'portrait', 'copyright', 'other'] as const;
// `pending`: filed by a member not (yet) trusted, or about an operator's or pinned post, or one an
// operator restored before: it waits for an operator, who blinds it (approve) or `dismissed` it.
export const TAKEDOWN_STATUSES = ['pending', 'blinded', 'objected', 'restored', 'removed', 'expired', 'dismissed'] as const;
export const TAKEDOWN_QUEUE_REASONS = ['new_member', 'protected_post', 'restored_before'] as const;

// The word filter: an entry is a word (matched with Korean and Chinese evasions folded) or a
// regular expression, and refuses the text, holds it for review or covers the match with ※.
export const WORD_FILTER_KINDS = ['word', 'regex'] as const;
export const WORD_FILTER_ACTIONS = ['refuse', 'hold', 'replace'] as const;
