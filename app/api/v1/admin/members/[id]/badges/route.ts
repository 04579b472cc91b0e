import { grantMemberBadge } from '@/lib/server/people/admin';
import { handler, ok } from '@/lib/server/http/route';
import { adminIdParam } from '@/lib/validation/admin/common';
import { adminMemberDetailSchema, badgeGrantSchema } from '@/lib/validation/admin/members';
import { admin, created, notAdmin } from '@/app/api/v1/admin/contract';

export const POST = handler(
  {
    ...admin,
    summary: 'Grant a badge (id or code); the member is notified',
    params: adminIdParam,
    body: badgeGrantSchema,
    ...created(adminMemberDetailSchema),
    errors: { '403': notAdmin, '404': 'No such member or badge', '409': 'The member already has it' },
  },
  async ({ params, body, viewer, locale }) => ok(await grantMemberBadge(viewer, params.id, body.badge, locale), { status: 201 }),
);
