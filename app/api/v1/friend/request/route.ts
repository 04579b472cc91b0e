import { handler, ok } from '@/lib/server/http/route';
import { created, json } from '@/lib/server/openapi/op';
import { cancelFriendRequest, listFriendRequests, sendFriendRequest } from '@/lib/server/people/friends';
import { readUserRef } from '@/lib/server/people/request';
import { friendRequestsSchema, friendStateSchema, userRefQuery, userRefSchema } from '@/lib/validation/people';

const tags = ['People: friends'];

export const GET = handler(
  { summary: 'Pending friend requests, incoming and outgoing', tags, auth: 'signedIn', lang: true, response: friendRequestsSchema },
  async ({ viewer, locale }) => ok(await listFriendRequests(viewer.id, locale)),
);

export const POST = handler(
  {
    summary: 'Ask a member to be friends',
    description:
      'States: none → pending (`pending_outgoing` for the sender, `pending_incoming` for the other) → friends. The other member gets a ' +
      '`friend_request` notification. At most 30 requests an hour.',
    tags,
    auth: 'member',
    body: userRefSchema,
    response: friendStateSchema,
    errors: {
      '400': '1000: oneself',
      '403': '1300: a block stands between the two; 1301: suspended',
      '404': '1400: no such member (or withdrawn, or they blocked the reader)',
      '409': '1500: already friends or a request is pending (either way)',
    },
    openapi: { responses: { ...created(friendStateSchema) } },
  },
  async ({ body, viewer, locale }) => ok(await sendFriendRequest(viewer, body.user_uuid, locale), { status: 201 }),
);

// The member comes in the body or in `?user_uuid=` (readUserRef), so the route reads it itself.
export const DELETE = handler(
  {
    summary: "Cancel one's own pending request",
    tags,
    auth: 'member',
    response: friendStateSchema,
    errors: { '404': '1400: no pending request from the reader' },
    openapi: { requestParams: { query: userRefQuery }, requestBody: json(userRefSchema) },
  },
  async ({ req, url, viewer, locale }) => ok(await cancelFriendRequest(viewer, (await readUserRef(req, url)).user_uuid, locale)),
);
