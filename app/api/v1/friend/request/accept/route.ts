import { handler, ok } from '@/lib/server/http/route';
import { acceptFriendRequest } from '@/lib/server/people/friends';
import { friendStateSchema, userRefSchema } from '@/lib/validation/people';

export const POST = handler(
  {
    summary: 'Accept the request a member sent',
    description: 'The requester gets a `friend_accepted` notification.',
    tags: ['People: friends'],
    auth: 'member',
    body: userRefSchema,
    response: friendStateSchema,
    errors: { '404': '1400: no pending request from that member' },
  },
  async ({ body, viewer, locale }) => ok(await acceptFriendRequest(viewer, body.user_uuid, locale)),
);
