import 'server-only';
import { z } from '@/lib/zod';
import { serverConfig } from '@/lib/server/config';
import { AppError } from '@/lib/server/http/errors';
import type { kakaoLoginSchema } from '@/lib/validation/auth';
import { notConfigured, PROVIDER_TIMEOUT_MS, ProviderUnavailable, tokenInvalid, type SocialIdentity } from './provider';

export type KakaoLoginInput = z.infer<typeof kakaoLoginSchema>;

const tokenAnswer = z.object({ access_token: z.string().min(1) });
const tokenInfoAnswer = z.object({ id: z.number(), app_id: z.number() });
const profileAnswer = z.object({
  id: z.number(),
  kakao_account: z
    .object({
      email: z.string().optional(),
      is_email_valid: z.boolean().optional(),
      is_email_verified: z.boolean().optional(),
    })
    .optional(),
});

// 4xx: Kakao refused the code or token (401/2009). Unreachable, slow, 5xx or 429, or an
// answer we cannot read: Kakao is unavailable (502).
async function callKakao<S extends z.ZodType>(url: string, init: RequestInit, schema: S): Promise<z.infer<S>> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch (error) {
    console.error('[social] Kakao unreachable', url, error);
    throw new ProviderUnavailable('kakao');
  }
  if (res.status >= 400 && res.status < 500 && res.status !== 429) throw tokenInvalid('kakao');
  const parsed = res.ok ? schema.safeParse(await res.json().catch(() => undefined)) : undefined;
  if (!parsed?.success) {
    console.error('[social] Kakao answered', res.status, url);
    throw new ProviderUnavailable('kakao');
  }
  return parsed.data;
}

async function exchangeCode(code: string, redirectUri: string, clientId: string): Promise<string> {
  const form = new URLSearchParams({ grant_type: 'authorization_code', client_id: clientId, redirect_uri: redirectUri, code });
  const secret = serverConfig.kakaoClientSecret;
  if (secret) form.set('client_secret', secret);
  const answer = await callKakao(
    `${serverConfig.kakaoAuthUrl}/oauth/token`,
    { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' }, body: form },
    tokenAnswer,
  );
  return answer.access_token;
}

// A token from the native app must have been issued to our Kakao app: a token that another
// app obtained for the same person must not sign in here.
async function checkAccessToken(accessToken: string, appId: string): Promise<void> {
  const info = await callKakao(
    `${serverConfig.kakaoApiUrl}/v1/user/access_token_info`,
    { headers: { authorization: `Bearer ${accessToken}` } },
    tokenInfoAnswer,
  );
  if (String(info.app_id) !== appId) throw tokenInvalid('kakao');
}

export async function verifyKakaoLogin(input: KakaoLoginInput): Promise<SocialIdentity> {
  const clientId = serverConfig.kakaoRestApiKey;
  if (!clientId) throw notConfigured('kakao');
  let accessToken: string;
  if (input.code) {
    if (!input.redirect_uri) {
      throw new AppError('VALIDATION', 'redirect_uri is required with code', { redirect_uri: ['required'] });
    }
    accessToken = await exchangeCode(input.code, input.redirect_uri, clientId);
  } else {
    const appId = serverConfig.kakaoAppId;
    if (!appId) throw notConfigured('kakao', 'with an access token needs KAKAO_APP_ID on this server');
    accessToken = input.access_token ?? '';
    await checkAccessToken(accessToken, appId);
  }
  const profile = await callKakao(
    `${serverConfig.kakaoApiUrl}/v2/user/me`,
    { headers: { authorization: `Bearer ${accessToken}` } },
    profileAnswer,
  );
  const account = profile.kakao_account;
  const email = account?.email && account.is_email_valid && account.is_email_verified ? account.email : null;
  return { provider: 'kakao', subject: String(profile.id), email };
}
