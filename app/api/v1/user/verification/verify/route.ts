import { verifyCode } from '@/lib/server/auth/verification';
import { handler, ok } from '@/lib/server/http/route';
import { verifyCodeResult, verifyCodeSchema } from '@/lib/validation/auth';

export const POST = handler(
  {
    summary: 'Check a code; answers a single-use verification token valid 30 minutes',
    tags: ['Accounts'],
    body: verifyCodeSchema,
    response: verifyCodeResult,
    errors: { '400': '2006: wrong code (`meta.remaining_attempts`); 2007: expired, replaced or out of tries' },
  },
  async ({ body }) => ok(await verifyCode(body)),
);
