import { setRole } from '@/lib/server/people/admin';
import { handler, ok } from '@/lib/server/http/route';
import { adminMemberDetailSchema, roleSchema } from '@/lib/validation/admin/members';
import { adminRowContract } from '@/app/api/v1/admin/contract';

export const PUT = handler(
  {
    ...adminRowContract('No such member', { '409': 'Your own role, or a suspended member' }),
    summary: 'Make or unmake an administrator (never yourself)',
    body: roleSchema,
    response: adminMemberDetailSchema,
  },
  async ({ params, body, viewer, locale }) => ok(await setRole(viewer, params.id, body.role, locale)),
);
