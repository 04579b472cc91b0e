import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Paginated } from '@/lib/errors';
import type { InquiryCreateInput, InquiryDetailDto, InquiryReplyDto, InquiryResolution, InquirySummaryDto } from '@/lib/validation/support';
import type { storedImageSchema } from '@/lib/validation/uploads';
import { inquiryKeys } from './keys';
import type { MutationCallbacks } from './mutation';
import { get, post, postMultipart } from './request';

export type StoredImageDto = z.infer<typeof storedImageSchema>;

export function myInquiriesOptions(userId: number | string) {
  return infiniteQueryOptions({
    queryKey: inquiryKeys.list(userId),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => get<Paginated<InquirySummaryDto>>('/v1/support/inquiries/', { page: pageParam }, { signal }),
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

// ── Mutations ───────────────────────────────────────────────────────────────
// `member` is the key of the signed-in member's cache (useMemberKey).

/** Files an inquiry; it is cached as its detail and the member's lists are read again. */
export function useCreateInquiryMutation(member: number | string, options: MutationCallbacks<InquiryDetailDto, InquiryCreateInput> = {}) {
  const qc = useQueryClient();
  return useMutation({
    retry: false,
    ...options,
    mutationFn: createInquiry,
    onSuccess: (...args) => {
      const [created] = args;
      qc.setQueryData(inquiryKeys.detail(member, created.id), created);
      // A follow-up shows on its original at once, whether or not the original's refetch below
      // finishes before the member goes back to it.
      const original = created.follow_up_of_id;
      if (original !== null) {
        qc.setQueryData<InquiryDetailDto>(inquiryKeys.detail(member, original), (old) =>
          old && !old.follow_ups.some((f) => f.id === created.id)
            ? {
                ...old,
                follow_ups: [
                  ...old.follow_ups,
                  { id: created.id, title: created.title, status: created.status, created_at: created.created_at },
                ],
              }
            : old,
        );
      }
      void qc.invalidateQueries({ queryKey: inquiryKeys.user(member) });
      return options.onSuccess?.(...args);
    },
  });
}

/** The member says whether inquiry `id`'s answer solved it. */
export function useInquiryResolutionMutation(
  member: number | string,
  id: number,
  options: MutationCallbacks<InquiryDetailDto, InquiryResolution> = {},
) {
  const qc = useQueryClient();
  return useMutation({
    retry: false,
    ...options,
    mutationFn: (resolution) => setInquiryResolution(id, resolution),
    onSuccess: (...args) => {
      qc.setQueryData(inquiryKeys.detail(member, id), args[0]);
      void qc.invalidateQueries({ queryKey: inquiryKeys.list(member) });
      return options.onSuccess?.(...args);
    },
  });
}

/** Adds the member's reply to inquiry `id`. */
export function useAddInquiryReplyMutation(member: number | string, id: number, options: MutationCallbacks<InquiryReplyDto, string> = {}) {
  const qc = useQueryClient();
  return useMutation({
    retry: false,
    ...options,
    mutationFn: (content) => addInquiryReply(id, content),
    onSuccess: (...args) => {
      const [reply] = args;
      qc.setQueryData<InquiryDetailDto>(inquiryKeys.detail(member, id), (old) =>
        old ? { ...old, replies: [...old.replies, reply] } : old,
      );
      void qc.invalidateQueries({ queryKey: inquiryKeys.user(member) });
      return options.onSuccess?.(...args);
    },
  });
}
