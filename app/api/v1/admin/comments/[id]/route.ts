import { deleteCommentAsAdmin, moderateComment } from '@/lib/server/community/admin';
import { handler, ok } from '@/lib/server/http/route';
import { adminCommentSchema, commentModerationSchema, contentDeleteSchema } from '@/lib/validation/admin/content/posts';
import { z } from '@/lib/zod';
import { adminRowContract } from '@/app/api/v1/admin/contract';

export const PATCH = handler(
  {
    ...adminRowContract('No such live comment'),
    summary: 'Hide or show a comment (the post’s comment count follows)',
    body: commentModerationSchema,
    response: adminCommentSchema,
  },
  async ({ params, body, viewer }) => ok(await moderateComment(viewer, params.id, body)),
);

export const DELETE = handler(
  {
    ...adminRowContract('No such live comment'),
    summary: 'Delete a comment (soft)',
    body: contentDeleteSchema,
    bodyOptional: true,
    response: z.null(),
  },
  async ({ params, body, viewer }) => {
    await deleteCommentAsAdmin(viewer, params.id, body);
    return ok(null);
  },
);
