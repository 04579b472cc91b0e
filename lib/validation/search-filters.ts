// The post search's filter values, used by the schemas in posts.ts (which re-exports them) and by
// the search page in the browser; kept apart from zod so that page's bundle does not carry it.
export const SEARCH_TYPES = ['post', 'title', 'content', 'nickname'] as const;
export const TRADE_FILTERS = ['sell', 'buy', 'all'] as const;
export const SORTS = ['newest', 'oldest'] as const;
