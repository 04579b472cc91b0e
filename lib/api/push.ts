import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  PushKeyDto,
  PushPreferencesDto,
  PushSubscriptionBody,
  PushSubscriptionSavedDto,
  PushUnsubscribeResultDto,
} from '@/lib/validation/push';
import type { MutationCallbacks } from './mutation';
import { apiRead } from './reads';
import { del, get, post, put } from './request';

// Requests of web push (docs/push.md): the VAPID key, this browser's subscription and the
// member's preferences. Shapes come from lib/validation/push.

export type PushPreferences = PushPreferencesDto;

export const pushKeys = {
  all: ['push'] as const,
  key: () => ['push', 'key'] as const,
  preferences: () => ['push', 'preferences'] as const,
};

export const fetchPushKey = () => get<PushKeyDto>('/v1/push/key/', undefined, { auth: false });
export const saveSubscription = (body: PushSubscriptionBody) => post<PushSubscriptionSavedDto>('/v1/push/subscriptions/', body);
export const deleteSubscription = (endpoint: string) => del<PushUnsubscribeResultDto>('/v1/push/subscriptions/', { endpoint });

export function pushPreferencesOptions() {
  return queryOptions({
    queryKey: pushKeys.preferences(),
    ...apiRead<PushPreferencesDto>('/v1/push/preferences/'),
  });
}

export function useSavePushPreferencesMutation(callbacks: MutationCallbacks<PushPreferences, PushPreferences> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (body: PushPreferences) => put<PushPreferencesDto>('/v1/push/preferences/', body),
    onSuccess: (saved, body, context, mutation) => {
      queryClient.setQueryData(pushKeys.preferences(), saved);
      return callbacks.onSuccess?.(saved, body, context, mutation);
    },
  });
}
