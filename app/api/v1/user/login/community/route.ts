import { loginWithPassword } from '@/lib/server/auth/login';
import { withRenderCookie } from '@/lib/server/http/render-cookie';
import { handler, ok } from '@/lib/server/http/route';
import { loginResult, loginSchema } from '@/lib/validation/auth';

export const POST = handler(
  {
    summary: 'Sign in with e-mail or phone and password',
    tags: ['User'],
    body: loginSchema,
    response: loginResult,
    errors: {
      '400': '2001: no account uses this identifier; 1000: validation',
      '401': '2002: wrong password',
      '403': '1301: the account is suspended',
    },
  },
  async ({ req, body, deviceId, ip, locale }) => {
    const session = await loginWithPassword(body, { deviceId, ip, locale, userAgent: req.headers.get('user-agent') });
    return withRenderCookie(req, ok(session), session.token);
  },
);
