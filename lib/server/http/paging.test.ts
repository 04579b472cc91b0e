import { cursorEnvelope, okCursorPage, okPage, pageEnvelope } from './paging';

const url = new URL('http://localhost/api/v1/admin/members/?q=%EB%A7%90&page=2&status=active');

describe('pageEnvelope', () => {
  it('links the pages either side, keeping the other query parameters as they came', () => {
    expect(pageEnvelope(url, { count: 45, page: 2, pageSize: 20, results: ['a'] })).toEqual({
      count: 45,
      next: '/api/v1/admin/members/?q=%EB%A7%90&page=3&status=active',
      previous: '/api/v1/admin/members/?q=%EB%A7%90&page=1&status=active',
      results: ['a'],
    });
  });

  it('has no link before the first page or after the last, and adds `page` when the request had none', () => {
    const first = pageEnvelope(new URL('http://localhost/api/v1/friends/'), { count: 3, page: 1, pageSize: 20, results: [] });
    expect(first).toMatchObject({ next: null, previous: null });
    const two = pageEnvelope('/api/v1/board/notice/?kind=event', { count: 21, page: 1, pageSize: 20, results: [] });
    expect(two.next).toBe('/api/v1/board/notice/?kind=event&page=2');
  });

  it('leads back from past the end to the last page', () => {
    const past = pageEnvelope(new URL('http://localhost/api/v1/items/?page=9'), { count: 25, page: 9, pageSize: 10, results: [] });
    expect(past).toMatchObject({ next: null, previous: '/api/v1/items/?page=3' });
    const empty = pageEnvelope(new URL('http://localhost/api/v1/items/?page=4'), { count: 0, page: 4, pageSize: 10, results: [] });
    expect(empty).toMatchObject({ next: null, previous: '/api/v1/items/?page=1' });
  });

  it('keeps the keys in the order the API has always answered them', () => {
    expect(Object.keys(pageEnvelope(url, { count: 0, page: 1, pageSize: 20, results: [] }))).toEqual([
      'count',
      'next',
      'previous',
      'results',
    ]);
  });
});

describe('cursorEnvelope', () => {
  it('puts the cursors into the request, replacing the one it came with', () => {
    const page = cursorEnvelope(new URL('http://localhost/api/v1/community/?category=25&cursor=old&sort=oldest'), {
      count: 30,
      countExact: true,
      nextCursor: 'n1',
      previousCursor: 'p1',
      results: [1],
    });
    expect(page).toEqual({
      count: 30,
      count_exact: true,
      next: '/api/v1/community/?category=25&cursor=n1&sort=oldest',
      previous: '/api/v1/community/?category=25&cursor=p1&sort=oldest',
      results: [1],
    });
    expect(Object.keys(page)).toEqual(['count', 'count_exact', 'next', 'previous', 'results']);
  });

  it('has null links at the ends and no count_exact for lists that do not tell', () => {
    const page = cursorEnvelope('/api/v1/community/replies/?post_id=7', { count: 2, nextCursor: null, previousCursor: null, results: [] });
    expect(page).toEqual({ count: 2, next: null, previous: null, results: [] });
    expect(Object.keys(page)).toEqual(['count', 'next', 'previous', 'results']);
    const more = cursorEnvelope('/api/v1/community/replies/?post_id=7', {
      count: 40,
      nextCursor: 'abc',
      previousCursor: null,
      results: [],
    });
    expect(more.next).toBe('/api/v1/community/replies/?post_id=7&cursor=abc');
  });
});

it('answers the envelope in the API body', async () => {
  const offset = await okPage(url, { count: 1, page: 1, pageSize: 20, results: [{ id: 1 }] }).json();
  expect(offset).toEqual({ code: 0, data: { count: 1, next: null, previous: null, results: [{ id: 1 }] } });
  const keyset = await okCursorPage(url, { count: 1, nextCursor: null, previousCursor: null, results: [] }).json();
  expect(keyset).toEqual({ code: 0, data: { count: 1, next: null, previous: null, results: [] } });
});
