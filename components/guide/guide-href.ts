import type { GuideCategory } from '@/lib/validation/guides';

/** /guide with its filters as a query string, leaving out the empty ones and page 1. */
export function guideListHref({ category, keyword, page }: { category?: GuideCategory; keyword?: string; page?: number }): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (keyword?.trim()) params.set('keyword', keyword.trim());
  if (page && page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/guide?${query}` : '/guide';
}
