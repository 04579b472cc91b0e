import 'server-only';
import type { Paginated } from '@/lib/errors';

// Page links keep the caller's other query parameters, like Django REST framework's.
export function paginate<T>(url: URL | null, page: number, pageSize: number, count: number, results: T[]): Paginated<T> {
  const link = (p: number) => {
    if (!url) return `?page=${p}`;
    const u = new URL(url);
    u.searchParams.set('page', String(p));
    return `${u.pathname}${u.search}`;
  };
  const last = Math.max(1, Math.ceil(count / pageSize));
  return {
    count,
    next: page < last ? link(page + 1) : null,
    previous: page > 1 ? link(Math.min(page - 1, last)) : null,
    results,
  };
}
