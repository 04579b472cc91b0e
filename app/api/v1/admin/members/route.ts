import { searchMembers } from '@/lib/server/people/admin';
import { okPage } from '@/lib/server/http/paging';
import { handler } from '@/lib/server/http/route';
import { adminMemberSchema, memberSearchQuery } from '@/lib/validation/admin/members';
import { paginatedSchema } from '@/lib/validation/common';
import { adminContract } from '@/app/api/v1/admin/contract';

export const GET = handler(
  {
    ...adminContract(),
    summary: 'Search members by nickname, e-mail, phone or uuid',
    query: memberSearchQuery,
    response: paginatedSchema(adminMemberSchema),
  },
  async ({ url, query }) => okPage(url, await searchMembers(query)),
);
