import { deleteBanner, updateBanner } from '@/lib/server/community/admin-banners';
import { handler, ok } from '@/lib/server/http/route';
import { adminIdParam } from '@/lib/validation/admin/common';
import { adminBannerSchema, bannerPatchSchema } from '@/lib/validation/admin/content/banners';
import { z } from '@/lib/zod';
import { admin, notAdmin } from '@/app/api/v1/admin/contract';

export const PATCH = handler(
  {
    ...admin,
    summary: 'Edit a banner; `{active}` switches it on or off',
    params: adminIdParam,
    body: bannerPatchSchema,
    response: adminBannerSchema,
    errors: { '403': notAdmin, '404': 'No such banner' },
  },
  async ({ params, body, viewer }) => ok(await updateBanner(viewer, params.id, body)),
);

export const DELETE = handler(
  {
    ...admin,
    summary: 'Delete a banner',
    params: adminIdParam,
    response: z.null(),
    errors: { '403': notAdmin, '404': 'No such banner' },
  },
  async ({ params, viewer }) => {
    await deleteBanner(viewer, params.id);
    return ok(null);
  },
);
