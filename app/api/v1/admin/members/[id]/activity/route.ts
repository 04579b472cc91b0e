import { memberActivity } from '@/lib/server/people/admin';
import { okPage } from '@/lib/server/http/paging';
import { handler } from '@/lib/server/http/route';
import { adminIdParam } from '@/lib/validation/admin/common';
import { memberActivityQuery, memberActivitySchema } from '@/lib/validation/admin/members';
import { admin, notAdmin } from '@/app/api/v1/admin/contract';

// Every state included (?kind= picks posts, comments, reports made or reports received).
export const GET = handler(
  {
    ...admin,
    summary: "A member's posts, comments, reports made or received",
    params: adminIdParam,
    query: memberActivityQuery,
    lang: true,
    response: memberActivitySchema,
    errors: { '403': notAdmin, '404': 'No such member' },
  },
  async ({ params, url, query, locale }) => okPage(url, await memberActivity(params.id, query, locale)),
);
