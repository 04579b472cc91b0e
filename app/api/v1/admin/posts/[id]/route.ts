import { deletePostAsAdmin, moderatePost } from '@/lib/server/community/admin';
import { handler, ok } from '@/lib/server/http/route';
import { adminPostSchema, contentDeleteSchema, postModerationSchema } from '@/lib/validation/admin/content/posts';
import { z } from '@/lib/zod';
import { adminRowContract } from '@/app/api/v1/admin/contract';

export const PATCH = handler(
  {
    ...adminRowContract('No such live post'),
    summary: 'Pin, hide or show, move to another board',
    body: postModerationSchema,
    response: adminPostSchema,
  },
  async ({ params, body, viewer, locale }) => ok(await moderatePost(viewer, params.id, body, locale)),
);

export const DELETE = handler(
  {
    ...adminRowContract('No such live post'),
    summary: 'Delete a post (soft; operators may delete without notice)',
    body: contentDeleteSchema,
    bodyOptional: true,
    response: z.null(),
  },
  async ({ params, body, viewer }) => {
    await deletePostAsAdmin(viewer, params.id, body);
    return ok(null);
  },
);
