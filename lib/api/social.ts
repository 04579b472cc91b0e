import type { SessionResultDto } from '@/lib/validation/auth';
import { post } from './request';

// After a first social login the account has no nickname yet (`needs_nickname`): the caller
// stores the session and sends the person to the nickname step (PUT /v1/user/nickname/).
export type SessionResult = SessionResultDto;

export const appleLogin = (idToken: string) => post<SessionResultDto>('/v1/user/apple/login/', { id_token: idToken }, { auth: false });

/** The Kakao callback page: `redirectUri` must be the one the login started with (kakaoRedirectUri()). */
export const completeKakaoLogin = (code: string, redirectUri: string) =>
  post<SessionResultDto>('/v1/user/kakao/login/community/', { code, redirect_uri: redirectUri }, { auth: false });
