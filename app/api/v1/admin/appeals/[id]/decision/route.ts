import { handler, ok, readJson } from '@/lib/server/http/route';
import { decideAppeal } from '@/lib/server/moderation/appeals';
import { adminIdParam } from '@/lib/validation/admin/common';
import { appealDecisionSchema } from '@/lib/validation/moderation';

type Params = { id: string };

// POST /api/v1/admin/appeals/{id}/decision/ — uphold or reverse; never by the administrator who
// sanctioned (403 appealSameAdmin), once (409 appealDecided).
export const POST = handler<Params>(
  async ({ req, params, viewer }) =>
    ok(await decideAppeal(viewer, adminIdParam.parse(params).id, await readJson(req, appealDecisionSchema))),
  { auth: 'admin' },
);
