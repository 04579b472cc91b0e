import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NicknameAvailabilityDto, LogoutOthersResultDto, OutboxMessageDto } from '@/lib/validation/accounts';
import type { LoginResultDto, SendCodeResultDto, SessionDto, SessionResultDto, VerifyCodeResultDto } from '@/lib/validation/auth';
import type { MeDto } from '@/lib/validation/users';
import { useUserStore } from '@/stores/user-store';
import { accountKeys, outboxKeys } from './keys';
import type { MutationCallbacks } from './mutation';
import { apiRead } from './reads';
import { del, get, post, put } from './request';

// Requests of the account screens: verification codes, registration, password login,
// reset, sessions and withdrawal. Each answer is the type of the schema its route's contract
// declares (lib/validation/auth and accounts).

export type VerificationPurpose = 'register' | 'reset';
export type VerificationChannel = 'email' | 'phone';
export type CodeTarget = { purpose: VerificationPurpose; channel: VerificationChannel; destination: string };
export type SendCodeResult = SendCodeResultDto;
export type SessionResult = SessionResultDto;
export type Session = SessionDto;
export type OutboxMessage = OutboxMessageDto;

export const sendCode = (target: CodeTarget) => post<SendCodeResultDto>('/v1/user/verification/send/', target, { auth: false });

export const verifyCode = (target: CodeTarget & { code: string }) =>
  post<VerifyCodeResultDto>('/v1/user/verification/verify/', target, { auth: false });

export const register = (body: {
  verification_token: string;
  password: string;
  password_confirm: string;
  nickname: string;
  agree_terms: boolean;
  agree_privacy: boolean;
}) => post<SessionResultDto>('/v1/user/register/', body, { auth: false });

/** A password sign-in: `{token, user}`; unlike a social sign-in (SessionResult) it never asks for a nickname. */
export const loginWithPassword = (body: { identifier: string; password: string }) =>
  post<LoginResultDto>('/v1/user/login/community/', body, { auth: false });

export const resetPassword = (body: { verification_token: string; password: string; password_confirm: string }) =>
  post<null>('/v1/user/password/reset/', body, { auth: false });

// The social sign-up's last step: the nickname with the two required consents.
export const updateNickname = (body: { nickname: string; agree_terms: boolean; agree_privacy: boolean }) =>
  put<MeDto>('/v1/user/nickname/', body);

export const logout = () => post<null>('/v1/user/logout/');
// The HttpOnly cookie server rendering reads: sign-in sets it; these restore or clear it.
export const restoreRenderCookie = () => put<null>('/v1/user/render-cookie/');
export const clearRenderCookie = () => del<null>('/v1/user/render-cookie/', undefined, { auth: false });
export const logoutOthers = () => post<LogoutOthersResultDto>('/v1/user/logout-others/');
export const withdraw = () => post<null>('/v1/user/withdraw/', { confirm: true });

export function nicknameAvailabilityOptions(nickname: string) {
  return queryOptions({
    queryKey: accountKeys.nickname(nickname),
    queryFn: ({ signal }) => get<NicknameAvailabilityDto>('/v1/user/nickname/available/', { nickname }, { signal, auth: false }),
    // Someone may take the name any moment: never trust an old answer for long.
    staleTime: 10_000,
    retry: false,
  });
}

export function sessionsOptions() {
  return queryOptions({
    queryKey: accountKeys.sessions(),
    ...apiRead<SessionDto[]>('/v1/user/sessions/'),
    staleTime: 0,
  });
}

export function outboxOptions() {
  return queryOptions({
    queryKey: outboxKeys.all,
    ...apiRead<OutboxMessageDto[]>('/dev/outbox/'),
    staleTime: 0,
    retry: false,
  });
}

// ── Mutations ───────────────────────────────────────────────────────────────
// None is retried: a code would be sent twice, an account created twice, a password tried twice.

export type LoginResult = LoginResultDto;

export const useSendCodeMutation = (options: MutationCallbacks<SendCodeResult, CodeTarget> = {}) =>
  useMutation({ retry: false, ...options, mutationFn: sendCode });

export const useVerifyCodeMutation = (options: MutationCallbacks<VerifyCodeResultDto, CodeTarget & { code: string }> = {}) =>
  useMutation({ retry: false, ...options, mutationFn: verifyCode });

export const useRegisterMutation = (options: MutationCallbacks<SessionResult, Parameters<typeof register>[0]> = {}) =>
  useMutation({ retry: false, ...options, mutationFn: register });

export const useLoginMutation = (options: MutationCallbacks<LoginResult, Parameters<typeof loginWithPassword>[0]> = {}) =>
  useMutation({ retry: false, ...options, mutationFn: loginWithPassword });

export const useUpdateNicknameMutation = (options: MutationCallbacks<MeDto, Parameters<typeof updateNickname>[0]> = {}) =>
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
export function useLogoutOthersMutation(options: MutationCallbacks<LogoutOthersResultDto> = {}) {
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
