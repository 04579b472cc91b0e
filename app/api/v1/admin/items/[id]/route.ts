import { getAdminItem, updateItem } from '@/lib/server/items/admin';
import { handler, ok } from '@/lib/server/http/route';
import { adminItemSchema, itemInputSchema } from '@/lib/validation/admin/content/items';
import { adminRowContract } from '@/app/api/v1/admin/contract';

export const GET = handler(
  {
    ...adminRowContract('No such item'),
    summary: 'One item in both languages',
    response: adminItemSchema,
  },
  async ({ params }) => ok(await getAdminItem(params.id)),
);

// The editor always sends all of it.
export const PUT = handler(
  {
    ...adminRowContract('No such item'),
    summary: 'Replace an item (layers included)',
    body: itemInputSchema,
    response: adminItemSchema,
  },
  async ({ params, body, viewer }) => ok(await updateItem(viewer, params.id, body)),
);
