import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, QueryObserver, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { testQueryClient } from '@/test/render-with-providers';
import { itemKeys, noticeKeys, peopleKeys, postKeys, searchKeys } from './keys';
import { useDeletePostMutation, useSavePostMutation } from './posts-write';

const mockSend = jest.fn();
jest.mock('./request', () => ({
  ...jest.requireActual('./request'),
  post: (path: string, body: unknown) => mockSend('POST', path, body),
  put: (path: string, body: unknown) => mockSend('PUT', path, body),
  del: (path: string) => mockSend('DELETE', path),
}));

// What the tab cached before the write: board lists, the write button's newest post, searches,
// a member's profile and post tab, and things no post write touches.
const CACHED: QueryKey[] = [
  postKeys.list({ category: 25, sort: 'newest', locale: 'ko' }),
  postKeys.list({ category: 37, sort: 'newest', locale: 'ko' }),
  ['posts', 'newest'],
  searchKeys.posts({ keyword: '슬라임', search_type: 'post', sort: 'newest', trade: 'all' }),
  peopleKeys.profile('u7'),
  peopleKeys.posts('u7'),
  searchKeys.items('왕관'),
  noticeKeys.list(1),
  itemKeys.detail(3, 7),
];
const TOUCHED = CACHED.slice(0, 6);
const UNTOUCHED = CACHED.slice(6);

function setup() {
  const client = testQueryClient();
  for (const key of CACHED) client.setQueryData(key, { cached: true });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, wrapper };
}

const invalidated = (client: QueryClient, key: QueryKey) => client.getQueryState(key)?.isInvalidated;

beforeEach(() => mockSend.mockReset());

it('after a new post, every cached list, search and profile that counts posts is marked to be read again', async () => {
  mockSend.mockResolvedValue({ id: 321 });
  const { client, wrapper } = setup();
  const onSuccess = jest.fn();
  const { result } = renderHook(() => useSavePostMutation(null, { onSuccess }), { wrapper });
  act(() => result.current.mutate({ category_id: 25, title: '오늘의 슬라임', content: '말랑말랑한 하루였어요.' }));
  await waitFor(() => expect(onSuccess).toHaveBeenCalled());
  expect(mockSend).toHaveBeenCalledWith('POST', '/v1/community/', expect.objectContaining({ title: '오늘의 슬라임' }));
  expect(TOUCHED.map((key) => invalidated(client, key))).toEqual(TOUCHED.map(() => true));
  expect(UNTOUCHED.map((key) => invalidated(client, key))).toEqual(UNTOUCHED.map(() => false));
});

it('after an edit, the same: a title or category may have changed in any list', async () => {
  mockSend.mockResolvedValue({ id: 44 });
  const { client, wrapper } = setup();
  const { result } = renderHook(() => useSavePostMutation(44), { wrapper });
  await act(() => result.current.mutateAsync({ category_id: 25, title: '고친 제목', content: '고친 내용입니다.' }));
  expect(mockSend).toHaveBeenCalledWith('PUT', '/v1/community/44/', expect.anything());
  expect(TOUCHED.every((key) => invalidated(client, key))).toBe(true);
});

it('a list on screen is read again at once', async () => {
  mockSend.mockResolvedValue({ id: 321 });
  const { client, wrapper } = setup();
  const key = postKeys.list({ category: 25, sort: 'newest', locale: 'ko' });
  const queryFn = jest.fn(async () => ({ fresh: true }));
  const stop = new QueryObserver(client, { queryKey: key, queryFn, staleTime: Infinity }).subscribe(() => undefined);
  expect(queryFn).not.toHaveBeenCalled();
  const { result } = renderHook(() => useSavePostMutation(null), { wrapper });
  await act(() => result.current.mutateAsync({ category_id: 25, title: '오늘의 슬라임', content: '말랑말랑한 하루였어요.' }));
  await waitFor(() => expect(client.getQueryData(key)).toEqual({ fresh: true }));
  stop();
});

it('after a delete, the lists, searches and profiles are marked too', async () => {
  mockSend.mockResolvedValue(null);
  const { client, wrapper } = setup();
  const { result } = renderHook(() => useDeletePostMutation(44), { wrapper });
  await act(() => result.current.mutateAsync());
  expect(mockSend).toHaveBeenCalledWith('DELETE', '/v1/community/44/');
  expect(TOUCHED.every((key) => invalidated(client, key))).toBe(true);
  expect(UNTOUCHED.some((key) => invalidated(client, key))).toBe(false);
});
