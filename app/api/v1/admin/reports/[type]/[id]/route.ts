import { getReportGroup } from '@/lib/server/moderation/admin';
import { handler, ok } from '@/lib/server/http/route';
import { reportGroupSchema, reportTargetParams } from '@/lib/validation/admin/moderation';
import { admin, notAdmin } from '@/app/api/v1/admin/contract';

export const GET = handler(
  {
    ...admin,
    summary: 'Every report on one target, open and resolved',
    params: reportTargetParams,
    lang: true,
    response: reportGroupSchema,
    errors: { '403': notAdmin, '404': 'No such reported target' },
  },
  async ({ params, locale }) => ok(await getReportGroup(params.type, params.id, locale)),
);
