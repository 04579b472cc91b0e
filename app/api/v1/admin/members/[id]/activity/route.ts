import { memberActivity } from '@/lib/server/admin/members';
import { handler, ok, readQuery } from '@/lib/server/http/route';
import { adminIdParam, memberActivityQuery } from '@/lib/validation/admin';

// A member's posts, comments, reports made or reports received (?kind=), every state included.
export const GET = handler<{ id: string }>(
  async ({ params, url, locale }) =>
    ok(await memberActivity(adminIdParam.parse(params).id, readQuery(url, memberActivityQuery), locale, url)),
  { auth: 'admin' },
);
