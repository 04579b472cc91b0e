import { grantMemberBadge } from '@/lib/server/admin/members';
import { handler, ok, readJson } from '@/lib/server/http/route';
import { adminIdParam } from '@/lib/validation/admin/common';
import { badgeGrantSchema } from '@/lib/validation/admin/members';

export const POST = handler<{ id: string }>(
  async ({ req, params, viewer, locale }) =>
    ok(await grantMemberBadge(viewer, adminIdParam.parse(params).id, (await readJson(req, badgeGrantSchema)).badge, locale), {
      status: 201,
    }),
  { auth: 'admin' },
);
