import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Paginated } from '@/lib/errors';
import type {
  InquiryCreateInput,
  InquiryDetailDto,
  InquiryReplyDto,
  InquiryResolution,
  InquirySummaryDto,
} from '@/lib/validation/support';
import type { storedImageSchema } from '@/lib/validation/uploads';
import { get, post, postMultipart } from './request';

export type StoredImageDto = z.infer<typeof storedImageSchema>;

// Keys carry the signed-in user's id, so one member's cached inquiries never show for another.
export const inquiryKeys = {
  all: ['inquiries'] as const,
  user: (userId: number | string) => [...inquiryKeys.all, userId] as const,
  list: (userId: number | string) => [...inquiryKeys.user(userId), 'list'] as const,
  detail: (userId: number | string, id: number) => [...inquiryKeys.user(userId), 'detail', id] as const,
};

export function myInquiriesOptions(userId: number | string) {
  return infiniteQueryOptions({
    queryKey: inquiryKeys.list(userId),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      get<Paginated<InquirySummaryDto>>('/v1/support/inquiries/', { page: pageParam }, { signal }),
    getNextPageParam: (last, _all, page) => (last.next ? page + 1 : undefined),
    // An operator's answer can land any time: do not serve a five-minute-old list.
    staleTime: 0,
  });
}

export function inquiryDetailOptions(userId: number | string, id: number) {
  return queryOptions({
    queryKey: inquiryKeys.detail(userId, id),
    queryFn: ({ signal }) => get<InquiryDetailDto>(`/v1/support/inquiries/${id}/`, undefined, { signal }),
    staleTime: 0,
  });
}

export function createInquiry(input: InquiryCreateInput) {
  return post<InquiryDetailDto>('/v1/support/inquiries/', input);
}

export function addInquiryReply(id: number, content: string) {
  return post<InquiryReplyDto>(`/v1/support/inquiries/${id}/replies/`, { content });
}

export function setInquiryResolution(id: number, resolution: InquiryResolution) {
  return post<InquiryDetailDto>(`/v1/support/inquiries/${id}/resolution/`, { resolution });
}

export function uploadInquiryImage(file: File) {
  const form = new FormData();
  form.append('image', file);
  return postMultipart<StoredImageDto>('/v1/support/inquiry-image/', form);
}
