import { createMission, listAdminMissions } from '@/lib/server/missions/admin';
import { okPage } from '@/lib/server/http/paging';
import { handler, ok } from '@/lib/server/http/route';
import { paginatedSchema } from '@/lib/validation/common';
import { adminMissionQuery, adminMissionSchema, missionInputSchema } from '@/lib/validation/missions';
import { adminContract, created } from '@/app/api/v1/admin/contract';
import { missionErrors } from './descriptions';

export const GET = handler(
  {
    ...adminContract(),
    summary: 'Every mission, live ones first',
    query: adminMissionQuery,
    response: paginatedSchema(adminMissionSchema),
  },
  async ({ url, query }) => okPage(url, await listAdminMissions(query)),
);

export const POST = handler(
  {
    ...adminContract({ ...missionErrors }),
    summary: 'Create a mission (both languages)',
    body: missionInputSchema,
    ...created(adminMissionSchema),
  },
  async ({ body, viewer }) => ok(await createMission(viewer, body), { status: 201 }),
);
