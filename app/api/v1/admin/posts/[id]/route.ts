import { deletePostAsAdmin, moderatePost } from '@/lib/server/community/admin';
import { handler, ok } from '@/lib/server/http/route';
import { adminIdParam } from '@/lib/validation/admin/common';
import { adminPostSchema, contentDeleteSchema, postModerationSchema } from '@/lib/validation/admin/content/posts';
import { z } from '@/lib/zod';
import { admin, notAdmin } from '@/app/api/v1/admin/contract';

export const PATCH = handler(
  {
    ...admin,
    summary: 'Pin, hide or show, move to another board',
    params: adminIdParam,
    body: postModerationSchema,
    response: adminPostSchema,
    errors: { '403': notAdmin, '404': 'No such live post' },
  },
  async ({ params, body, viewer, locale }) => ok(await moderatePost(viewer, params.id, body, locale)),
);

export const DELETE = handler(
  {
    ...admin,
    summary: 'Delete a post (soft; operators may delete without notice)',
    params: adminIdParam,
    body: contentDeleteSchema,
    bodyOptional: true,
    response: z.null(),
    errors: { '403': notAdmin, '404': 'No such live post' },
  },
  async ({ params, body, viewer }) => {
    await deletePostAsAdmin(viewer, params.id, body);
    return ok(null);
  },
);
