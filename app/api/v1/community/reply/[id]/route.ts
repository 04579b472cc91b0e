import { deleteComment, updateComment } from '@/lib/server/community/comments';
import { handler, ok } from '@/lib/server/http/route';
import { idParam } from '@/lib/validation/common';
import { commentSchema, commentUpdateSchema } from '@/lib/validation/posts';
import { z } from '@/lib/zod';

export const PUT = handler(
  {
    summary: "Edit one's own comment or reply",
    description: 'At most 30 edits per 10 minutes per member (429 / 1700 with Retry-After beyond).',
    tags: ['Comments'],
    auth: 'member',
    params: idParam,
    body: commentUpdateSchema,
    lang: true,
    response: commentSchema,
    errors: {
      '400': '1000: `errors.content`: commentRequired, commentMax or bannedWord',
      '403': '1300: not the author; 1301: suspended',
      '404': '1400: no such comment (or deleted)',
    },
  },
  async ({ params, body, viewer, locale }) => ok(await updateComment(viewer, params.id, body, locale)),
);

export const DELETE = handler(
  {
    summary: "Delete one's own comment or reply (administrators: any); replies of a deleted comment stay",
    tags: ['Comments'],
    auth: 'member',
    params: idParam,
    response: z.null(),
    errors: {
      '403': '1300: not the author; 1301: suspended',
      '404': '1400: no such comment (or already deleted)',
    },
  },
  async ({ params, viewer }) => {
    await deleteComment(viewer, params.id);
    return ok(null);
  },
);
