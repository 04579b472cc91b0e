import { handler, ok } from '@/lib/server/http/route';
import { declineFriendRequest } from '@/lib/server/people/friends';
import { friendStateSchema, userRefSchema } from '@/lib/validation/people';

export const POST = handler(
  {
    summary: 'Decline the request a member sent',
    tags: ['People: friends'],
    auth: 'member',
    body: userRefSchema,
    response: friendStateSchema,
    errors: { '404': '1400: no pending request from that member' },
  },
  async ({ body, viewer, locale }) => ok(await declineFriendRequest(viewer, body.user_uuid, locale)),
);
