import { getReportGroup } from '@/lib/server/admin/moderation';
import { handler, ok } from '@/lib/server/http/route';
import { reportTargetParams } from '@/lib/validation/admin/moderation';

type Params = { type: string; id: string };

export const GET = handler<Params>(
  async ({ params, locale }) => {
    const { type, id } = reportTargetParams.parse(params);
    return ok(await getReportGroup(type, id, locale));
  },
  { auth: 'admin' },
);
