import { setRole } from '@/lib/server/people/admin';
import { handler, ok } from '@/lib/server/http/route';
import { adminIdParam } from '@/lib/validation/admin/common';
import { adminMemberDetailSchema, roleSchema } from '@/lib/validation/admin/members';
import { admin, notAdmin } from '@/app/api/v1/admin/contract';

export const PUT = handler(
  {
    ...admin,
    summary: 'Make or unmake an administrator (never yourself)',
    params: adminIdParam,
    body: roleSchema,
    response: adminMemberDetailSchema,
    errors: { '403': notAdmin, '404': 'No such member', '409': 'Your own role, or a suspended member' },
  },
  async ({ params, body, viewer, locale }) => ok(await setRole(viewer, params.id, body.role, locale)),
);
