import { okPage } from '@/lib/server/http/paging';
import { handler } from '@/lib/server/http/route';
import { listUserComments } from '@/lib/server/people/profiles';
import { pageQuery, paginatedSchema } from '@/lib/validation/common';
import { userCommentSchema, uuidParam } from '@/lib/validation/people';

export const GET = handler(
  {
    summary: "A member's visible comments and replies, newest first, with their post's title",
    description: 'Comments under posts or threads of members the reader is blocked with (either way) are left out.',
    tags: ['People: profiles'],
    params: uuidParam,
    query: pageQuery,
    response: paginatedSchema(userCommentSchema),
    errors: { '404': '1400: no such member (or withdrawn, or they blocked the reader)' },
  },
  async ({ params, url, query, viewer, locale }) => okPage(url, await listUserComments(params.uuid, viewer, query, locale)),
);
