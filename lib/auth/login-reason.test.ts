import { loginReasonFor } from './login-reason';
import { safeNextPath } from './next-path';

describe('loginReasonFor', () => {
  it.each([
    ['/support', 'support'],
    ['/support/new?follow_up_of=3', 'support'],
    ['/my/room?look=1', 'room'],
    ['/my', 'my'],
    ['/my/notifications', 'my'],
    ['/community/my', 'my'],
    ['/account', 'account'],
    ['/community/write?postId=4', 'write'],
    ['/market/trades/9', 'trades'],
    ['/market/wishlist', 'wishlist'],
    ['/market/alerts', 'alerts'],
    ['/mission', 'mission'],
    ['/admin/members', 'admin'],
  ])('%s → %s', (next, reason) => {
    expect(loginReasonFor(safeNextPath(next))).toBe(reason);
  });

  it('gives no reason for public pages, look-alikes and nothing', () => {
    for (const next of ['/community', '/community/detail/5', '/market/wishlist/abc', '/supportx', '/myroom', '/guide', '/']) {
      expect(loginReasonFor(safeNextPath(next))).toBeNull();
    }
    expect(loginReasonFor(null)).toBeNull();
  });

  it('gives none for a next that is not safe (it never reaches here)', () => {
    for (const next of ['//evil.example/support', '/\\evil.example', 'https://evil.example/support', '/.//evil.example/my']) {
      expect(safeNextPath(next)).toBeNull();
      expect(loginReasonFor(safeNextPath(next))).toBeNull();
    }
  });
});
