import { DEFAULT_PAGE } from '@/lib/constants';
import { apiAddress, get, type Query } from './request';

// What a query reads from the API, said once: its fetcher and, as `meta.api`, the same request
// (`/v1/…/?…`, under the API base). A server page hands the screen's own options to seedQuery
// (app/seed-query.ts), which asks the route of that address in-process with the page's session,
// so the first paint is the API's answer by construction: no page restates a path, a key or an
// envelope. `meta.pick` is for a query that keeps a part of the answer.

export type ApiReadMeta = {
  /** The request of the query (of its first page for a list read page by page). */
  api?: string;
  /** The query's data from the route's `data`, when the query keeps a part of it. */
  pick?: (answer: never) => unknown;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: Record<string, unknown> & ApiReadMeta;
  }
}

type Context = { signal: AbortSignal };

/** `GET path?query`. */
export function apiRead<T>(path: string, query?: Query) {
  return {
    queryFn: ({ signal }: Context) => get<T>(path, query, { signal }),
    meta: { api: apiAddress(path, query) },
  };
}

/** `GET path?query`, keeping `pick(answer)`. */
export function apiReadPart<T, D>(path: string, query: Query | undefined, pick: (answer: T) => D) {
  return {
    queryFn: async ({ signal }: Context) => pick(await get<T>(path, query, { signal })),
    meta: { api: apiAddress(path, query), pick },
  };
}

/** A page-numbered list: `GET path?query&page=N` from page 1. */
export function apiPages<T>(path: string, query: Query = {}) {
  return {
    queryFn: ({ pageParam, signal }: Context & { pageParam: number }) => get<T>(path, { ...query, page: pageParam }, { signal }),
    initialPageParam: DEFAULT_PAGE,
    meta: { api: apiAddress(path, { ...query, page: DEFAULT_PAGE }) },
  };
}

/** A keyset list: `GET path?query&cursor=…`, the first page without a cursor (the screen names its `initialPageParam`). */
export function apiCursorPages<T>(path: string, query: Query = {}) {
  return {
    queryFn: ({ pageParam, signal }: Context & { pageParam: string | null | undefined }) =>
      get<T>(path, { ...query, cursor: pageParam }, { signal }),
    meta: { api: apiAddress(path, query) },
  };
}
