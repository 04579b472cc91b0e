import { getMember } from '@/lib/server/people/admin';
import { handler, ok } from '@/lib/server/http/route';
import { adminIdParam } from '@/lib/validation/admin/common';
import { adminMemberDetailSchema } from '@/lib/validation/admin/members';
import { admin, notAdmin } from '@/app/api/v1/admin/contract';

export const GET = handler(
  {
    ...admin,
    summary: 'One member with counts, badges and the report penalty',
    params: adminIdParam,
    lang: true,
    response: adminMemberDetailSchema,
    errors: { '403': notAdmin, '404': 'No such member' },
  },
  async ({ params, viewer, locale }) => ok(await getMember(viewer, params.id, locale)),
);
