import { handler, ok } from '@/lib/server/http/route';
import { getAppeal } from '@/lib/server/moderation/appeals';
import { adminIdParam } from '@/lib/validation/admin/common';

type Params = { id: string };

export const GET = handler<Params>(async ({ params, viewer }) => ok(await getAppeal(viewer, adminIdParam.parse(params).id)), {
  auth: 'admin',
});
