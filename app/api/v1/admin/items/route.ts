import { createItem, listAdminItems } from '@/lib/server/admin/content/items';
import { okPage } from '@/lib/server/http/paging';
import { handler, ok, readJson, readQuery } from '@/lib/server/http/route';
import { adminItemQuery, itemInputSchema } from '@/lib/validation/admin/content/items';

export const GET = handler(async ({ url }) => okPage(url, await listAdminItems(readQuery(url, adminItemQuery))), { auth: 'admin' });

export const POST = handler(
  async ({ req, viewer }) => ok(await createItem(viewer, await readJson(req, itemInputSchema)), { status: 201 }),
  { auth: 'admin' },
);
