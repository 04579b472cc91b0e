import { createGuide, listAdminGuides } from '@/lib/server/admin/content/guides';
import { handler, ok, readJson, readQuery } from '@/lib/server/http/route';
import { adminGuideQuery, guideInputSchema } from '@/lib/validation/admin';

// Every guide, published or not.
export const GET = handler(async ({ url }) => ok(await listAdminGuides(readQuery(url, adminGuideQuery), url)), { auth: 'admin' });

export const POST = handler(
  async ({ req, viewer }) => ok(await createGuide(viewer, await readJson(req, guideInputSchema)), { status: 201 }),
  { auth: 'admin' },
);
