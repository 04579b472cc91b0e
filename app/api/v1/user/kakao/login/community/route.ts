import { firstSocialLogin, socialLoginErrors } from '@/lib/server/auth/social/contract';
import { loginWithKakao } from '@/lib/server/auth/social/login';
import { withRenderCookie } from '@/lib/server/http/render-cookie';
import { handler, ok } from '@/lib/server/http/route';
import { kakaoLoginSchema, sessionResult } from '@/lib/validation/auth';

export const POST = handler(
  {
    summary: 'Sign in with Kakao',
    description:
      'Either `code` and the `redirect_uri` it was issued for (web: exchanged with Kakao by the server), or `access_token` ' +
      `(native app: must have been issued to this server's Kakao app). ${firstSocialLogin}`,
    tags: ['User'],
    body: kakaoLoginSchema,
    lang: true,
    response: sessionResult,
    errors: { '401': '2009: Kakao refused the code or token, or the token is for another app', ...socialLoginErrors },
  },
  async ({ req, body, deviceId, ip, locale }) => {
    const session = await loginWithKakao(body, { deviceId, ip, locale, userAgent: req.headers.get('user-agent') });
    return withRenderCookie(req, ok(session), session.token);
  },
);
