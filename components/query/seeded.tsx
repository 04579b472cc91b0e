import { dehydrate, QueryClient, type QueryKey } from '@tanstack/react-query';
import { SeedBoundary } from './seed-boundary';

export type Seed = { queryKey: QueryKey; data: unknown };

/**
 * Puts what a server page read into the browser's query cache under the keys the client views
 * use, so a signed-in page arrives rendered and hydrates without a fetch. The seeds come from
 * seedQuery (app/seed-query.ts): the API's answers to the screens' own requests. The data goes
 * through JSON as the API's answers do (dates become strings), so both sources look alike. An entry
 * a component above the page created empty during render takes its seed during render too
 * (SeedBoundary), so the server and the browser draw the page from the same data.
 */
export function Seeded({ seeds, children }: { seeds: Seed[]; children: React.ReactNode }) {
  const queryClient = new QueryClient();
  for (const { queryKey, data } of seeds) queryClient.setQueryData(queryKey, JSON.parse(JSON.stringify(data)));
  return <SeedBoundary state={dehydrate(queryClient)}>{children}</SeedBoundary>;
}
