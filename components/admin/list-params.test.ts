import { listHref, listPath, listQuery, queueQuery, readListParams } from './list-params';

describe('readListParams', () => {
  it('reads the list’s filters and page from the address, empty when absent', () => {
    expect(readListParams('members', { q: 'slime', role: 'admin', page: '3', other: 'x' })).toEqual({
      filters: { q: 'slime', status: '', role: 'admin' },
      page: 3,
    });
  });

  it('takes the first of repeated values, and page 1 for a missing or unusable page', () => {
    expect(readListParams('notices', { q: ['a', 'b'] })).toEqual({ filters: { q: 'a' }, page: 1 });
    for (const page of ['0', '-2', 'abc', '', undefined]) expect(readListParams('notices', { page }).page).toBe(1);
    expect(readListParams('notices', { page: '2.7' }).page).toBe(2);
  });
});

describe('listQuery', () => {
  it('leaves out empty filters and always sends the page', () => {
    expect(listQuery({ q: '', status: 'suspended', role: '' }, 1)).toEqual({ status: 'suspended', page: 1 });
  });

  it('asks the report queue for open reports unless another known status is in the address', () => {
    expect(queueQuery({ filters: { status: '', target_type: '' }, page: 1 })).toEqual({ status: 'open', page: 1 });
    expect(queueQuery({ filters: { status: 'bogus', target_type: 'post' }, page: 2 })).toEqual({
      status: 'open',
      target_type: 'post',
      page: 2,
    });
    expect(queueQuery({ filters: { status: 'dismissed', target_type: '' }, page: 1 })).toEqual({ status: 'dismissed', page: 1 });
  });
});

describe('listHref', () => {
  const params = { filters: { q: 'jelly', status: 'suspended', role: '' }, page: 4 };

  it('changing a filter keeps the others and goes back to page 1', () => {
    expect(listHref('/admin/members', params, { role: 'admin' })).toBe('/admin/members?q=jelly&status=suspended&role=admin');
  });

  it('clearing a filter removes it from the address', () => {
    expect(listHref('/admin/members', params, { q: '', status: undefined })).toBe('/admin/members');
  });

  it('moving to another page keeps the filters; page 1 is the bare address', () => {
    expect(listHref('/admin/members', params, { page: 5 })).toBe('/admin/members?q=jelly&status=suspended&page=5');
    expect(listHref('/admin/members', params, { page: 1 })).toBe('/admin/members?q=jelly&status=suspended');
  });

  it('encodes what was typed', () => {
    expect(listHref('/admin/members', params, { q: 'a&b=c 말랑' })).toBe('/admin/members?q=a%26b%3Dc+%EB%A7%90%EB%9E%91&status=suspended');
  });

  it('gives the page’s own address, page included, to come back to after signing in', () => {
    expect(listPath('/admin/members', params)).toBe('/admin/members?q=jelly&status=suspended&page=4');
    expect(listPath('/admin/notices', { filters: { q: '' }, page: 1 })).toBe('/admin/notices');
  });
});
