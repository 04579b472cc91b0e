import { QueryClient } from '@tanstack/react-query';
import { postKeys } from './keys';
import { postListOptions } from './posts';
import { get } from './request';

jest.mock('./request', () => ({
  ...jest.requireActual('./request'),
  get: jest.fn(async () => ({ count: 0, next: null, previous: null, results: [] })),
}));

test('a list in one language and the same list in all languages are kept apart', () => {
  const mine = postListOptions({ category: 3, locale: 'ko', language: 'ko' });
  const all = postListOptions({ category: 3, locale: 'ko', language: 'all' });
  expect(mine.queryKey).toEqual(postKeys.list({ category: 3, sort: 'newest', locale: 'ko', language: 'ko' }));
  expect(all.queryKey).not.toEqual(mine.queryKey);
  // Unsaid, the language is the API's default: every language.
  expect(postListOptions({ category: 3, locale: 'ko' }).queryKey).toEqual(all.queryKey);
});

test('the query function sends the language to the API', async () => {
  await new QueryClient().fetchInfiniteQuery(postListOptions({ category: 3, locale: 'zh-TW', language: 'zh-TW' }));
  expect(get).toHaveBeenCalledWith('/v1/community/', { category: 3, sort: undefined, language: 'zh-TW', cursor: null }, expect.anything());
});
