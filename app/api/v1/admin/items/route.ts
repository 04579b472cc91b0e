import { createItem, listAdminItems } from '@/lib/server/items/admin';
import { okPage } from '@/lib/server/http/paging';
import { handler, ok } from '@/lib/server/http/route';
import { adminItemQuery, adminItemSchema, itemInputSchema } from '@/lib/validation/admin/content/items';
import { paginatedSchema } from '@/lib/validation/common';
import { adminContract, created } from '@/app/api/v1/admin/contract';

export const GET = handler(
  {
    ...adminContract(),
    summary: 'Items, newest first',
    query: adminItemQuery,
    response: paginatedSchema(adminItemSchema),
  },
  async ({ url, query }) => okPage(url, await listAdminItems(query)),
);

export const POST = handler(
  {
    ...adminContract(),
    summary: 'Create an item with its image, sprite sheet and layers',
    body: itemInputSchema,
    ...created(adminItemSchema),
  },
  async ({ body, viewer }) => ok(await createItem(viewer, body), { status: 201 }),
);
