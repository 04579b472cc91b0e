import { z } from '@/lib/zod';
import { listSessions } from '@/lib/server/auth/session';
import { handler, ok } from '@/lib/server/http/route';
import { sessionSchema } from '@/lib/validation/auth';

export const GET = handler(
  {
    summary: 'Signed-in devices of the account; `current` marks this one',
    tags: ['Accounts'],
    auth: 'signedIn',
    response: z.array(sessionSchema),
  },
  async ({ viewer }) => ok(await listSessions(viewer)),
);
