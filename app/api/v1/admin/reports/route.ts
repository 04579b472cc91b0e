import { listReportQueue } from '@/lib/server/admin/moderation';
import { handler, ok, readQuery } from '@/lib/server/http/route';
import { reportQueueQuery } from '@/lib/validation/admin';

// The moderation queue: reports grouped by target.
export const GET = handler(async ({ url, locale }) => ok(await listReportQueue(readQuery(url, reportQueueQuery), locale, url)), {
  auth: 'admin',
});
