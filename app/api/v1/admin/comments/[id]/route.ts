import { deleteCommentAsAdmin, moderateComment } from '@/lib/server/community/admin';
import { handler, ok } from '@/lib/server/http/route';
import { adminIdParam } from '@/lib/validation/admin/common';
import { adminCommentSchema, commentModerationSchema, contentDeleteSchema } from '@/lib/validation/admin/content/posts';
import { z } from '@/lib/zod';
import { admin, notAdmin } from '@/app/api/v1/admin/contract';

export const PATCH = handler(
  {
    ...admin,
    summary: 'Hide or show a comment (the post’s comment count follows)',
    params: adminIdParam,
    body: commentModerationSchema,
    response: adminCommentSchema,
    errors: { '403': notAdmin, '404': 'No such live comment' },
  },
  async ({ params, body, viewer }) => ok(await moderateComment(viewer, params.id, body)),
);

export const DELETE = handler(
  {
    ...admin,
    summary: 'Delete a comment (soft)',
    params: adminIdParam,
    body: contentDeleteSchema,
    bodyOptional: true,
    response: z.null(),
    errors: { '403': notAdmin, '404': 'No such live comment' },
  },
  async ({ params, body, viewer }) => {
    await deleteCommentAsAdmin(viewer, params.id, body);
    return ok(null);
  },
);
