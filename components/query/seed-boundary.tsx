'use client';

import { hydrate, HydrationBoundary, useQueryClient, type DehydratedState } from '@tanstack/react-query';
import { useMemo } from 'react';

/**
 * HydrationBoundary, plus one case it leaves for later: an entry that already exists but was
 * created empty during this render. TanStack hydrates seeds for entries it has never seen at once,
 * but holds back any entry already in the cache until an effect after commit (so a transition
 * does not swap data under the current page). A component above the page (the bottom bar's unread
 * count, the header's bell) that calls useQuery first makes such an entry with no data, so the
 * page's own reader of that key hydrated without its seed and drew something else than the server
 * did: React's #418. An entry with no data and no fetch behind it has nothing to swap, so its
 * seed goes in during render like a new one.
 */
export function SeedBoundary({ state, children }: { state: DehydratedState; children: React.ReactNode }) {
  const client = useQueryClient();
  useMemo(() => {
    const cache = client.getQueryCache();
    const empty = state.queries.filter((seed) => {
      const entry = cache.get(seed.queryHash);
      return entry !== undefined && entry.state.data === undefined && entry.state.dataUpdatedAt === 0 && seed.state.data !== undefined;
    });
    if (empty.length > 0) hydrate(client, { queries: empty });
  }, [client, state]);
  return <HydrationBoundary state={state}>{children}</HydrationBoundary>;
}
