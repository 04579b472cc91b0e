import { handler, ok, readJson } from '@/lib/server/http/route';
import { cancelFriendRequest, listFriendRequests, sendFriendRequest } from '@/lib/server/people/friends';
import { readUserRef } from '@/lib/server/people/request';
import { userRefSchema } from '@/lib/validation/people';

export const GET = handler(async ({ viewer, locale }) => ok(await listFriendRequests(viewer.id, locale)), { auth: 'signedIn' });

export const POST = handler(
  async ({ req, viewer, locale }) =>
    ok(await sendFriendRequest(viewer, (await readJson(req, userRefSchema)).user_uuid, locale), { status: 201 }),
  { auth: 'member' },
);

export const DELETE = handler(
  async ({ req, url, viewer, locale }) => ok(await cancelFriendRequest(viewer, (await readUserRef(req, url)).user_uuid, locale)),
  { auth: 'member' },
);
