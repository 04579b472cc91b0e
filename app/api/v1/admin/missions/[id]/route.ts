import { deleteMission, getAdminMission, updateMission } from '@/lib/server/missions/admin';
import { handler, ok } from '@/lib/server/http/route';
import { adminIdParam } from '@/lib/validation/admin/common';
import { adminMissionSchema, missionInputSchema } from '@/lib/validation/missions';
import { z } from '@/lib/zod';
import { admin, notAdmin } from '@/app/api/v1/admin/contract';
import { missionErrors } from '../descriptions';

export const GET = handler(
  {
    ...admin,
    summary: 'One mission in both languages',
    params: adminIdParam,
    response: adminMissionSchema,
    errors: { '403': notAdmin, '404': 'No such mission' },
  },
  async ({ params }) => ok(await getAdminMission(params.id)),
);

export const PUT = handler(
  {
    ...admin,
    summary: 'Replace a mission; without starts_at the start stays',
    params: adminIdParam,
    body: missionInputSchema,
    response: adminMissionSchema,
    errors: { '403': notAdmin, '404': 'No such mission', ...missionErrors },
  },
  async ({ params, body, viewer }) => ok(await updateMission(viewer, params.id, body)),
);

export const DELETE = handler(
  {
    ...admin,
    summary: 'Delete a mission; balls and badges already given stay',
    params: adminIdParam,
    response: z.null(),
    errors: { '403': notAdmin, '404': 'No such mission' },
  },
  async ({ params, viewer }) => {
    await deleteMission(viewer, params.id);
    return ok(null);
  },
);
