import { getAdminItem, updateItem } from '@/lib/server/admin/content/items';
import { handler, ok, readJson } from '@/lib/server/http/route';
import { adminIdParam } from '@/lib/validation/admin/common';
import { itemInputSchema } from '@/lib/validation/admin/content/items';

type Params = { id: string };

export const GET = handler<Params>(async ({ params }) => ok(await getAdminItem(adminIdParam.parse(params).id)), { auth: 'admin' });

// The whole item, layers included (the editor always sends all of it).
export const PUT = handler<Params>(
  async ({ req, params, viewer }) => ok(await updateItem(viewer, adminIdParam.parse(params).id, await readJson(req, itemInputSchema))),
  { auth: 'admin' },
);
