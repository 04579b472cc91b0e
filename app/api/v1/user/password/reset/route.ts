import { z } from '@/lib/zod';
import { resetPassword } from '@/lib/server/auth/reset';
import { handler, ok } from '@/lib/server/http/route';
import { resetPasswordSchema } from '@/lib/validation/auth';

export const POST = handler(
  {
    summary: 'Set a new password with a reset verification token; signs out every device',
    tags: ['Accounts'],
    body: resetPasswordSchema,
    response: z.null(),
    errors: { '400': '1000: validation; 2012: verification token invalid, used or expired' },
  },
  async ({ body }) => {
    await resetPassword(body);
    return ok(null);
  },
);
