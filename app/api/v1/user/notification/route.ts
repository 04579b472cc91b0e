import { handler, ok, readQuery } from '@/lib/server/http/route';
import { listNotifications } from '@/lib/server/people/notifications';
import { notificationListQuery } from '@/lib/validation/people';

export const GET = handler(
  async ({ url, viewer, locale }) => ok(await listNotifications(viewer.id, readQuery(url, notificationListQuery), locale, url)),
  { auth: 'signedIn' },
);
