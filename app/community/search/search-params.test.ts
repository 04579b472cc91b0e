import { parseSearchParams } from './search-params';

it('ignores a keyword no search can hold (U+0000), so the result page renders no search', () => {
  expect(parseSearchParams({ keyword: '슬라\u0000임' }).keyword).toBe('');
  expect(parseSearchParams({ keyword: ['  슬라임 ', 'x'], sort: 'oldest' })).toEqual({
    keyword: '슬라임',
    filters: { search_type: 'post', sort: 'oldest', trade: 'all' },
  });
});
