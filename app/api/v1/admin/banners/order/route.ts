import { reorderBanners } from '@/lib/server/admin/content/banners';
import { handler, ok, readJson } from '@/lib/server/http/route';
import { bannerOrderSchema } from '@/lib/validation/admin/content/banners';

export const PUT = handler(async ({ req, viewer }) => ok(await reorderBanners(viewer, (await readJson(req, bannerOrderSchema)).ids)), {
  auth: 'admin',
});
