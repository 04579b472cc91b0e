import { z } from '@/lib/zod';
import { withdraw } from '@/lib/server/auth/withdrawal';
import { withoutRenderCookie } from '@/lib/server/http/render-cookie';
import { handler, ok } from '@/lib/server/http/route';
import { withdrawSchema } from '@/lib/validation/auth';

export const POST = handler(
  {
    summary: 'Withdraw: the account stops at once; its data is deleted after 30 days',
    tags: ['Accounts'],
    auth: 'signedIn',
    body: withdrawSchema,
    response: z.null(),
  },
  async ({ req, viewer }) => {
    await withdraw(viewer);
    return withoutRenderCookie(req, ok(null));
  },
);
