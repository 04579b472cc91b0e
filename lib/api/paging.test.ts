import { cursorOf, pageOf } from './paging';

describe('cursorOf', () => {
  it('reads the keyset cursor of a link', () => {
    expect(cursorOf('/api/v1/community/?sort=newest&cursor=eyJpIjo0Mn0')).toBe('eyJpIjo0Mn0');
    expect(cursorOf('http://localhost:3000/api/v1/community/replies/?post_id=3&cursor=abc')).toBe('abc');
  });

  it('answers null at the end of the list', () => {
    expect(cursorOf(null)).toBeNull();
    expect(cursorOf(undefined)).toBeNull();
    expect(cursorOf('/api/v1/community/?sort=newest')).toBeNull();
  });
});

describe('pageOf', () => {
  it('reads the page number of a link', () => {
    expect(pageOf('/api/v1/x/?wish_type=buy&page=3')).toBe(3);
    expect(pageOf('http://localhost:3000/api/v1/friends/?page=2')).toBe(2);
  });

  it('answers null at the end of the list or for a page that is not one', () => {
    expect(pageOf(null)).toBeNull();
    expect(pageOf('/api/v1/x/?wish_type=buy')).toBeNull();
    expect(pageOf('/api/v1/x/?page=0')).toBeNull();
    expect(pageOf('/api/v1/x/?page=two')).toBeNull();
  });
});
