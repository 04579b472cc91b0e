import { infiniteQueryOptions } from '@tanstack/react-query';
import type { LanguageFilter } from '@/lib/validation/post-language';
import type { PostPageDto, SORTS } from '@/lib/validation/posts';
import { postKeys } from './keys';
import { cursorOf } from './paging';
import { apiCursorPages } from './reads';

export type PostPage = PostPageDto;

export type PostListParams = {
  category?: number;
  sort?: (typeof SORTS)[number];
  /** The answer's language: part of the key, so switching languages never shows the other one. */
  locale?: string;
  /** The posts' language (the API's default: all). In the key, so a reader's-language list and an all-languages one never mix. */
  language?: LanguageFilter;
};

export function postListOptions(params: PostListParams) {
  const language = params.language ?? 'all';
  return infiniteQueryOptions({
    queryKey: postKeys.list({ category: params.category, sort: params.sort ?? 'newest', locale: params.locale, language }),
    ...apiCursorPages<PostPageDto>('/v1/community/', { category: params.category, sort: params.sort, language }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => cursorOf(last.next),
  });
}
