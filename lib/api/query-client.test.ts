import { MUTATION_RETRY, QUERY_GC_MS, QUERY_RETRY, QUERY_STALE_MS } from '@/lib/constants';
import { dehydrate } from '@tanstack/react-query';
import { getQueryClient, makeQueryClient } from './query-client';
import { ApiError } from './request';

test('queries and mutations get the spec defaults', () => {
  const { queries, mutations } = makeQueryClient().getDefaultOptions();
  expect(queries).toMatchObject({
    staleTime: QUERY_STALE_MS,
    gcTime: QUERY_GC_MS,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
    refetchOnReconnect: true,
  });
  const queryRetry = queries!.retry as (n: number, e: unknown) => boolean;
  const mutationRetry = mutations!.retry as (n: number, e: unknown) => boolean;
  const network = new TypeError('Failed to fetch');
  expect([0, 1, 2, 3].map((n) => queryRetry(n, network))).toEqual([true, true, true, false].slice(0, QUERY_RETRY + 1));
  expect([0, 1].map((n) => mutationRetry(n, network))).toEqual([true, false].slice(0, MUTATION_RETRY + 1));
});

test('answers that cannot change (4xx) are not retried; server errors are', () => {
  const retry = makeQueryClient().getDefaultOptions().queries!.retry as (n: number, e: unknown) => boolean;
  const answer = (status: number) => new ApiError(status, 1, 'x', { code: 1, message: 'x' });
  expect(retry(0, answer(401))).toBe(false);
  expect(retry(0, answer(404))).toBe(false);
  expect(retry(0, answer(503))).toBe(true);
});

test('pending queries are dehydrated too', () => {
  const client = makeQueryClient();
  void client.prefetchQuery({ queryKey: ['slow'], queryFn: () => new Promise<never>(() => {}) });
  expect(dehydrate(client).queries.map((q) => q.queryKey)).toEqual([['slow']]);
});

test('the browser keeps one client', () => {
  expect(getQueryClient()).toBe(getQueryClient());
});
