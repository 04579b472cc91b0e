// Why the sign-in page was opened: the members-only page in `?next=` that sent the guest there.
// A voluntary sign-in (the header's button on a public page) names a page not listed here, and
// the login page then gives no reason.

export const LOGIN_REASONS = ['support', 'room', 'my', 'account', 'write', 'trades', 'wishlist', 'alerts', 'mission', 'admin'] as const;
export type LoginReason = (typeof LOGIN_REASONS)[number];

// Most specific first; `exact` pages have public pages below them (/market/wishlist/{uuid}).
const PAGES: readonly { path: string; reason: LoginReason; exact?: boolean }[] = [
  { path: '/support', reason: 'support' },
  { path: '/my/room', reason: 'room' },
  { path: '/my', reason: 'my' },
  { path: '/community/my', reason: 'my' },
  { path: '/account', reason: 'account' },
  { path: '/community/write', reason: 'write' },
  { path: '/market/trades', reason: 'trades' },
  { path: '/market/wishlist', reason: 'wishlist', exact: true },
  { path: '/market/alerts', reason: 'alerts' },
  { path: '/mission', reason: 'mission' },
  { path: '/admin', reason: 'admin' },
];

/** The reason for a `?next=` path already made safe by `safeNextPath`, or null. */
export function loginReasonFor(next: string | null): LoginReason | null {
  if (!next) return null;
  const path = next.replace(/[?#].*$/s, '');
  const hit = PAGES.find((p) => path === p.path || (!p.exact && path.startsWith(`${p.path}/`)));
  return hit?.reason ?? null;
}
