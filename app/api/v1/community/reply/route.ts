import { createComment } from '@/lib/server/community/comments';
import { handler, ok } from '@/lib/server/http/route';
import { created } from '@/lib/server/openapi/op';
import { commentCreateSchema, commentSchema } from '@/lib/validation/posts';

export const POST = handler(
  {
    summary: 'Write a comment, or a reply when `parent_id` names the comment or reply it answers',
    description:
      "A reply's `parent_id` in the answer is the top-level comment of its thread; a reply to a reply also carries " +
      '`reply_to` {id, author_name}. Content is trimmed, 1 to 3,500 characters. ' +
      'At most 10 comments a minute and 200 a day per member (429 with Retry-After beyond).',
    tags: ['Comments'],
    auth: 'member',
    body: commentCreateSchema,
    lang: true,
    response: null,
    errors: {
      '400':
        '1000: `errors.content`: commentRequired (empty after trimming), commentMax (over 3,500) or bannedWord (refused by the word filter)',
      '403': "1301: suspended; 1300: a block stands between the writer and the post's or answered comment's author",
      '404': '1400: no such post or answered comment (or deleted or hidden)',
    },
    openapi: { responses: created(commentSchema) },
  },
  async ({ body, viewer, locale }) => ok(await createComment(viewer, body, locale), { status: 201 }),
);
