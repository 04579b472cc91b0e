import { handler, ok } from '@/lib/server/http/route';
import { getAppeal } from '@/lib/server/moderation/appeals';
import { adminIdParam } from '@/lib/validation/admin/common';
import { adminAppealSchema } from '@/lib/validation/moderation';
import { admin } from '@/app/api/v1/admin/contract';

export const GET = handler(
  {
    ...admin,
    summary: 'One appeal with its sanction',
    params: adminIdParam,
    response: adminAppealSchema,
    errors: { '403': '1300: not an administrator', '404': 'No such appeal' },
  },
  async ({ params, viewer }) => ok(await getAppeal(viewer, params.id)),
);
