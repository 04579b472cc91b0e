import { createBanner, listAdminBanners } from '@/lib/server/admin/content/banners';
import { handler, ok, readJson } from '@/lib/server/http/route';
import { bannerInputSchema } from '@/lib/validation/admin/content/banners';

// Every banner in display order, live or not.
export const GET = handler(async () => ok(await listAdminBanners()), { auth: 'admin' });

export const POST = handler(
  async ({ req, viewer }) => ok(await createBanner(viewer, await readJson(req, bannerInputSchema)), { status: 201 }),
  { auth: 'admin' },
);
