import { deleteNotice, getAdminNotice, updateNotice } from '@/lib/server/notices/admin';
import { handler, ok } from '@/lib/server/http/route';
import { adminNoticeSchema, noticePatchSchema } from '@/lib/validation/admin/content/notices';
import { z } from '@/lib/zod';
import { adminRowContract } from '@/app/api/v1/admin/contract';

export const GET = handler(
  {
    ...adminRowContract('No such notice'),
    summary: 'One notice in both languages',
    response: adminNoticeSchema,
  },
  async ({ params }) => ok(await getAdminNotice(params.id)),
);

export const PATCH = handler(
  {
    ...adminRowContract('No such notice'),
    summary: 'Edit a notice; `{is_pinned}` pins or unpins',
    body: noticePatchSchema,
    response: adminNoticeSchema,
  },
  async ({ params, body, viewer }) => ok(await updateNotice(viewer, params.id, body)),
);

export const DELETE = handler(
  {
    ...adminRowContract('No such notice'),
    summary: 'Delete a notice',
    response: z.null(),
  },
  async ({ params, viewer }) => {
    await deleteNotice(viewer, params.id);
    return ok(null);
  },
);
