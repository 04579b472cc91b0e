import { handler, ok } from '@/lib/server/http/route';
import { unreadCount } from '@/lib/server/people/notifications';

export const GET = handler(async ({ viewer }) => ok({ count: await unreadCount(viewer.id) }), { auth: 'signedIn' });
