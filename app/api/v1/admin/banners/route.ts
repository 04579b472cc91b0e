import { createBanner, listAdminBanners } from '@/lib/server/community/admin-banners';
import { handler, ok } from '@/lib/server/http/route';
import { adminBannerSchema, bannerInputSchema } from '@/lib/validation/admin/content/banners';
import { z } from '@/lib/zod';
import { adminContract, created } from '@/app/api/v1/admin/contract';

// Live or not.
export const GET = handler(
  {
    ...adminContract(),
    summary: 'Every banner in display order',
    response: z.array(adminBannerSchema),
  },
  async () => ok(await listAdminBanners()),
);

export const POST = handler(
  {
    ...adminContract(),
    summary: 'Create a banner (added last)',
    body: bannerInputSchema,
    ...created(adminBannerSchema),
  },
  async ({ body, viewer }) => ok(await createBanner(viewer, body), { status: 201 }),
);
