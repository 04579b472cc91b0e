import { createGuide, listAdminGuides } from '@/lib/server/guides/admin';
import { okPage } from '@/lib/server/http/paging';
import { handler, ok } from '@/lib/server/http/route';
import { adminGuideQuery, adminGuideSchema, guideInputSchema } from '@/lib/validation/admin/content/guides';
import { paginatedSchema } from '@/lib/validation/common';
import { admin, created, notAdmin } from '@/app/api/v1/admin/contract';

export const GET = handler(
  {
    ...admin,
    summary: 'Every guide, published or not',
    query: adminGuideQuery,
    response: paginatedSchema(adminGuideSchema),
    errors: { '403': notAdmin },
  },
  async ({ url, query }) => okPage(url, await listAdminGuides(query)),
);

export const POST = handler(
  {
    ...admin,
    summary: 'Create a guide',
    body: guideInputSchema,
    ...created(adminGuideSchema),
    errors: { '403': notAdmin, '409': 'The slug is taken' },
  },
  async ({ body, viewer }) => ok(await createGuide(viewer, body), { status: 201 }),
);
