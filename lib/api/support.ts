import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { PaginatedDto } from '@/lib/validation/common';
import type {
  GuideBotAnswerDto,
  InquiryCreateInput,
  InquiryDetailDto,
  InquiryReplyDto,
  InquiryResolution,
  InquirySummaryDto,
} from '@/lib/validation/support';
import type { StoredImageDto } from '@/lib/validation/uploads';
import { inquiryKeys } from './keys';
import type { LiveInvalidation } from './live';
import type { MutationCallbacks } from './mutation';
import { apiPages, apiRead } from './reads';
import { post, postMultipart } from './request';

export type { StoredImageDto };

export function myInquiriesOptions(userId: number | string) {
  return infiniteQueryOptions({
    queryKey: inquiryKeys.list(userId),
    ...apiPages<PaginatedDto<InquirySummaryDto>>('/v1/support/inquiries/'),
    getNextPageParam: (last, _all, page) => (last.next ? page + 1 : undefined),
    // An operator's answer can land any time: do not serve a five-minute-old list.
    staleTime: 0,
  });
}

export function inquiryDetailOptions(userId: number | string, id: number) {
  return queryOptions({
    queryKey: inquiryKeys.detail(userId, id),
    ...apiRead<InquiryDetailDto>(`/v1/support/inquiries/${id}/`),
    staleTime: 0,
  });
}

/** An operator's answer (kind `inquiry_reply`): the member's inquiries and the one answered. */
export const inquiriesLive = { notifications: ['inquiry_reply'], keys: [{ queryKey: inquiryKeys.all }] } satisfies LiveInvalidation;

/** The guide bot without an account (the help page): nothing is stored, so no cache entry either. */
export function askGuideBot(question: string) {
  return post<GuideBotAnswerDto>('/v1/support/guide-bot/', { question });
}

export const useAskGuideBotMutation = (options: MutationCallbacks<GuideBotAnswerDto, string> = {}) =>
  useMutation({ retry: false, ...options, mutationFn: askGuideBot });

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

type InquiryPages = InfiniteData<PaginatedDto<InquirySummaryDto>, number>;

/** How a just-filed inquiry shows in the member's list. */
function inquirySummaryOf(inquiry: InquiryDetailDto): InquirySummaryDto {
  return {
    id: inquiry.id,
    category: inquiry.category,
    title: inquiry.title,
    status: inquiry.status,
    resolution: inquiry.resolution,
    follow_up_of_id: inquiry.follow_up_of_id,
    reply_count: inquiry.replies.length,
    has_admin_reply: inquiry.has_admin_reply,
    image_count: inquiry.images.length,
    created_at: inquiry.created_at,
    updated_at: inquiry.updated_at,
  };
}

/** The cached list with `created` at its head (newest first) and counted on every page. */
function withNewInquiry(data: InquiryPages | undefined, created: InquiryDetailDto): InquiryPages | undefined {
  if (!data || data.pages.some((p) => p.results.some((r) => r.id === created.id))) return data;
  const summary = inquirySummaryOf(created);
  return {
    ...data,
    pages: data.pages.map((page, i) => ({
      ...page,
      count: page.count + 1,
      results: i === 0 ? [summary, ...page.results] : page.results,
    })),
  };
}

/**
 * Files an inquiry: it is cached as its detail and heads the member's cached list at once (going
 * back to the list shows it even before the list is read again), then the list is read again.
 */
export function useCreateInquiryMutation(member: number | string, options: MutationCallbacks<InquiryDetailDto, InquiryCreateInput> = {}) {
  const qc = useQueryClient();
  return useMutation({
    retry: false,
    ...options,
    mutationFn: createInquiry,
    onSuccess: (...args) => {
      const [created] = args;
      qc.setQueryData(inquiryKeys.detail(member, created.id), created);
      qc.setQueryData<InquiryPages>(inquiryKeys.list(member), (old) => withNewInquiry(old, created));
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
        void qc.invalidateQueries({ queryKey: inquiryKeys.detail(member, original) });
      }
      // The new inquiry's own detail is the server's answer: only the list is read again.
      void qc.invalidateQueries({ queryKey: inquiryKeys.list(member) });
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
