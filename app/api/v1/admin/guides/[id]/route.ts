import { getAdminGuide, updateGuide } from '@/lib/server/admin/content/guides';
import { handler, ok, readJson } from '@/lib/server/http/route';
import { adminIdParam } from '@/lib/validation/admin/common';
import { guidePatchSchema } from '@/lib/validation/admin/content/guides';

type Params = { id: string };

export const GET = handler<Params>(async ({ params }) => ok(await getAdminGuide(adminIdParam.parse(params).id)), { auth: 'admin' });

export const PATCH = handler<Params>(
  async ({ req, params, viewer }) => ok(await updateGuide(viewer, adminIdParam.parse(params).id, await readJson(req, guidePatchSchema))),
  { auth: 'admin' },
);
