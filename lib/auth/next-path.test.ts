import { afterLoginPath, loginPathFor, safeNextPath } from './next-path';

describe('safeNextPath', () => {
  it.each(['/account', '/community/detail/5?tab=1#c3', '/community/notice'])('keeps the same-origin path %s', (path) => {
    expect(safeNextPath(path)).toBe(path);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'account',
    '/api/v1/user/',
    '/login?next=/x',
    '/register',
    '/password-reset',
    '/a\nb',
    '',
    null,
  ])('rejects %p', (path) => {
    expect(safeNextPath(path)).toBeNull();
  });

  it('goes to the community when there is no usable target', () => {
    expect(afterLoginPath('//evil.example')).toBe('/community');
    expect(afterLoginPath('/account')).toBe('/account');
    expect(loginPathFor('/account')).toBe('/login?next=%2Faccount');
  });
});
