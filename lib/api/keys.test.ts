import { QueryClient } from '@tanstack/react-query';
import { get } from './request';
import { noticeListOptions } from './notices';
import { meKeys, noticeKeys } from './keys';
import { meOptions } from './user';

jest.mock('./request', () => ({
  ...jest.requireActual('./request'),
  get: jest.fn(async (path: string) => (path === '/v1/user/layer/' ? { me: { id: 1 } } : null)),
}));

test('notice keys nest under the resource so it can be invalidated whole', () => {
  expect(noticeKeys.list(2)).toEqual(['notices', 'list', 2]);
  expect(noticeKeys.list(2).slice(0, 1)).toEqual(noticeKeys.all);
  expect(meKeys.all).toEqual(['me']);
});

test('query options use the factory keys', () => {
  expect(noticeListOptions(3).queryKey).toEqual(noticeKeys.list(3));
  expect(meOptions().queryKey).toEqual(meKeys.all);
});

test('query options say the request their function makes, for a server page to seed them with', () => {
  expect(noticeListOptions(3).meta?.api).toBe('/v1/board/notice/?page=3');
  expect(meOptions().meta?.api).toBe('/v1/user/layer/?me=1');
});

test('query functions call the spec paths', async () => {
  const client = new QueryClient();
  await client.fetchQuery(noticeListOptions(3));
  await client.fetchQuery(meOptions());
  const calls = jest.mocked(get).mock.calls.map(([path, query]) => [path, query]);
  expect(calls).toEqual([
    ['/v1/board/notice/', { page: 3 }],
    // The member is a part of the personal layer (lib/api/personal.ts).
    ['/v1/user/layer/', { me: 1, unread: undefined, hidden: undefined, posts: undefined }],
  ]);
});
