import { infiniteQueryOptions } from '@tanstack/react-query';
import type { PostSummaryDto, SORTS } from '@/lib/validation/posts';
import { postKeys } from './keys';
import { cursorOf } from './paging';
import { get } from './request';

export type PostPage = { count: number; next: string | null; previous: string | null; results: PostSummaryDto[] };

export type PostListParams = {
  category?: number;
  sort?: (typeof SORTS)[number];
  /** The answer's language: part of the key, so switching languages never shows the other one. */
  locale?: string;
};

export function postListOptions(params: PostListParams) {
  return infiniteQueryOptions({
    queryKey: postKeys.list({ category: params.category, sort: params.sort ?? 'newest', locale: params.locale }),
    queryFn: ({ pageParam, signal }) =>
      get<PostPage>('/v1/community/', { category: params.category, sort: params.sort, cursor: pageParam }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => cursorOf(last.next),
  });
}
