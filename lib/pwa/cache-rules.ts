// What the service worker (lib/pwa/service-worker.ts) keeps for reading offline, as plain functions
// the unit tests can call. docs/offline.md lists the same rules.

export const CACHE_NAMES = {
  /** Guides, notices and probability tables: the pages a player looks up again. */
  reference: 'slime-reference-pages',
  /** Posts: the last POSTS_KEPT read. */
  posts: 'slime-posts',
  /** The build's files and the font subsets (their names carry a content hash). */
  static: 'slime-static',
  /** Pictures under /art and /uploads, also through Next's image optimiser. */
  images: 'slime-images',
} as const;

export const POSTS_KEPT = 50;
export const REFERENCE_PAGES_KEPT = 200;
export const STATIC_FILES_KEPT = 400;
export const IMAGES_KEPT = 300;
export const DAY_SECONDS = 24 * 60 * 60;
/** How long a page read online waits for the network before the copy read earlier is shown. */
export const NETWORK_TIMEOUT_SECONDS = 4;
/** The page shown for any other page while offline (precached with each version). */
export const OFFLINE_PATH = '/offline';

/** Which page cache a path's HTML goes to, or null when it is not kept for reading offline. */
export function pageCacheFor(pathname: string): string | null {
  if (/^\/community\/detail\/\d{1,12}$/.test(pathname)) return CACHE_NAMES.posts;
  if (
    pathname === '/guide' ||
    pathname.startsWith('/guide/') ||
    pathname === '/community/notice' ||
    pathname.startsWith('/community/notice/') ||
    pathname === '/probability' ||
    pathname.startsWith('/probability/')
  )
    return CACHE_NAMES.reference;
  return null;
}

/** Build files and fonts: named by their content, so a kept copy is never stale. */
export function isStaticFile(pathname: string): boolean {
  return pathname.startsWith('/_next/static/') || pathname.startsWith('/fonts/') || pathname.startsWith('/icons/');
}

/** Pictures: the game art and members' uploads, directly or through /_next/image. */
export function isImage(url: URL): boolean {
  const source = url.pathname === '/_next/image' ? (url.searchParams.get('url') ?? '') : url.pathname;
  return source.startsWith('/art/') || source.startsWith('/uploads/');
}

/**
 * Whether an answer is the guests' edition of a page: the production server marks those it may
 * share `Cache-Control: public` (scripts/server/page-cache.mjs); a member's page is `private`.
 */
export function isGuestPage(response: PageResponse): boolean {
  return isKeepableHtml(response) && /\bpublic\b/.test(response.headers.get('cache-control') ?? '');
}

type PageResponse = Pick<Response, 'headers' | 'ok' | 'redirected' | 'type'>;

/** A page that can be kept at all: a same-origin 200 HTML answer that was not redirected. */
export function isKeepableHtml(response: PageResponse): boolean {
  return (
    response.ok && !response.redirected && response.type === 'basic' && (response.headers.get('content-type') ?? '').startsWith('text/html')
  );
}

/** The page's language from its `<html lang>`, to ask for the guests' edition in the same one. */
export function htmlLang(html: string): string | null {
  return /<html[^>]*\slang="([A-Za-z-]{2,12})"/.exec(html.slice(0, 2000))?.[1] ?? null;
}
