import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { PostDetailDto, PostSummaryDto, SORTS } from '@/lib/validation/posts';
import { postKeys } from './keys';
import { get } from './request';

export type PostPage = { count: number; next: string | null; previous: string | null; results: PostSummaryDto[] };

export type PostListParams = {
  category?: number;
  sort?: (typeof SORTS)[number];
  /** The answer's language: part of the key, so switching languages never shows the other one. */
  locale?: string;
};

/** The cursor of a `next` / `previous` link (the links are URLs of the API). */
export function cursorFromLink(link: string | null): string | null {
  if (!link) return null;
  try {
    return new URL(link, 'http://local').searchParams.get('cursor');
  } catch {
    return null;
  }
}

export function postListOptions(params: PostListParams) {
  return infiniteQueryOptions({
    queryKey: postKeys.list({ category: params.category, sort: params.sort ?? 'newest', locale: params.locale }),
    queryFn: ({ pageParam, signal }) =>
      get<PostPage>('/v1/community/', { category: params.category, sort: params.sort, cursor: pageParam }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => cursorFromLink(last.next),
  });
}

export function postDetailOptions(id: number) {
  return queryOptions({
    queryKey: postKeys.detail(id),
    queryFn: ({ signal }) => get<PostDetailDto>(`/v1/community/${id}/`, undefined, { signal }),
  });
}
