import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { sendCodeResult, sessionResult, sessionSchema } from '@/lib/validation/auth';
import { accountKeys, outboxKeys } from './keys';
import { get, post, put } from './request';
import type { User } from './user';

// Requests of the account screens (spec §4): verification codes, registration, password login,
// reset, sessions and withdrawal. Shapes come from the shared zod contract in lib/validation/auth.

export type VerificationPurpose = 'register' | 'reset';
export type VerificationChannel = 'email' | 'phone';
export type CodeTarget = { purpose: VerificationPurpose; channel: VerificationChannel; destination: string };
export type SendCodeResult = z.infer<typeof sendCodeResult>;
export type SessionResult = z.infer<typeof sessionResult>;
export type Session = z.infer<typeof sessionSchema>;
export type OutboxMessage = { id?: number; channel: VerificationChannel; destination: string; subject: string | null; body: string; created_at: string };

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
export const logoutOthers = () => post<{ revoked: number }>('/v1/user/logout-others/');
export const withdraw = () => post<null>('/v1/user/withdraw/', { confirm: true });

export function nicknameAvailabilityOptions(nickname: string) {
  return queryOptions({
    queryKey: accountKeys.nickname(nickname),
    queryFn: ({ signal }) => get<{ available: boolean }>('/v1/user/nickname/available/', { nickname }, { signal, auth: false }),
    // Someone may take the name any moment: never trust an old answer for long.
    staleTime: 10_000,
    retry: false,
  });
}

export function sessionsOptions() {
  return queryOptions({
    queryKey: accountKeys.sessions(),
    queryFn: ({ signal }) => get<Session[]>('/v1/user/sessions/', undefined, { signal }),
    staleTime: 0,
  });
}

export function outboxOptions() {
  return queryOptions({
    queryKey: outboxKeys.all,
    queryFn: ({ signal }) => get<OutboxMessage[]>('/dev/outbox/', undefined, { signal }),
    staleTime: 0,
    retry: false,
  });
}

