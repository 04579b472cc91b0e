import { deleteMission, getAdminMission, updateMission } from '@/lib/server/missions/admin';
import { handler, ok, readJson } from '@/lib/server/http/route';
import { adminIdParam } from '@/lib/validation/admin/common';
import { missionInputSchema } from '@/lib/validation/missions';

type Params = { id: string };

export const GET = handler<Params>(async ({ params }) => ok(await getAdminMission(adminIdParam.parse(params).id)), { auth: 'admin' });

// The whole mission; a missing `starts_at` keeps the stored start.
export const PUT = handler<Params>(
  async ({ req, params, viewer }) =>
    ok(await updateMission(viewer, adminIdParam.parse(params).id, await readJson(req, missionInputSchema))),
  { auth: 'admin' },
);

export const DELETE = handler<Params>(
  async ({ params, viewer }) => {
    await deleteMission(viewer, adminIdParam.parse(params).id);
    return ok(null);
  },
  { auth: 'admin' },
);
