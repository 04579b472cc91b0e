import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ADMIN_QUERY_STALE_MS } from '@/lib/constants';
import type { PaginatedDto } from '@/lib/validation/common';
import type { WordFilterDto, WordFilterInput, WordFilterTryResultDto } from '@/lib/validation/word-filters';
import { adminKeys, type Filters } from './keys';
import { apiRead } from './reads';
import { del, post, put } from './request';

export type { WordFilterDto, WordFilterTryResultDto } from '@/lib/validation/word-filters';

// The word filter's administration: its entries and the "try a text" box.

const ADMIN = '/v1/admin/word-filters';

export const wordFilterKeys = {
  all: [...adminKeys.all, 'word-filters'] as const,
  list: (f: Filters) => [...wordFilterKeys.all, 'list', f] as const,
  detail: (id: number) => [...wordFilterKeys.all, 'detail', id] as const,
};

export const wordFilterListOptions = (f: Filters) =>
  queryOptions({
    queryKey: wordFilterKeys.list(f),
    ...apiRead<PaginatedDto<WordFilterDto>>(`${ADMIN}/`, f),
    staleTime: ADMIN_QUERY_STALE_MS,
    refetchOnMount: true,
    placeholderData: keepPreviousData,
  });

export const wordFilterOptions = (id: number) =>
  queryOptions({
    queryKey: wordFilterKeys.detail(id),
    ...apiRead<WordFilterDto>(`${ADMIN}/${id}/`),
    staleTime: ADMIN_QUERY_STALE_MS,
    refetchOnMount: true,
  });

export const createWordFilter = (body: WordFilterInput) => post<WordFilterDto>(`${ADMIN}/`, body);
export const updateWordFilter = (id: number, body: WordFilterInput) => put<WordFilterDto>(`${ADMIN}/${id}/`, body);
export const deleteWordFilter = (id: number) => del<null>(`${ADMIN}/${id}/`);
export const tryWordFilter = (text: string) => post<WordFilterTryResultDto>(`${ADMIN}/test/`, { text });
