import { one, rowsOf } from './rows';

it('reads the rows of a raw result from either driver', () => {
  expect(rowsOf([{ n: 1 }])).toEqual([{ n: 1 }]);
  expect(rowsOf({ rows: [{ n: 2 }] })).toEqual([{ n: 2 }]);
  expect(rowsOf({})).toEqual([]);
});

it('answers the first row, and an error naming the row when there is none', () => {
  expect(one([{ id: 1 }, { id: 2 }], 'post')).toEqual({ id: 1 });
  expect(() => one([], 'post')).toThrow('Expected one post row, the query returned none');
});
