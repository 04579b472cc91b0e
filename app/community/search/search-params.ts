import type { PostSearchParams } from '@/lib/api/search';
import { hasForbiddenCharacters } from '@/lib/validation/characters';
import { SEARCH_TYPES, SORTS, TRADE_FILTERS } from '@/lib/validation/search-filters';

export type SearchTab = 'posts' | 'items';
export type PostFilters = Omit<PostSearchParams, 'keyword'>;

export const DEFAULT_FILTERS: PostFilters = { search_type: 'post', sort: 'newest', trade: 'all' };

const ROUTE: Record<SearchTab, string> = { posts: '/community/search/post', items: '/community/search/item' };

/** The shareable URL of a search: the keyword and the filters that differ from the defaults. */
export function searchHref(tab: SearchTab, keyword: string, filters: PostFilters = DEFAULT_FILTERS): string {
  const params = new URLSearchParams();
  if (keyword) params.set('keyword', keyword);
  if (tab === 'posts') {
    for (const key of ['search_type', 'sort', 'trade'] as const) {
      if (filters[key] !== DEFAULT_FILTERS[key]) params.set(key, filters[key]);
    }
  }
  const qs = params.toString();
  return qs ? `${ROUTE[tab]}?${qs}` : ROUTE[tab];
}

type Raw = Record<string, string | string[] | undefined>;

function one(raw: Raw, key: string): string {
  const value = raw[key];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

function oneOf<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

/**
 * Keyword and filters from a result route's query; unknown values fall back to the defaults, and
 * a keyword no search can hold (U+0000) is ignored.
 */
export function parseSearchParams(raw: Raw): { keyword: string; filters: PostFilters } {
  const keyword = one(raw, 'keyword').trim().slice(0, 100);
  return {
    keyword: hasForbiddenCharacters(keyword) ? '' : keyword,
    filters: {
      search_type: oneOf(SEARCH_TYPES, one(raw, 'search_type'), DEFAULT_FILTERS.search_type),
      sort: oneOf(SORTS, one(raw, 'sort'), DEFAULT_FILTERS.sort),
      trade: oneOf(TRADE_FILTERS, one(raw, 'trade'), DEFAULT_FILTERS.trade),
    },
  };
}
