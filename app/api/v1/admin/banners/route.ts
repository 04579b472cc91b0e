import { createBanner, listAdminBanners } from '@/lib/server/community/admin-banners';
import { handler, ok } from '@/lib/server/http/route';
import { adminBannerSchema, bannerInputSchema } from '@/lib/validation/admin/content/banners';
import { z } from '@/lib/zod';
import { admin, created, notAdmin } from '@/app/api/v1/admin/contract';

// Live or not.
export const GET = handler(
  {
    ...admin,
    summary: 'Every banner in display order',
    response: z.array(adminBannerSchema),
    errors: { '403': notAdmin },
  },
  async () => ok(await listAdminBanners()),
);

export const POST = handler(
  {
    ...admin,
    summary: 'Create a banner (added last)',
    body: bannerInputSchema,
    ...created(adminBannerSchema),
    errors: { '403': notAdmin },
  },
  async ({ body, viewer }) => ok(await createBanner(viewer, body), { status: 201 }),
);
