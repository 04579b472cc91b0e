import { revokeMemberBadge } from '@/lib/server/people/admin';
import { handler, ok } from '@/lib/server/http/route';
import { adminMemberDetailSchema, badgeParams } from '@/lib/validation/admin/members';
import { adminContract } from '@/app/api/v1/admin/contract';

export const DELETE = handler(
  {
    ...adminContract({ '404': 'No such member, badge, or the member does not have it' }),
    summary: 'Revoke a badge (id or code); a representative badge is cleared',
    params: badgeParams,
    response: adminMemberDetailSchema,
  },
  async ({ params, viewer, locale }) => ok(await revokeMemberBadge(viewer, params.id, params.badge, locale)),
);
