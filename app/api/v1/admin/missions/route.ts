import { createMission, listAdminMissions } from '@/lib/server/missions/admin';
import { okPage } from '@/lib/server/http/paging';
import { handler, ok } from '@/lib/server/http/route';
import { paginatedSchema } from '@/lib/validation/common';
import { adminMissionQuery, adminMissionSchema, missionInputSchema } from '@/lib/validation/missions';
import { admin, created, notAdmin } from '@/app/api/v1/admin/contract';
import { missionErrors } from './descriptions';

export const GET = handler(
  {
    ...admin,
    summary: 'Every mission, live ones first',
    query: adminMissionQuery,
    response: paginatedSchema(adminMissionSchema),
    errors: { '403': notAdmin },
  },
  async ({ url, query }) => okPage(url, await listAdminMissions(query)),
);

export const POST = handler(
  {
    ...admin,
    summary: 'Create a mission (both languages)',
    body: missionInputSchema,
    ...created(adminMissionSchema),
    errors: { '403': notAdmin, ...missionErrors },
  },
  async ({ body, viewer }) => ok(await createMission(viewer, body), { status: 201 }),
);
