import { createItem, listAdminItems } from '@/lib/server/admin/content/items';
import { handler, ok, readJson, readQuery } from '@/lib/server/http/route';
import { adminItemQuery, itemInputSchema } from '@/lib/validation/admin';

export const GET = handler(async ({ url }) => ok(await listAdminItems(readQuery(url, adminItemQuery), url)), { auth: 'admin' });

export const POST = handler(
  async ({ req, viewer }) => ok(await createItem(viewer, await readJson(req, itemInputSchema)), { status: 201 }),
  { auth: 'admin' },
);
