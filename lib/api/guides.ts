import { queryOptions } from '@tanstack/react-query';
import type { Paginated } from '@/lib/errors';
import type { GuideCategory, GuideDto, GuideSummaryDto } from '@/lib/validation/guides';
import { get } from './request';

export const guideKeys = {
  all: ['guides'] as const,
  lists: () => [...guideKeys.all, 'list'] as const,
  list: (filter: GuideListFilter) => [...guideKeys.lists(), filter] as const,
  details: () => [...guideKeys.all, 'detail'] as const,
  detail: (slug: string) => [...guideKeys.details(), slug] as const,
};

export type GuideListFilter = { category?: GuideCategory; keyword?: string; page?: number };

export function guideListOptions(filter: GuideListFilter) {
  return queryOptions({
    queryKey: guideKeys.list(filter),
    queryFn: ({ signal }) => get<Paginated<GuideSummaryDto>>('/v1/guides/', { ...filter }, { signal }),
  });
}

export function guideDetailOptions(slug: string) {
  return queryOptions({
    queryKey: guideKeys.detail(slug),
    queryFn: ({ signal }) => get<GuideDto>(`/v1/guides/${encodeURIComponent(slug)}/`, undefined, { signal }),
  });
}
