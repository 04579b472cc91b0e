import { MUTATION_RETRY, QUERY_GC_MS, QUERY_RETRY, QUERY_STALE_MS } from '@/lib/constants';
import { dehydrate, QueryObserver } from '@tanstack/react-query';
import { getQueryClient, makeQueryClient } from './query-client';
import { ApiError } from './request';

test('queries and mutations get the spec defaults', () => {
  const { queries, mutations } = makeQueryClient().getDefaultOptions();
  expect(queries).toMatchObject({
    staleTime: QUERY_STALE_MS,
    gcTime: QUERY_GC_MS,
    refetchOnWindowFocus: false,
    refetchOnReconnect: true,
  });
  const queryRetry = queries!.retry as (n: number, e: unknown) => boolean;
  const mutationRetry = mutations!.retry as (n: number, e: unknown) => boolean;
  const network = new TypeError('Failed to fetch');
  expect([0, 1, 2, 3].map((n) => queryRetry(n, network))).toEqual([true, true, true, false].slice(0, QUERY_RETRY + 1));
  expect([0, 1].map((n) => mutationRetry(n, network))).toEqual([true, false].slice(0, MUTATION_RETRY + 1));
});

test('a cached query is shown as it is when mounted, and read again once a write invalidated it', async () => {
  const client = makeQueryClient();
  client.setQueryData(['list'], ['old']);
  const queryFn = jest.fn(async () => ['old', 'new']);
  const show = () => new QueryObserver(client, { queryKey: ['list'], queryFn }).subscribe(() => undefined);

  show()();
  expect(queryFn).not.toHaveBeenCalled();

  // Nothing shows the list when the write lands: it is only marked, then read again when shown.
  await client.invalidateQueries({ queryKey: ['list'] });
  expect(queryFn).not.toHaveBeenCalled();
  const stop = show();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(queryFn).toHaveBeenCalledTimes(1);
  expect(client.getQueryData(['list'])).toEqual(['old', 'new']);
  stop();

  // Fresh again: the next mount shows the cache without a request.
  show()();
  expect(queryFn).toHaveBeenCalledTimes(1);
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
