import { memberActivity } from '@/lib/server/people/admin';
import { okPage } from '@/lib/server/http/paging';
import { handler } from '@/lib/server/http/route';
import { memberActivityQuery, memberActivitySchema } from '@/lib/validation/admin/members';
import { adminRowContract } from '@/app/api/v1/admin/contract';

// Every state included (?kind= picks posts, comments, reports made or reports received).
export const GET = handler(
  {
    ...adminRowContract('No such member'),
    summary: "A member's posts, comments, reports made or received",
    query: memberActivityQuery,
    lang: true,
    response: memberActivitySchema,
  },
  async ({ params, url, query, locale }) => okPage(url, await memberActivity(params.id, query, locale)),
);
