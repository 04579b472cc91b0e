import { handler, ok } from '@/lib/server/http/route';
import { unreadCount } from '@/lib/server/people/notifications';
import { unreadCountSchema } from '@/lib/validation/people';

export const GET = handler(
  { summary: 'How many notifications are unread', tags: ['People: notifications'], auth: 'signedIn', response: unreadCountSchema },
  async ({ viewer }) => ok({ count: await unreadCount(viewer.id) }),
);
