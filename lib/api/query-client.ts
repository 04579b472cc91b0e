import { QueryClient, defaultShouldDehydrateQuery, isServer } from '@tanstack/react-query';
import { MUTATION_RETRY, QUERY_GC_MS, QUERY_RETRY, QUERY_STALE_MS } from '@/lib/constants';

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_MS,
        gcTime: QUERY_GC_MS,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        refetchOnReconnect: true,
        retry: QUERY_RETRY,
      },
      mutations: {
        retry: MUTATION_RETRY,
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
