import { QueryClient, defaultShouldDehydrateQuery, isServer } from '@tanstack/react-query';
import { MUTATION_RETRY, QUERY_GC_MS, QUERY_RETRY, QUERY_STALE_MS } from '@/lib/constants';
import { ApiError } from './request';

// The spec's retries are for failures that may pass (network, timeouts, 5xx); a 4xx answer
// will not change on retry, and retrying a 401 only delays signing out.
export function retryable(limit: number) {
  return (failureCount: number, error: unknown) =>
    failureCount < limit && !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_MS,
        gcTime: QUERY_GC_MS,
        refetchOnWindowFocus: false,
        // What the cache holds is shown as it is, unless a write marked it stale (invalidateQueries
        // leaves queries no screen shows alone): then it is read again when next shown.
        refetchOnMount: (query) => query.state.isInvalidated,
        refetchOnReconnect: true,
        retry: retryable(QUERY_RETRY),
      },
      mutations: {
        retry: retryable(MUTATION_RETRY),
      },
      dehydrate: {
        // Server components may start a prefetch without awaiting it; the
        // pending promise then streams to the client instead of being dropped.
        shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || query.state.status === 'pending',
      },
    },
  });
}

let browserQueryClient: QueryClient | undefined;

export function getQueryClient(): QueryClient {
  // A server client must never be shared: it would leak one visitor's data to the next.
  if (isServer) return makeQueryClient();
  // Kept for the page's life so a suspending render during the first mount does not start over with an empty cache.
  browserQueryClient ??= makeQueryClient();
  return browserQueryClient;
}
