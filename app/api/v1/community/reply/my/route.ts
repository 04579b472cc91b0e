import { listMyComments } from '@/lib/server/community/comments';
import { okCursorPage } from '@/lib/server/http/paging';
import { handler } from '@/lib/server/http/route';
import { myCommentListQuery, myCommentSchema } from '@/lib/validation/comments';
import { paginatedSchema } from '@/lib/validation/common';

// Suspended members may still read what they wrote.
export const GET = handler(
  {
    summary: "The signed-in member's comments and replies, newest first, with their post",
    tags: ['Comments'],
    auth: 'signedIn',
    query: myCommentListQuery,
    response: paginatedSchema(myCommentSchema),
  },
  async ({ url, query, viewer }) => okCursorPage(url, await listMyComments(viewer.id, { cursor: query.cursor })),
);
