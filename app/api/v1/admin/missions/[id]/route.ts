import { deleteMission, getAdminMission, updateMission } from '@/lib/server/missions/admin';
import { handler, ok } from '@/lib/server/http/route';
import { adminMissionSchema, missionInputSchema } from '@/lib/validation/missions';
import { z } from '@/lib/zod';
import { adminRowContract } from '@/app/api/v1/admin/contract';
import { missionErrors } from '../descriptions';

export const GET = handler(
  {
    ...adminRowContract('No such mission'),
    summary: 'One mission in both languages',
    response: adminMissionSchema,
  },
  async ({ params }) => ok(await getAdminMission(params.id)),
);

export const PUT = handler(
  {
    ...adminRowContract('No such mission', { ...missionErrors }),
    summary: 'Replace a mission; without starts_at the start stays',
    body: missionInputSchema,
    response: adminMissionSchema,
  },
  async ({ params, body, viewer }) => ok(await updateMission(viewer, params.id, body)),
);

export const DELETE = handler(
  {
    ...adminRowContract('No such mission'),
    summary: 'Delete a mission; balls and badges already given stay',
    response: z.null(),
  },
  async ({ params, viewer }) => {
    await deleteMission(viewer, params.id);
    return ok(null);
  },
);
