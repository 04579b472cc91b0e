import { handler, ok, readJson } from '@/lib/server/http/route';
import { acceptFriendRequest } from '@/lib/server/people/friends';
import { userRefSchema } from '@/lib/validation/people';

export const POST = handler(
  async ({ req, viewer, locale }) => ok(await acceptFriendRequest(viewer, (await readJson(req, userRefSchema)).user_uuid, locale)),
  { auth: 'member' },
);
