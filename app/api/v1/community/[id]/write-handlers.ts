import { deletePost, updatePost } from '@/lib/server/community/post-write';
import { handler, ok } from '@/lib/server/http/route';
import { idParam } from '@/lib/validation/common';
import { postDetailSchema, postWriteSchema } from '@/lib/validation/posts';
import { z } from '@/lib/zod';
import { POST_RULES, POST_VALIDATION } from '../write-handlers';

// Re-exported by ./route.ts beside the detail's GET.
export const PUT = handler(
  {
    summary: "Edit one's own post (the whole post is sent again)",
    description: `${POST_RULES} Images the post already had stay allowed. Moving to another category needs a writable one.`,
    tags: ['Community'],
    auth: 'member',
    params: idParam,
    body: postWriteSchema,
    lang: true,
    response: postDetailSchema,
    errors: {
      '400': POST_VALIDATION,
      '403': '1300: not the author; 1301: suspended',
      '404': '1400: no such post (or deleted)',
    },
  },
  async ({ params, body, viewer, locale }) => ok(await updatePost(viewer, params.id, body, locale)),
);

export const DELETE = handler(
  {
    summary: 'Delete a post (the author, or an administrator)',
    tags: ['Community'],
    auth: 'member',
    params: idParam,
    response: z.null(),
    errors: {
      '403': '1300: neither the author nor an administrator; 1301: suspended',
      '404': '1400: no such post (or already deleted)',
    },
  },
  async ({ params, viewer }) => {
    await deletePost(viewer, params.id);
    return ok(null);
  },
);
