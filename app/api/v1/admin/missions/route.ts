import { createMission, listAdminMissions } from '@/lib/server/missions/admin';
import { okPage } from '@/lib/server/http/paging';
import { handler, ok, readJson, readQuery } from '@/lib/server/http/route';
import { adminMissionQuery, missionInputSchema } from '@/lib/validation/missions';

export const GET = handler(async ({ url }) => okPage(url, await listAdminMissions(readQuery(url, adminMissionQuery))), {
  auth: 'admin',
});

export const POST = handler(
  async ({ req, viewer }) => ok(await createMission(viewer, await readJson(req, missionInputSchema)), { status: 201 }),
  { auth: 'admin' },
);
