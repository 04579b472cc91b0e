import { deleteBanner, updateBanner } from '@/lib/server/admin/content/banners';
import { handler, ok, readJson } from '@/lib/server/http/route';
import { adminIdParam } from '@/lib/validation/admin/common';
import { bannerPatchSchema } from '@/lib/validation/admin/content/banners';

type Params = { id: string };

// Edit any field; `{active: true|false}` switches it on or off.
export const PATCH = handler<Params>(
  async ({ req, params, viewer }) => ok(await updateBanner(viewer, adminIdParam.parse(params).id, await readJson(req, bannerPatchSchema))),
  { auth: 'admin' },
);

export const DELETE = handler<Params>(
  async ({ params, viewer }) => {
    await deleteBanner(viewer, adminIdParam.parse(params).id);
    return ok(null);
  },
  { auth: 'admin' },
);
