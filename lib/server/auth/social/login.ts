import 'server-only';
import type { z } from 'zod';
import { consumeAll } from '@/lib/server/rate-limit';
import type { appleLoginSchema } from '@/lib/validation/auth';
import { signInWithSocial, type SessionResult, type SocialContext } from './accounts';
import { verifyAppleIdToken } from './apple';
import { verifyKakaoLogin, type KakaoLoginInput } from './kakao';
import type { SocialProvider } from './provider';

export type AppleLoginInput = z.infer<typeof appleLoginSchema>;
export type { KakaoLoginInput, SessionResult, SocialContext };

export const SOCIAL_LOGIN_LIMIT = { max: 30, windowSeconds: 10 * 60 };

// Counted before the provider is asked, so the limit also spares the provider calls.
function limitPerIp(provider: SocialProvider, ip: string) {
  return consumeAll([{ key: `social:${provider}:ip:${ip}`, ...SOCIAL_LOGIN_LIMIT }]);
}

export async function loginWithApple(input: AppleLoginInput, ctx: SocialContext): Promise<SessionResult> {
  await limitPerIp('apple', ctx.ip);
  return signInWithSocial(await verifyAppleIdToken(input.id_token), ctx);
}

export async function loginWithKakao(input: KakaoLoginInput, ctx: SocialContext): Promise<SessionResult> {
  await limitPerIp('kakao', ctx.ip);
  return signInWithSocial(await verifyKakaoLogin(input), ctx);
}
