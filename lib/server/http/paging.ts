import 'server-only';
import type { Paginated } from '@/lib/errors';
import type { CursorPage, Page } from '@/lib/server/db/paging';
import { ok } from './route';

// The API's list envelope: `{ count, next, previous, results }`. The links are the request's own
// path and query with only `page` (or `cursor`) changed, so they keep the caller's other
// parameters, like Django REST framework's. A server-rendered first page passes the API request it
// stands for, so the browser goes on from its links as it would from the API's.

type Where = URL | string;

function withParam(url: Where, name: string, value: string): string {
  const u = new URL(url, 'http://local');
  u.searchParams.set(name, value);
  return `${u.pathname}${u.search}`;
}

export function pageEnvelope<T>(url: Where, { count, page, pageSize, results }: Page<T>): Paginated<T> {
  const last = Math.max(1, Math.ceil(count / pageSize));
  return {
    count,
    next: page < last ? withParam(url, 'page', String(page + 1)) : null,
    // From past the end, back leads to the last page.
    previous: page > 1 ? withParam(url, 'page', String(Math.min(page - 1, last))) : null,
    results,
  };
}

export type CursorEnvelope<T> = Paginated<T> & { count_exact?: boolean };

export function cursorEnvelope<T>(
  url: Where,
  { count, countExact, nextCursor, previousCursor, results }: CursorPage<T>,
): CursorEnvelope<T> {
  return {
    count,
    ...(countExact === undefined ? {} : { count_exact: countExact }),
    next: nextCursor === null ? null : withParam(url, 'cursor', nextCursor),
    previous: previousCursor === null ? null : withParam(url, 'cursor', previousCursor),
    results,
  };
}

/** The answer of a route handler for one page of an offset list. */
export function okPage<T>(url: URL, page: Page<T>) {
  return ok(pageEnvelope(url, page));
}

/** The answer of a route handler for one page of a keyset list. */
export function okCursorPage<T>(url: URL, page: CursorPage<T>) {
  return ok(cursorEnvelope(url, page));
}
