import { useMutation } from '@tanstack/react-query';
import type { TakedownDto, TakedownRequestInput } from '@/lib/validation/takedown';
import type { MutationCallbacks } from './mutation';
import { post } from './request';

// 임시조치: a rights-infringement request on a post, and its author's objection.
export const requestTakedown = (postId: number, body: TakedownRequestInput) => post<TakedownDto>(`/v1/community/${postId}/takedown/`, body);
export const objectToTakedown = (id: number, text: string) => post<TakedownDto>(`/v1/community/takedowns/${id}/objection/`, { text });

export function useRequestTakedownMutation(postId: number, options: MutationCallbacks<TakedownDto, TakedownRequestInput> = {}) {
  // Filing twice after a lost answer would only meet takedownRepeat: no retries.
  return useMutation({ retry: false, ...options, mutationFn: (body) => requestTakedown(postId, body) });
}

export function useObjectTakedownMutation(id: number, options: MutationCallbacks<TakedownDto, string> = {}) {
  return useMutation({ retry: false, ...options, mutationFn: (text) => objectToTakedown(id, text) });
}
