import { listComments } from '@/lib/server/community/comments';
import { okCursorPage } from '@/lib/server/http/paging';
import { handler } from '@/lib/server/http/route';
import { commentListQuery, commentPageSchema } from '@/lib/validation/comments';

export const GET = handler(
  {
    summary: "A page of a post's comments: top-level comments oldest first (20 a page), each with all its replies",
    description:
      'Keyset paging: follow `next` / `previous`. A deleted or moderated comment that still has replies is kept as ' +
      '`is_deleted: true` with empty content; without replies it is left out. Threads of members blocked either way ' +
      "are left out for a signed-in viewer. `count` is the post's visible comments and replies.",
    tags: ['Comments'],
    query: commentListQuery,
    lang: true,
    response: commentPageSchema,
    errors: { '404': '1400: no such post (or deleted or hidden)' },
  },
  async ({ url, query, viewer, locale }) =>
    okCursorPage(url, await listComments(query.post_id, viewer?.id ?? null, locale, { cursor: query.cursor })),
);
