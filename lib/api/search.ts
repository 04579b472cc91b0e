import { infiniteQueryOptions, queryOptions, type InfiniteData } from '@tanstack/react-query';
import { ITEM_SEARCH_LIMIT, PAGE_SIZE } from '@/lib/constants';
import type { ItemDto } from '@/lib/validation/items';
import type { PostPageDto, SEARCH_TYPES, SORTS, TRADE_FILTERS } from '@/lib/validation/posts';
import { searchKeys } from './keys';
import { cursorOf } from './paging';
import { apiCursorPages, apiReadPart } from './reads';

export type SearchType = (typeof SEARCH_TYPES)[number];
export type SearchSort = (typeof SORTS)[number];
export type TradeFilter = (typeof TRADE_FILTERS)[number];
export type PostSearchParams = { keyword: string; search_type: SearchType; sort: SearchSort; trade: TradeFilter };
// A page of GET /v1/community/ with a keyword; `count_exact: false`: the server stopped counting at 1,000 hits ("1,000+").
export type PostSearchPage = PostPageDto;

// The item search belongs to the marketplace (`Item` of its contract); only what the tab shows is read.
export type ItemSearchHit = Pick<ItemDto, 'id' | 'uuid' | 'name' | 'image' | 'item_rating' | 'grade_color'> &
  Partial<Pick<ItemDto, 'seller_count' | 'buyer_count'>>;

export function postSearchOptions(params: PostSearchParams) {
  return infiniteQueryOptions({
    queryKey: searchKeys.posts(params),
    ...apiCursorPages<PostPageDto>('/v1/community/', { ...params, page_size: PAGE_SIZE }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => cursorOf(last.next),
  });
}

export function firstPageData(page: PostSearchPage): InfiniteData<PostSearchPage, string | undefined> {
  return { pages: [page], pageParams: [undefined] };
}

function itemsOf(items: ItemDto[]): ItemSearchHit[] {
  return items.slice(0, ITEM_SEARCH_LIMIT);
}

export function itemSearchOptions(keyword: string) {
  return queryOptions({
    queryKey: searchKeys.items(keyword),
    ...apiReadPart<ItemDto[], ItemSearchHit[]>('/v1/items/search/', { keyword }, itemsOf),
  });
}
