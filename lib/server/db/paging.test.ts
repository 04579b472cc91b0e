import { emptyPage, readPage } from './paging';

const rowsOf = (n: number) => Array.from({ length: n }, (_, k) => k);

it('reads the rows of the page asked for beside the count', async () => {
  const asked: Array<[number, number]> = [];
  const page = await readPage(
    { page: 3, pageSize: 10 },
    (limit, offset) => {
      asked.push([limit, offset]);
      return Promise.resolve(rowsOf(4));
    },
    Promise.resolve([{ n: 24 }]),
  );
  expect(asked).toEqual([[10, 20]]);
  expect(page).toEqual({ count: 24, page: 3, pageSize: 10, results: [0, 1, 2, 3] });
});

it('clamps a page below 1 or not whole to a page that exists, and reads a missing count as 0', async () => {
  const offsets: number[] = [];
  const read = (page: number) =>
    readPage(
      { page, pageSize: 5 },
      (_limit, offset) => {
        offsets.push(offset);
        return Promise.resolve([]);
      },
      Promise.resolve([]),
    );
  expect(await read(0)).toEqual({ count: 0, page: 1, pageSize: 5, results: [] });
  expect((await read(-4)).page).toBe(1);
  expect((await read(2.7)).page).toBe(2);
  expect((await read(Number.NaN)).page).toBe(1);
  expect(offsets).toEqual([0, 0, 5, 0]);
});

it('gives a page past the end no rows but the real count', async () => {
  const page = await readPage({ page: 9, pageSize: 10 }, () => Promise.resolve([]), Promise.resolve([{ n: 12 }]));
  expect(page).toEqual({ count: 12, page: 9, pageSize: 10, results: [] });
});

it('answers an empty page without a query', () => {
  expect(emptyPage({ page: 2, pageSize: 20 })).toEqual({ count: 0, page: 2, pageSize: 20, results: [] });
});
