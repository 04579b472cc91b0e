import { listReportQueue } from '@/lib/server/admin/moderation';
import { okPage } from '@/lib/server/http/paging';
import { handler, readQuery } from '@/lib/server/http/route';
import { reportQueueQuery } from '@/lib/validation/admin/moderation';

// The moderation queue: reports grouped by target.
export const GET = handler(async ({ url, locale }) => okPage(url, await listReportQueue(readQuery(url, reportQueueQuery), locale)), {
  auth: 'admin',
});
