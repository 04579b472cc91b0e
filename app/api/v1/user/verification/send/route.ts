import { sendCode } from '@/lib/server/auth/verification';
import { handler, ok } from '@/lib/server/http/route';
import { sendCodeResult, sendCodeSchema } from '@/lib/validation/auth';

export const POST = handler(
  {
    summary: 'Send a 4-digit code (valid 3 minutes) to an e-mail or phone, for registration or password reset',
    description:
      'Reset answers the same whether or not an account exists (no message is sent for unknown ones). ' +
      'A new code replaces the older ones for that destination; resend after 30 s; 5 per destination and 20 per IP an hour.',
    tags: ['Accounts'],
    body: sendCodeSchema,
    lang: true,
    response: sendCodeResult,
    errors: {
      '400': '1000: validation (`errors.destination`: invalidEmail / invalidPhone)',
      '409': '2003: e-mail in use; 2004: phone in use; 2008: withdrawn less than 30 days ago (register)',
      '429': '1700: resend cooldown or send limit; see Retry-After',
      '502': '2010: the code could not be sent',
    },
  },
  async ({ body, ip, locale }) => ok(await sendCode(body, { ip, locale })),
);
