import { getAdminGuide, updateGuide } from '@/lib/server/guides/admin';
import { handler, ok } from '@/lib/server/http/route';
import { adminIdParam } from '@/lib/validation/admin/common';
import { adminGuideSchema, guidePatchSchema } from '@/lib/validation/admin/content/guides';
import { admin, notAdmin } from '@/app/api/v1/admin/contract';

export const GET = handler(
  {
    ...admin,
    summary: 'One guide in both languages',
    params: adminIdParam,
    response: adminGuideSchema,
    errors: { '403': notAdmin, '404': 'No such guide' },
  },
  async ({ params }) => ok(await getAdminGuide(params.id)),
);

export const PATCH = handler(
  {
    ...admin,
    summary: 'Edit a guide',
    params: adminIdParam,
    body: guidePatchSchema,
    response: adminGuideSchema,
    errors: { '403': notAdmin, '404': 'No such guide', '409': 'The slug is taken' },
  },
  async ({ params, body, viewer }) => ok(await updateGuide(viewer, params.id, body)),
);
