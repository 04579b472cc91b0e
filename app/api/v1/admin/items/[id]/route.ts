import { getAdminItem, updateItem } from '@/lib/server/items/admin';
import { handler, ok } from '@/lib/server/http/route';
import { adminIdParam } from '@/lib/validation/admin/common';
import { adminItemSchema, itemInputSchema } from '@/lib/validation/admin/content/items';
import { admin, notAdmin } from '@/app/api/v1/admin/contract';

export const GET = handler(
  {
    ...admin,
    summary: 'One item in both languages',
    params: adminIdParam,
    response: adminItemSchema,
    errors: { '403': notAdmin, '404': 'No such item' },
  },
  async ({ params }) => ok(await getAdminItem(params.id)),
);

// The editor always sends all of it.
export const PUT = handler(
  {
    ...admin,
    summary: 'Replace an item (layers included)',
    params: adminIdParam,
    body: itemInputSchema,
    response: adminItemSchema,
    errors: { '403': notAdmin, '404': 'No such item' },
  },
  async ({ params, body, viewer }) => ok(await updateItem(viewer, params.id, body)),
);
