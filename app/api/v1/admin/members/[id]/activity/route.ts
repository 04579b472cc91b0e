import { memberActivity } from '@/lib/server/admin/members';
import { okPage } from '@/lib/server/http/paging';
import { handler, readQuery } from '@/lib/server/http/route';
import { adminIdParam } from '@/lib/validation/admin/common';
import { memberActivityQuery } from '@/lib/validation/admin/members';

// A member's posts, comments, reports made or reports received (?kind=), every state included.
export const GET = handler<{ id: string }>(
  async ({ params, url, locale }) =>
    okPage(url, await memberActivity(adminIdParam.parse(params).id, readQuery(url, memberActivityQuery), locale)),
  { auth: 'admin' },
);
