import { listGuides } from '@/lib/server/guides';
import { handler, ok, readQuery } from '@/lib/server/http/route';
import { guideListQuery } from '@/lib/validation/guides';

export const GET = handler(async ({ url, locale }) => {
  const q = readQuery(url, guideListQuery);
  return ok(await listGuides({ page: q.page, pageSize: q.page_size, category: q.category, keyword: q.keyword, locale }, url));
});
