import { liftSuspension, suspendMember } from '@/lib/server/admin/members';
import { handler, ok, readJson } from '@/lib/server/http/route';
import { adminIdParam } from '@/lib/validation/admin/common';
import { suspensionSchema } from '@/lib/validation/admin/suspension';

type Params = { id: string };

// Suspends (reason, end date or null) or lifts a suspension. Sessions are kept: member actions answer 1301.
export const POST = handler<Params>(
  async ({ req, params, viewer, locale }) =>
    ok(await suspendMember(viewer, adminIdParam.parse(params).id, await readJson(req, suspensionSchema), locale)),
  { auth: 'admin' },
);

export const DELETE = handler<Params>(
  async ({ params, viewer, locale }) => ok(await liftSuspension(viewer, adminIdParam.parse(params).id, locale)),
  { auth: 'admin' },
);
