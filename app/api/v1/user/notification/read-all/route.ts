import { handler, ok } from '@/lib/server/http/route';
import { markAllRead } from '@/lib/server/people/notifications';

export const POST = handler(async ({ viewer }) => ok({ updated: await markAllRead(viewer.id) }), { auth: 'signedIn' });
