import { listGuides } from '@/lib/server/guides';
import { okPage } from '@/lib/server/http/paging';
import { handler, readQuery } from '@/lib/server/http/route';
import { guideListQuery } from '@/lib/validation/guides';

export const GET = handler(async ({ url, locale }) => {
  const q = readQuery(url, guideListQuery);
  return okPage(url, await listGuides({ page: q.page, pageSize: q.page_size, category: q.category, keyword: q.keyword, locale }));
});
