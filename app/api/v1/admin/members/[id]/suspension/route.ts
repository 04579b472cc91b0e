import { liftSuspension, suspendMember } from '@/lib/server/people/admin';
import { handler, ok } from '@/lib/server/http/route';
import { adminIdParam } from '@/lib/validation/admin/common';
import { adminMemberDetailSchema } from '@/lib/validation/admin/members';
import { suspensionSchema } from '@/lib/validation/admin/suspension';
import { admin, notAdmin } from '@/app/api/v1/admin/contract';

export const POST = handler(
  {
    ...admin,
    summary: 'Suspend a member (reason; end date, or null until lifted)',
    description:
      'Sessions are kept: the member can sign in and read their account, and every member action answers 403 / 1301 with `meta.until` and `meta.reason`.',
    params: adminIdParam,
    body: suspensionSchema,
    response: adminMemberDetailSchema,
    errors: { '403': notAdmin, '404': 'No such member', '409': 'Yourself or an administrator' },
  },
  async ({ params, body, viewer, locale }) => ok(await suspendMember(viewer, params.id, body, locale)),
);

export const DELETE = handler(
  {
    ...admin,
    summary: 'Lift a suspension',
    params: adminIdParam,
    response: adminMemberDetailSchema,
    errors: { '403': notAdmin, '404': 'No such member', '409': 'The member is not suspended' },
  },
  async ({ params, viewer, locale }) => ok(await liftSuspension(viewer, params.id, locale)),
);
