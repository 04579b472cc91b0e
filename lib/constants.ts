// The spec's business constants and limits, defined once.
import { COMMUNITY_RULES } from './enums';

export const REQUEST_TIMEOUT_MS = 10_000;

export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 10;
export const PASSWORD_MIN = 8;
export const POST_TITLE_MAX = 35;
// The spec gives two minimums (10 and 5); we use 10, the page settings' value.
export const POST_CONTENT_MIN = 10;
export const POST_CONTENT_MAX = 5000;
export const REPLY_MAX = 3500;
export const REPLY_TEXTAREA_HEIGHT = 60;
export const REPORT_TEXT_MAX = 500;
export const INPUT_MAX_LENGTH = 100;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
// A whole multipart upload body: one file of UPLOAD_MAX_BYTES plus its boundaries, part headers
// and the admin upload's few text fields. Larger bodies are refused (413) before being parsed.
export const UPLOAD_BODY_MAX_BYTES = UPLOAD_MAX_BYTES + 64 * 1024;
// A JSON request body. The largest legitimate one, a guide with both Markdown texts at 50,000
// characters, is at most 600 KB even with every character escaped as \uXXXX.
export const JSON_BODY_MAX_BYTES = 1024 * 1024;
export const PHONE_CODE_LENGTH = 4;
export const CODE_TTL_MS = 3 * 60 * 1000;
export const WITHDRAWAL_DAYS = 30;

export const ITEM_SEARCH_LIMIT = 10;
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_KEYWORD_MIN = 2;
export const ITEM_SEARCH_KEYWORD_MIN = 1;
export const RECENT_SEARCH_KEYWORDS_MAX = 10;

export const PAGE_SIZE = 10;
export const PROBABILITY_PAGE_SIZE = 10;
export const PREVIEW_COUNT = 3;
export const DEFAULT_PAGE = 1;
export const PROBABILITY_DESCRIPTION_MAX = 40;
export const ITEM_COUNT_BADGE_MIN = 2;

export const QUERY_STALE_MS = 5 * 60 * 1000;
export const QUERY_GC_MS = 10 * 60 * 1000;
export const QUERY_RETRY = 3;
export const MUTATION_RETRY = 1;
export const WISHLIST_USERS_STALE_MS = 120_000;
// Administration screens: long enough that a page the server just seeded is not asked for again
// as it hydrates, short enough that coming back to a screen reads it afresh.
export const ADMIN_QUERY_STALE_MS = 5_000;

export const ITEM_TOAST_MS = 3000;
export const APP_TOAST_MS = 1000;

export const SLIME_TICK_MS = 250;
export const SLIME_FRAMES = 4;
export const SPRITE_FPS = 12;

export const MODAL_WIDTH = 500;
export const MODAL_SOUND_VOLUME = 0.4;
export const CONFIRM_DIALOG_WIDTH = 351;

export const MOBILE_BREAKPOINT = 992;

export const CARD_IMAGE_DEFAULT_RATIO = 0.5;

export const LOCALES = ['ko', 'zh-TW'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ko';
export const LOCALE_COOKIE = 'NEXT_LOCALE';
export const LOCALE_HEADER = 'x-slime-locale';
export const LOCALE_STORAGE_KEY = 'slime-locale';
export const TOKEN_COOKIE = 'slime_token';
export const DEVICE_COOKIE = 'slime_device_id';
export const WEB_DEVICE_ID = 'web';

export const MESSAGE_NAMESPACES = [
  'translation',
  'ui',
  'auth',
  'shared',
  'community',
  'support',
  'user',
  'common',
  'search',
  'components',
  'mission',
  'moderation',
  'trades',
  'prices',
  'push',
  'pwa',
] as const;

export const REPORT_REASON_TYPES = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;
export const REPORT_REASON_KEYS = ['other', ...COMMUNITY_RULES] as const;

export const CATEGORY_IDS = {
  notice: 10,
  contest: 46,
  allPosts: 37,
  contestParent: 7,
  excludedContest: 31,
} as const;

export const POST_TYPES = {
  default: 1,
  contest: 2,
  exhibitedItem: 3,
  community: 4,
  trade: 5,
  ranking: 7,
  general: 8,
  notice: 10,
  tradeNeed: 15,
  tradeSell: 16,
  tradeExchange: 17,
  specialRanking: 47,
} as const;
export type PostTypeKey = keyof typeof POST_TYPES;

// The policy and help pages the app serves itself (footer, sign-up, account page, support).
export const POLICY_LINKS = {
  terms: '/terms',
  privacy: '/privacy',
  help: '/help',
} as const;

// The version of the terms and privacy notice a sign-up agrees to (their effective date), stored
// with the consent; the pages under app/(legal) show the same date.
export const LEGAL_VERSION = '2026-12-01';

// ---- Theme (the spec's "Button"); mirrored in styles/_tokens.scss (the sizes live only there) ----
export const THEME_COLOR = '#f08a24';

// Upload counts per object (the spec names a maximum without its value).
export const POST_IMAGE_MAX = 10;
export const INQUIRY_IMAGE_MAX = 5;
export const UPLOAD_MAX_DIMENSION = 2048;
export const UPLOAD_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';
