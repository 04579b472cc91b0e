import { deleteBanner, updateBanner } from '@/lib/server/community/admin-banners';
import { handler, ok } from '@/lib/server/http/route';
import { adminBannerSchema, bannerPatchSchema } from '@/lib/validation/admin/content/banners';
import { z } from '@/lib/zod';
import { adminRowContract } from '@/app/api/v1/admin/contract';

export const PATCH = handler(
  {
    ...adminRowContract('No such banner'),
    summary: 'Edit a banner; `{active}` switches it on or off',
    body: bannerPatchSchema,
    response: adminBannerSchema,
  },
  async ({ params, body, viewer }) => ok(await updateBanner(viewer, params.id, body)),
);

export const DELETE = handler(
  {
    ...adminRowContract('No such banner'),
    summary: 'Delete a banner',
    response: z.null(),
  },
  async ({ params, viewer }) => {
    await deleteBanner(viewer, params.id);
    return ok(null);
  },
);
