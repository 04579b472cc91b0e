export const AFTER_LOGIN_PATH = '/community';

// Pages a signed-in visitor has no business being sent back to.
const AUTH_PAGES = ['/login', '/register', '/password-reset'];

/**
 * The `?next=` target when it is a same-origin relative path, else null. Rejects absolute and
 * protocol-relative URLs (`//evil.example`, `/\evil.example`), schemes, control characters, API
 * paths and the account screens themselves.
 */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 512) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  for (const ch of raw) {
    const code = ch.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return null;
  }
  let url: URL;
  try {
    url = new URL(raw, 'http://same.origin');
  } catch {
    return null;
  }
  if (url.origin !== 'http://same.origin') return null;
  const path = url.pathname;
  // Dot segments collapse while parsing: `/.//evil.example` comes out as `//evil.example`.
  if (path.startsWith('//') || path.startsWith('/\\')) return null;
  if (path === '/api' || path.startsWith('/api/')) return null;
  if (AUTH_PAGES.some((p) => path === p || path.startsWith(`${p}/`))) return null;
  return `${path}${url.search}${url.hash}`;
}

export function afterLoginPath(raw: string | null | undefined): string {
  return safeNextPath(raw) ?? AFTER_LOGIN_PATH;
}

/** /login?next=<path> for a page that needs a signed-in user. */
export function loginPathFor(next: string): string {
  return `/login?next=${encodeURIComponent(next)}`;
}
