import { handler, ok } from '@/lib/server/http/route';
import { markAllRead } from '@/lib/server/people/notifications';
import { readResultSchema } from '@/lib/validation/people';

export const POST = handler(
  { summary: 'Mark every notification read', tags: ['People: notifications'], auth: 'signedIn', response: readResultSchema },
  async ({ viewer }) => ok({ updated: await markAllRead(viewer.id) }),
);
