import { getMember } from '@/lib/server/people/admin';
import { handler, ok } from '@/lib/server/http/route';
import { adminMemberDetailSchema } from '@/lib/validation/admin/members';
import { adminRowContract } from '@/app/api/v1/admin/contract';

export const GET = handler(
  {
    ...adminRowContract('No such member'),
    summary: 'One member with counts, badges and the report penalty',
    lang: true,
    response: adminMemberDetailSchema,
  },
  async ({ params, viewer, locale }) => ok(await getMember(viewer, params.id, locale)),
);
