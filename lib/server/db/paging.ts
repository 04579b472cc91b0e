import 'server-only';

// Pages as the domain modules answer them: data only. The `next` / `previous` links of the API's
// envelope are built from the request by the route handlers (lib/server/http/paging.ts).

/** One page of an offset list: `page` counts from 1, `count` is the size of the whole list. */
export type Page<T> = { count: number; page: number; pageSize: number; results: T[] };

/**
 * One page of a keyset list: the opaque cursors of the pages either side (null at an end).
 * `countExact` false means `count` is a lower bound (a search that stopped counting).
 */
export type CursorPage<T> = { count: number; countExact?: boolean; nextCursor: string | null; previousCursor: string | null; results: T[] };

export type PageRequest = { page: number; pageSize: number };

/** The page asked for as a whole number from 1 (the query schemas check it too; this keeps the offset sane for any caller). */
function clampPage(page: number): number {
  return Number.isFinite(page) ? Math.max(1, Math.floor(page)) : 1;
}

/**
 * One page of an offset list: the rows query gets the page's limit and offset, and runs beside the
 * count query (`select({ n: count() })…`) of the same filter. A page past the end is empty; its
 * `count` still tells the client where the list ends.
 */
export async function readPage<R>(
  at: PageRequest,
  rows: (limit: number, offset: number) => PromiseLike<R[]>,
  total: PromiseLike<{ n: number }[]>,
): Promise<Page<R>> {
  const page = clampPage(at.page);
  const [results, [counted]] = await Promise.all([rows(at.pageSize, (page - 1) * at.pageSize), total]);
  return { count: Number(counted?.n ?? 0), page, pageSize: at.pageSize, results };
}

/** The page of a list that is empty for this reader without asking the database. */
export function emptyPage<T>(at: PageRequest): Page<T> {
  return { count: 0, page: clampPage(at.page), pageSize: at.pageSize, results: [] };
}
