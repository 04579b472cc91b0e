import { okPage } from '@/lib/server/http/paging';
import { handler, ok } from '@/lib/server/http/route';
import { json } from '@/lib/server/openapi/op';
import { listFriends, removeFriend } from '@/lib/server/people/friends';
import { readUserRef } from '@/lib/server/people/request';
import { pageQuery, paginatedSchema } from '@/lib/validation/common';
import { friendEntrySchema, friendStateSchema, userRefQuery, userRefSchema } from '@/lib/validation/people';

const tags = ['People: friends'];

export const GET = handler(
  {
    summary: "One's friends, most recent first",
    tags,
    auth: 'signedIn',
    query: pageQuery,
    lang: true,
    response: paginatedSchema(friendEntrySchema),
  },
  async ({ url, query, viewer, locale }) => okPage(url, await listFriends(viewer.id, query, locale)),
);

// The member comes in the body or in `?user_uuid=` (readUserRef), so the route reads it itself.
export const DELETE = handler(
  {
    summary: 'End a friendship',
    tags,
    auth: 'member',
    response: friendStateSchema,
    errors: { '404': '1400: not friends' },
    openapi: { requestParams: { query: userRefQuery }, requestBody: json(userRefSchema) },
  },
  async ({ req, url, viewer, locale }) => ok(await removeFriend(viewer, (await readUserRef(req, url)).user_uuid, locale)),
);
