import { reorderBanners } from '@/lib/server/community/admin-banners';
import { handler, ok } from '@/lib/server/http/route';
import { adminBannerSchema, bannerOrderSchema } from '@/lib/validation/admin/content/banners';
import { z } from '@/lib/zod';
import { adminContract } from '@/app/api/v1/admin/contract';

export const PUT = handler(
  {
    ...adminContract(),
    summary: 'Set the display order of every banner',
    body: bannerOrderSchema,
    response: z.array(adminBannerSchema),
  },
  async ({ body, viewer }) => ok(await reorderBanners(viewer, body.ids)),
);
