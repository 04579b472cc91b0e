import { handler, ok } from '@/lib/server/http/route';
import { listOutbox } from '@/lib/server/messaging/outbox';
import { outboxMessageSchema } from '@/lib/validation/accounts';
import { z } from '@/lib/zod';

// The codes that would have been e-mailed or texted: administrators of a development server only.
// Any caller gets in, and listOutbox answers 404 to everyone else (and always with
// APP_ENV=production), so the route does not tell that it exists.
export const GET = handler(
  {
    summary: 'Development outbox: the newest 50 messages that would have been sent; administrators only',
    tags: ['Development'],
    auth: 'optional',
    response: z.array(outboxMessageSchema),
    errors: { '404': 'not an administrator, or APP_ENV=production' },
  },
  async ({ viewer }) => ok(await listOutbox(viewer)),
);
