import { okPage } from '@/lib/server/http/paging';
import { handler } from '@/lib/server/http/route';
import { listNotifications } from '@/lib/server/people/notifications';
import { paginatedSchema } from '@/lib/validation/common';
import { notificationListQuery, notificationSchema } from '@/lib/validation/people';

export const GET = handler(
  {
    summary: "One's notifications, newest first",
    description: 'Notifications caused by members blocked either way are left out.',
    tags: ['People: notifications'],
    auth: 'signedIn',
    query: notificationListQuery,
    lang: true,
    response: paginatedSchema(notificationSchema),
  },
  async ({ url, query, viewer, locale }) => okPage(url, await listNotifications(viewer.id, query, locale)),
);
