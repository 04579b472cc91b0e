import { createGuide, listAdminGuides } from '@/lib/server/guides/admin';
import { okPage } from '@/lib/server/http/paging';
import { handler, ok } from '@/lib/server/http/route';
import { adminGuideQuery, adminGuideSchema, guideInputSchema } from '@/lib/validation/admin/content/guides';
import { paginatedSchema } from '@/lib/validation/common';
import { adminContract, created } from '@/app/api/v1/admin/contract';

export const GET = handler(
  {
    ...adminContract(),
    summary: 'Every guide, published or not',
    query: adminGuideQuery,
    response: paginatedSchema(adminGuideSchema),
  },
  async ({ url, query }) => okPage(url, await listAdminGuides(query)),
);

export const POST = handler(
  {
    ...adminContract({ '409': 'The slug is taken' }),
    summary: 'Create a guide',
    body: guideInputSchema,
    ...created(adminGuideSchema),
  },
  async ({ body, viewer }) => ok(await createGuide(viewer, body), { status: 201 }),
);
