import { okPage } from '@/lib/server/http/paging';
import { handler, ok } from '@/lib/server/http/route';
import { json } from '@/lib/server/openapi/op';
import { blockUser, listBlocks, unblockUser } from '@/lib/server/people/blocks';
import { readUserRef } from '@/lib/server/people/request';
import { pageQuery, paginatedSchema } from '@/lib/validation/common';
import { blockEntrySchema, blockStateSchema, userRefQuery, userRefSchema } from '@/lib/validation/people';

const tags = ['People: blocks'];

export const GET = handler(
  {
    summary: 'The members one blocked, most recent first',
    tags,
    auth: 'signedIn',
    query: pageQuery,
    lang: true,
    response: paginatedSchema(blockEntrySchema),
  },
  async ({ url, query, viewer, locale }) => okPage(url, await listBlocks(viewer.id, query, locale)),
);

export const POST = handler(
  {
    summary: 'Block a member',
    description:
      "Both members stop seeing each other's posts and comments everywhere (lists, search, detail, comments, main page), cannot " +
      'reply to each other or send friend requests; their friendship or pending request ends. Blocking again changes nothing.',
    tags,
    auth: 'member',
    body: userRefSchema,
    response: blockStateSchema,
    errors: { '400': '1000: oneself', '404': '1400: no such member (or withdrawn, or they blocked the reader)' },
  },
  async ({ body, viewer, locale }) => ok(await blockUser(viewer, body.user_uuid, locale)),
);

// The member comes in the body or in `?user_uuid=` (readUserRef), so the route reads it itself.
export const DELETE = handler(
  {
    summary: 'Unblock a member',
    tags,
    auth: 'member',
    response: blockStateSchema,
    openapi: { requestParams: { query: userRefQuery }, requestBody: json(userRefSchema) },
  },
  async ({ req, url, viewer, locale }) => ok(await unblockUser(viewer, (await readUserRef(req, url)).user_uuid, locale)),
);
