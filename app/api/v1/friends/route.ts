import { okPage } from '@/lib/server/http/paging';
import { handler, ok, readQuery } from '@/lib/server/http/route';
import { listFriends, removeFriend } from '@/lib/server/people/friends';
import { readUserRef } from '@/lib/server/people/request';
import { pageQuery } from '@/lib/validation/common';

export const GET = handler(
  async ({ url, viewer, locale }) => okPage(url, await listFriends(viewer.id, readQuery(url, pageQuery), locale)),
  {
    auth: 'signedIn',
  },
);

export const DELETE = handler(
  async ({ req, url, viewer, locale }) => ok(await removeFriend(viewer, (await readUserRef(req, url)).user_uuid, locale)),
  { auth: 'member' },
);
