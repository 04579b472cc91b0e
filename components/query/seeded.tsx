import { dehydrate, HydrationBoundary, QueryClient, type QueryKey } from '@tanstack/react-query';
import type { Paginated } from '@/lib/errors';

export type Seed = { queryKey: QueryKey; data: unknown };

/** An infinite query's cache entry holding its first page, in the API's envelope (its `next` link goes on). */
export const firstPage = (queryKey: QueryKey, page: Paginated<unknown>, pageParam: unknown = 1): Seed => ({
  queryKey,
  data: { pages: [page], pageParams: [pageParam] },
});

/**
 * Puts what a server page read from lib/server into the browser's query cache under the keys the
 * client views use, so a signed-in page arrives rendered and hydrates without a fetch. The data
 * goes through JSON as the API's answers do (dates become strings), so both sources look alike.
 */
export function Seeded({ seeds, children }: { seeds: Seed[]; children: React.ReactNode }) {
  const queryClient = new QueryClient();
  for (const { queryKey, data } of seeds) queryClient.setQueryData(queryKey, JSON.parse(JSON.stringify(data)));
  return <HydrationBoundary state={dehydrate(queryClient)}>{children}</HydrationBoundary>;
}
