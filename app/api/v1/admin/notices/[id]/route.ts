import { deleteNotice, getAdminNotice, updateNotice } from '@/lib/server/notices/admin';
import { handler, ok } from '@/lib/server/http/route';
import { adminIdParam } from '@/lib/validation/admin/common';
import { adminNoticeSchema, noticePatchSchema } from '@/lib/validation/admin/content/notices';
import { z } from '@/lib/zod';
import { admin, notAdmin } from '@/app/api/v1/admin/contract';

export const GET = handler(
  {
    ...admin,
    summary: 'One notice in both languages',
    params: adminIdParam,
    response: adminNoticeSchema,
    errors: { '403': notAdmin, '404': 'No such notice' },
  },
  async ({ params }) => ok(await getAdminNotice(params.id)),
);

export const PATCH = handler(
  {
    ...admin,
    summary: 'Edit a notice; `{is_pinned}` pins or unpins',
    params: adminIdParam,
    body: noticePatchSchema,
    response: adminNoticeSchema,
    errors: { '403': notAdmin, '404': 'No such notice' },
  },
  async ({ params, body, viewer }) => ok(await updateNotice(viewer, params.id, body)),
);

export const DELETE = handler(
  {
    ...admin,
    summary: 'Delete a notice',
    params: adminIdParam,
    response: z.null(),
    errors: { '403': notAdmin, '404': 'No such notice' },
  },
  async ({ params, viewer }) => {
    await deleteNotice(viewer, params.id);
    return ok(null);
  },
);
