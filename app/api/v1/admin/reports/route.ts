import { listReportQueue } from '@/lib/server/moderation/admin';
import { okPage } from '@/lib/server/http/paging';
import { handler } from '@/lib/server/http/route';
import { reportGroupSchema, reportQueueQuery } from '@/lib/validation/admin/moderation';
import { paginatedSchema } from '@/lib/validation/common';
import { adminContract } from '@/app/api/v1/admin/contract';

export const GET = handler(
  {
    ...adminContract(),
    summary: 'The moderation queue: reports grouped by target, most reported first',
    description:
      'Posts and comments reported by 3 distinct members (not counting members under the false-report penalty) are hidden automatically and show `auto_hidden`.',
    query: reportQueueQuery,
    lang: true,
    response: paginatedSchema(reportGroupSchema),
  },
  async ({ url, query, locale }) => okPage(url, await listReportQueue(query, locale)),
);
