import { revokeMemberBadge } from '@/lib/server/people/admin';
import { handler, ok } from '@/lib/server/http/route';
import { adminMemberDetailSchema, badgeParams } from '@/lib/validation/admin/members';
import { admin, notAdmin } from '@/app/api/v1/admin/contract';

export const DELETE = handler(
  {
    ...admin,
    summary: 'Revoke a badge (id or code); a representative badge is cleared',
    params: badgeParams,
    response: adminMemberDetailSchema,
    errors: { '403': notAdmin, '404': 'No such member, badge, or the member does not have it' },
  },
  async ({ params, viewer, locale }) => ok(await revokeMemberBadge(viewer, params.id, params.badge, locale)),
);
