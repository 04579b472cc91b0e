import { createGuide, listAdminGuides } from '@/lib/server/admin/content/guides';
import { okPage } from '@/lib/server/http/paging';
import { handler, ok, readJson, readQuery } from '@/lib/server/http/route';
import { adminGuideQuery, guideInputSchema } from '@/lib/validation/admin/content/guides';

// Every guide, published or not.
export const GET = handler(async ({ url }) => okPage(url, await listAdminGuides(readQuery(url, adminGuideQuery))), { auth: 'admin' });

export const POST = handler(
  async ({ req, viewer }) => ok(await createGuide(viewer, await readJson(req, guideInputSchema)), { status: 201 }),
  { auth: 'admin' },
);
