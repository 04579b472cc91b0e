import { register } from '@/lib/server/auth/register';
import { withRenderCookie } from '@/lib/server/http/render-cookie';
import { handler, ok } from '@/lib/server/http/route';
import { registerSchema, sessionResult } from '@/lib/validation/auth';

export const POST = handler(
  {
    summary: 'Create the account for a verified e-mail or phone and sign in',
    tags: ['Accounts'],
    body: registerSchema,
    lang: true,
    response: sessionResult,
    errors: {
      '400': '1000: validation; 2012: verification token invalid, used or expired',
      '409': '2003 / 2004: identifier in use; 2005: nickname in use; 2008: withdrawn less than 30 days ago',
    },
  },
  async ({ req, body, deviceId, ip, locale }) => {
    const session = await register(body, { deviceId, ip, locale, userAgent: req.headers.get('user-agent') });
    return withRenderCookie(req, ok(session), session.token);
  },
);
