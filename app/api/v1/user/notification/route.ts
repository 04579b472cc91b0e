import { okPage } from '@/lib/server/http/paging';
import { handler, readQuery } from '@/lib/server/http/route';
import { listNotifications } from '@/lib/server/people/notifications';
import { notificationListQuery } from '@/lib/validation/people';

export const GET = handler(
  async ({ url, viewer, locale }) => okPage(url, await listNotifications(viewer.id, readQuery(url, notificationListQuery), locale)),
  { auth: 'signedIn' },
);
