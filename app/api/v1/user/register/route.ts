import { register } from '@/lib/server/auth/register';
import { withRenderCookie } from '@/lib/server/http/render-cookie';
import { handler, ok } from '@/lib/server/http/route';
import { registerSchema, sessionResult } from '@/lib/validation/auth';

export const POST = handler(
  {
    summary: 'Create the account for a verified e-mail or phone and sign in',
    description:
      'The two required consents, `agree_terms` (/terms) and `agree_privacy` (/privacy), must both be true; the account records when.',
    tags: ['Accounts'],
    body: registerSchema,
    lang: true,
    response: sessionResult,
    errors: {
      '400':
        '1000: validation; 2012: verification token invalid, used or expired; ' +
        '2013: `agree_terms` or `agree_privacy` not true (`errors` names them: consentRequired), checked before anything else is',
      '409': '2003 / 2004: identifier in use; 2005: nickname in use; 2008: withdrawn less than 30 days ago',
    },
  },
  async ({ req, body, deviceId, ip, locale }) => {
    const session = await register(body, { deviceId, ip, locale, userAgent: req.headers.get('user-agent') });
    return withRenderCookie(req, ok(session), session.token);
  },
);
