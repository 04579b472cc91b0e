import { okPage } from '@/lib/server/http/paging';
import { handler, readQuery } from '@/lib/server/http/route';
import { listNotices } from '@/lib/server/notices';
import { noticeListQuery } from '@/lib/validation/notices';

export const GET = handler(async ({ url, locale }) => {
  const q = readQuery(url, noticeListQuery);
  return okPage(url, await listNotices({ page: q.page, pageSize: q.page_size, kind: q.kind, locale }));
});
