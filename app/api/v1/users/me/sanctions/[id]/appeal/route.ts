import { handler, ok, readJson } from '@/lib/server/http/route';
import { appealSanction } from '@/lib/server/moderation/appeals';
import { adminIdParam } from '@/lib/validation/admin/common';
import { appealSchema } from '@/lib/validation/moderation';

type Params = { id: string };

// POST /api/v1/users/me/sanctions/{id}/appeal/ — one appeal per sanction, suspended members too.
// Another member's sanction answers 404; a second appeal 409.
export const POST = handler<Params>(
  async ({ req, params, viewer }) =>
    ok(await appealSanction(viewer, adminIdParam.parse(params).id, await readJson(req, appealSchema)), { status: 201 }),
  { auth: 'signedIn' },
);
