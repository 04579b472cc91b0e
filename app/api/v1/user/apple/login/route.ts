import { firstSocialLogin, socialLoginErrors } from '@/lib/server/auth/social/contract';
import { loginWithApple } from '@/lib/server/auth/social/login';
import { withRenderCookie } from '@/lib/server/http/render-cookie';
import { handler, ok } from '@/lib/server/http/route';
import { appleLoginSchema, sessionResult } from '@/lib/validation/auth';

export const POST = handler(
  {
    summary: 'Sign in with Apple',
    description: `The \`id_token\` from Sign in with Apple is checked against Apple's keys (signature, issuer, audience, expiry). ${firstSocialLogin}`,
    tags: ['User'],
    body: appleLoginSchema,
    lang: true,
    response: sessionResult,
    errors: { '401': '2009: the id_token is invalid, expired or for another client', ...socialLoginErrors },
  },
  async ({ req, body, deviceId, ip, locale }) => {
    const session = await loginWithApple(body, { deviceId, ip, locale, userAgent: req.headers.get('user-agent') });
    return withRenderCookie(req, ok(session), session.token);
  },
);
