import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { sendCodeResult, sessionResult, sessionSchema } from '@/lib/validation/auth';
import { useUserStore } from '@/stores/user-store';
import { accountKeys, outboxKeys } from './keys';
import type { MutationCallbacks } from './mutation';
import { apiRead } from './reads';
import { del, get, post, put } from './request';
import type { User } from './user';

// Requests of the account screens: verification codes, registration, password login,
// reset, sessions and withdrawal. Shapes come from the shared zod contract in lib/validation/auth.

export type VerificationPurpose = 'register' | 'reset';
export type VerificationChannel = 'email' | 'phone';
export type CodeTarget = { purpose: VerificationPurpose; channel: VerificationChannel; destination: string };
export type SendCodeResult = z.infer<typeof sendCodeResult>;
export type SessionResult = z.infer<typeof sessionResult>;
export type Session = z.infer<typeof sessionSchema>;
export type OutboxMessage = {
  id?: number;
  channel: VerificationChannel;
  destination: string;
  subject: string | null;
  body: string;
  created_at: string;
};

export const sendCode = (target: CodeTarget) => post<SendCodeResult>('/v1/user/verification/send/', target, { auth: false });

export const verifyCode = (target: CodeTarget & { code: string }) =>
  post<{ verification_token: string }>('/v1/user/verification/verify/', target, { auth: false });

export const register = (body: { verification_token: string; password: string; password_confirm: string; nickname: string }) =>
  post<SessionResult>('/v1/user/register/', body, { auth: false });

export const loginWithPassword = (body: { identifier: string; password: string }) =>
  post<Pick<SessionResult, 'token' | 'user'> & { needs_nickname?: boolean }>('/v1/user/login/community/', body, { auth: false });

export const resetPassword = (body: { verification_token: string; password: string; password_confirm: string }) =>
  post<null>('/v1/user/password/reset/', body, { auth: false });

export const updateNickname = (nickname: string) => put<User>('/v1/user/nickname/', { nickname });

export const logout = () => post<null>('/v1/user/logout/');
// The HttpOnly cookie server rendering reads: sign-in sets it; these restore or clear it.
export const restoreRenderCookie = () => put<null>('/v1/user/render-cookie/');
export const clearRenderCookie = () => del<null>('/v1/user/render-cookie/', undefined, { auth: false });
export const logoutOthers = () => post<{ revoked: number }>('/v1/user/logout-others/');
export const withdraw = () => post<null>('/v1/user/withdraw/', { confirm: true });

export function nicknameAvailabilityOptions(nickname: string) {
  return queryOptions({
    queryKey: accountKeys.nickname(nickname),
    queryFn: ({ signal }) =>
      get<{ available: boolean; reason?: 'taken' | 'bannedWord' }>('/v1/user/nickname/available/', { nickname }, { signal, auth: false }),
    // Someone may take the name any moment: never trust an old answer for long.
    staleTime: 10_000,
    retry: false,
  });
}

export function sessionsOptions() {
  return queryOptions({
    queryKey: accountKeys.sessions(),
    ...apiRead<Session[]>('/v1/user/sessions/'),
    staleTime: 0,
  });
}

export function outboxOptions() {
  return queryOptions({
    queryKey: outboxKeys.all,
    ...apiRead<OutboxMessage[]>('/dev/outbox/'),
    staleTime: 0,
    retry: false,
  });
}

// ── Mutations ───────────────────────────────────────────────────────────────
// None is retried: a code would be sent twice, an account created twice, a password tried twice.

export type LoginResult = Awaited<ReturnType<typeof loginWithPassword>>;

export const useSendCodeMutation = (options: MutationCallbacks<SendCodeResult, CodeTarget> = {}) =>
  useMutation({ retry: false, ...options, mutationFn: sendCode });

export const useVerifyCodeMutation = (options: MutationCallbacks<{ verification_token: string }, CodeTarget & { code: string }> = {}) =>
  useMutation({ retry: false, ...options, mutationFn: verifyCode });

export const useRegisterMutation = (options: MutationCallbacks<SessionResult, Parameters<typeof register>[0]> = {}) =>
  useMutation({ retry: false, ...options, mutationFn: register });

export const useLoginMutation = (options: MutationCallbacks<LoginResult, Parameters<typeof loginWithPassword>[0]> = {}) =>
  useMutation({ retry: false, ...options, mutationFn: loginWithPassword });

export const useUpdateNicknameMutation = (options: MutationCallbacks<User, string> = {}) =>
  useMutation({ retry: false, ...options, mutationFn: updateNickname });

export const useWithdrawMutation = (options: MutationCallbacks<null> = {}) =>
  useMutation({ retry: false, ...options, mutationFn: withdraw });

/**
 * Sets a new password. The reset ends every session of the account: if this browser held one, it
 * is ended here too (signed out, cache dropped) rather than let the next call find it revoked.
 */
export function useResetPasswordMutation(options: MutationCallbacks<null, Parameters<typeof resetPassword>[0]> = {}) {
  const qc = useQueryClient();
  return useMutation({
    retry: false,
    ...options,
    mutationFn: resetPassword,
    onSuccess: (...args) => {
      if (useUserStore.getState().userToken) {
        useUserStore.getState().logout();
        qc.clear();
      }
      return options.onSuccess?.(...args);
    },
  });
}

/** Ends the member's other sessions; the session list is read again. */
export function useLogoutOthersMutation(options: MutationCallbacks<{ revoked: number }> = {}) {
  const qc = useQueryClient();
  return useMutation({
    retry: false,
    ...options,
    mutationFn: logoutOthers,
    onSuccess: (...args) => {
      void qc.invalidateQueries({ queryKey: accountKeys.sessions() });
      return options.onSuccess?.(...args);
    },
  });
}
