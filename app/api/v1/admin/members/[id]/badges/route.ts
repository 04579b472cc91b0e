import { grantMemberBadge } from '@/lib/server/people/admin';
import { handler, ok } from '@/lib/server/http/route';
import { adminMemberDetailSchema, badgeGrantSchema } from '@/lib/validation/admin/members';
import { adminRowContract, created } from '@/app/api/v1/admin/contract';

export const POST = handler(
  {
    ...adminRowContract('No such member or badge', { '409': 'The member already has it' }),
    summary: 'Grant a badge (id or code); the member is notified',
    body: badgeGrantSchema,
    ...created(adminMemberDetailSchema),
  },
  async ({ params, body, viewer, locale }) => ok(await grantMemberBadge(viewer, params.id, body.badge, locale), { status: 201 }),
);
