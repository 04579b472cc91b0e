import { liftSuspension, suspendMember } from '@/lib/server/people/admin';
import { handler, ok } from '@/lib/server/http/route';
import { adminMemberDetailSchema } from '@/lib/validation/admin/members';
import { suspensionSchema } from '@/lib/validation/admin/suspension';
import { adminRowContract } from '@/app/api/v1/admin/contract';

export const POST = handler(
  {
    ...adminRowContract('No such member', { '409': 'Yourself or an administrator' }),
    summary: 'Suspend a member (reason; end date, or null until lifted)',
    description:
      'Sessions are kept: the member can sign in and read their account, and every member action answers 403 / 1301 with `meta.until` and `meta.reason`.',
    body: suspensionSchema,
    response: adminMemberDetailSchema,
  },
  async ({ params, body, viewer, locale }) => ok(await suspendMember(viewer, params.id, body, locale)),
);

export const DELETE = handler(
  {
    ...adminRowContract('No such member', { '409': 'The member is not suspended' }),
    summary: 'Lift a suspension',
    response: adminMemberDetailSchema,
  },
  async ({ params, viewer, locale }) => ok(await liftSuspension(viewer, params.id, locale)),
);
