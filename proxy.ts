import { NextResponse, type NextRequest } from 'next/server';
import { DEVICE_COOKIE, LOCALE_COOKIE, LOCALE_HEADER, TOKEN_COOKIE } from '@/lib/constants';
import { resolveLocale } from '@/lib/locale';
import { manifestPath } from '@/lib/pwa/manifest-path';
import { HANDOFF_COOKIE } from '@/lib/session-handoff';

const HANDOFF_PARAMS = ['token', 'deviceId'] as const;
const SAFE_VALUE = /^[A-Za-z0-9._~+/=:-]{1,512}$/;
const YEAR = 60 * 60 * 24 * 365;
const LEGACY_MANIFEST_PATH = '/manifest.webmanifest';

export function proxy(request: NextRequest) {
  const url = request.nextUrl;

  // Pages are served without a trailing slash. The API (the spec's slashed paths) never reaches
  // the proxy (see the matcher), so its request bodies stream to the handlers unbuffered.
  if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
    const clean = new URL(request.url);
    clean.pathname = samePath(url.pathname.replace(/\/+$/, ''));
    return NextResponse.redirect(clean, 308);
  }

  // Webview hand-off (spec §2): ?token=&deviceId= on any page become cookies, then the
  // same URL without them, so the token never stays in history, logs or Referer headers.
  if (HANDOFF_PARAMS.some((p) => url.searchParams.has(p))) {
    const token = url.searchParams.get('token');
    const deviceId = url.searchParams.get('deviceId');
    const clean = new URL(request.url);
    clean.pathname = samePath(clean.pathname);
    for (const p of HANDOFF_PARAMS) clean.searchParams.delete(p);
    const response = NextResponse.redirect(clean, 303);
    const secure = url.protocol === 'https:';
    const base = { httpOnly: true, sameSite: 'lax' as const, secure, path: '/', maxAge: YEAR };
    const handoff: Record<string, string> = {};
    if (token && SAFE_VALUE.test(token)) {
      response.cookies.set(TOKEN_COOKIE, token, base);
      handoff.token = token;
    }
    if (deviceId && SAFE_VALUE.test(deviceId)) {
      response.cookies.set(DEVICE_COOKIE, deviceId, base);
      handoff.deviceId = deviceId;
    }
    // The user store lives in the browser and cannot read HttpOnly cookies: a short-lived
    // readable cookie carries the values to it once, and the client deletes it.
    if (Object.keys(handoff).length) {
      response.cookies.set(HANDOFF_COOKIE, JSON.stringify(handoff), {
        sameSite: 'lax',
        secure,
        path: '/',
        maxAge: 120,
      });
    }
    return response;
  }

  const locale = resolveLocale(request.cookies.get(LOCALE_COOKIE)?.value, request.headers.get('accept-language'));

  // Earlier versions linked one Korean manifest here; there is one per language now.
  if (url.pathname === LEGACY_MANIFEST_PATH) {
    const response = NextResponse.redirect(new URL(manifestPath(locale), request.url), 307);
    response.headers.set('Cache-Control', 'private, no-cache');
    return response;
  }
  const nonce = btoa(crypto.randomUUID());
  const csp = contentSecurityPolicy(nonce);
  const headers = new Headers(request.headers);
  headers.set(LOCALE_HEADER, locale);
  // Next reads the nonce from this request header and puts it on its own scripts.
  headers.set('x-nonce', nonce);
  headers.set('Content-Security-Policy', csp);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', csp);
  return response;
}

// A redirect to the request's own path leaves the site if that path starts with `//` or `/\`
// (Next answers it with a relative Location, which the browser reads as another host). Next's
// server collapses such paths before the proxy runs; this keeps the proxy safe on its own.
function samePath(pathname: string): string {
  return pathname.replace(/^[/\\]+/, '/');
}

// Scripts run only with this response's nonce (and what those scripts load: the Kakao and
// Apple SDKs); nothing a member writes can carry a script. JSON-LD blocks are data, not scripts.
export function contentSecurityPolicy(nonce: string): string {
  const dev = process.env.NODE_ENV !== 'production';
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    // The service worker (/sw.js) and the web app manifest: a worker would otherwise fall back to
    // script-src, whose nonce and 'strict-dynamic' a worker script cannot carry.
    "worker-src 'self'",
    "manifest-src 'self'",
    "connect-src 'self' https://kapi.kakao.com https://kauth.kakao.com https://appleid.apple.com",
    'frame-src https://www.youtube-nocookie.com https://appleid.apple.com https://kauth.kakao.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' https://appleid.apple.com https://kauth.kakao.com",
    "frame-ancestors 'self'",
    ...(dev ? [] : ['upgrade-insecure-requests']),
  ].join('; ');
}

export const config = {
  matcher: [
    '/((?!api/|_next/static|_next/image|favicon.ico|art/|sounds/|fonts/|.*\\.(?:png|jpg|jpeg|gif|webp|svg|ico|txt|xml|wav|woff2?)$).*)',
  ],
};
