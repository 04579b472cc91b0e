import { getAdminGuide, updateGuide } from '@/lib/server/guides/admin';
import { handler, ok } from '@/lib/server/http/route';
import { adminGuideSchema, guidePatchSchema } from '@/lib/validation/admin/content/guides';
import { adminRowContract } from '@/app/api/v1/admin/contract';

export const GET = handler(
  {
    ...adminRowContract('No such guide'),
    summary: 'One guide in both languages',
    response: adminGuideSchema,
  },
  async ({ params }) => ok(await getAdminGuide(params.id)),
);

export const PATCH = handler(
  {
    ...adminRowContract('No such guide', { '409': 'The slug is taken' }),
    summary: 'Edit a guide',
    body: guidePatchSchema,
    response: adminGuideSchema,
  },
  async ({ params, body, viewer }) => ok(await updateGuide(viewer, params.id, body)),
);
