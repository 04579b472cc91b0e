import { getReportGroup } from '@/lib/server/moderation/admin';
import { handler, ok } from '@/lib/server/http/route';
import { reportGroupSchema, reportTargetParams } from '@/lib/validation/admin/moderation';
import { adminContract } from '@/app/api/v1/admin/contract';

export const GET = handler(
  {
    ...adminContract({ '404': 'No such reported target' }),
    summary: 'Every report on one target, open and resolved',
    params: reportTargetParams,
    lang: true,
    response: reportGroupSchema,
  },
  async ({ params, locale }) => ok(await getReportGroup(params.type, params.id, locale)),
);
