import { MUTATION_RETRY, QUERY_GC_MS, QUERY_RETRY, QUERY_STALE_MS } from '@/lib/constants';
import { dehydrate } from '@tanstack/react-query';
import { getQueryClient, makeQueryClient } from './query-client';

test('queries and mutations get the spec defaults', () => {
  const { queries, mutations } = makeQueryClient().getDefaultOptions();
  expect(queries).toMatchObject({
    staleTime: QUERY_STALE_MS,
    gcTime: QUERY_GC_MS,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
    refetchOnReconnect: true,
    retry: QUERY_RETRY,
  });
  expect(mutations).toMatchObject({ retry: MUTATION_RETRY });
});

test('pending queries are dehydrated too', () => {
  const client = makeQueryClient();
  void client.prefetchQuery({ queryKey: ['slow'], queryFn: () => new Promise<never>(() => {}) });
  expect(dehydrate(client).queries.map((q) => q.queryKey)).toEqual([['slow']]);
});

test('the browser keeps one client', () => {
  expect(getQueryClient()).toBe(getQueryClient());
});
