/// <reference lib="webworker" />
// The service worker, served at /sw.js with scope / (app/sw.js/route.ts). Built after `next build`
// by scripts/build-sw.mjs: esbuild bundles this file with Serwist, then Serwist's injectManifest
// writes the precache list (the offline page and the build's style sheets) into it.
//
// Pages are never kept per member: a page is stored only in its guests' edition (see GuestCopy).
// Nothing but GET is ever stored; the API is not cached (the reading pages are rendered whole on
// the server).
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkOnly,
  Serwist,
  Strategy,
  type PrecacheEntry,
  type SerwistGlobalConfig,
  type StrategyHandler,
  type StrategyOptions,
} from 'serwist';
import { handleNotificationClick, handlePush } from '@/lib/push/sw-handlers';
import {
  CACHE_NAMES,
  DAY_SECONDS,
  IMAGES_KEPT,
  NETWORK_TIMEOUT_SECONDS,
  OFFLINE_PATH,
  POSTS_KEPT,
  REFERENCE_PAGES_KEPT,
  STATIC_FILES_KEPT,
  htmlLang,
  isGuestPage,
  isImage,
  isKeepableHtml,
  isStaticFile,
  pageCacheFor,
} from './cache-rules';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;

/**
 * Network first with a short timeout, then the copy kept from an earlier read. What it keeps is
 * always the guests' edition of the page: a guest's own answer (the server marks it `public`), or,
 * for a signed-in member, the same address fetched again without cookies in the page's language.
 * So a page kept on this device never holds one member's view, and a later member (or a guest)
 * reading offline sees only what a guest would.
 */
class GuestCopy extends Strategy {
  constructor(
    options: StrategyOptions,
    private readonly timeoutSeconds: number,
  ) {
    super({ ...options, matchOptions: { ignoreVary: true, ignoreSearch: false } });
  }

  protected async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const network = handler.fetch(request).then((response) => {
      handler.waitUntil(this.keep(request, response.clone(), handler).catch(() => undefined));
      return response;
    });
    handler.waitUntil(network.catch(() => undefined));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const slow = new Promise<'slow'>((resolve) => {
      timer = setTimeout(() => resolve('slow'), this.timeoutSeconds * 1000);
    });
    try {
      const first = await Promise.race([network, slow]);
      if (first !== 'slow') {
        // The server shedding load or failing: an earlier copy reads better than an error page.
        if (first.status >= 500) return (await handler.cacheMatch(request.url)) ?? first;
        return first;
      }
      return (await handler.cacheMatch(request.url)) ?? (await network);
    } catch (error) {
      const kept = await handler.cacheMatch(request.url);
      if (kept) return kept;
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  private async keep(request: Request, response: Response, handler: StrategyHandler): Promise<void> {
    if (!isKeepableHtml(response)) return;
    if (isGuestPage(response)) {
      await handler.cachePut(request.url, response);
      return;
    }
    const lang = htmlLang(await response.text());
    const guest = await handler.fetch(
      new Request(request.url, {
        credentials: 'omit',
        headers: lang ? { 'Accept-Language': lang } : {},
      }),
    );
    if (isKeepableHtml(guest)) await handler.cachePut(request.url, guest);
  }
}

const isNavigation = (request: Request) => request.mode === 'navigate';

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // A new version takes over at once (see docs/offline.md): pages already open keep working, because the
  // build files they load stay in the static cache.
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: ({ request, url, sameOrigin }) => sameOrigin && isNavigation(request) && pageCacheFor(url.pathname) === CACHE_NAMES.posts,
      handler: new GuestCopy(
        {
          cacheName: CACHE_NAMES.posts,
          plugins: [new ExpirationPlugin({ maxEntries: POSTS_KEPT, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true })],
        },
        NETWORK_TIMEOUT_SECONDS,
      ),
    },
    {
      matcher: ({ request, url, sameOrigin }) =>
        sameOrigin && isNavigation(request) && pageCacheFor(url.pathname) === CACHE_NAMES.reference,
      handler: new GuestCopy(
        {
          cacheName: CACHE_NAMES.reference,
          plugins: [new ExpirationPlugin({ maxEntries: REFERENCE_PAGES_KEPT, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true })],
        },
        NETWORK_TIMEOUT_SECONDS,
      ),
    },
    {
      matcher: ({ url, sameOrigin, request }) => sameOrigin && request.method === 'GET' && isStaticFile(url.pathname),
      handler: new CacheFirst({
        cacheName: CACHE_NAMES.static,
        plugins: [new ExpirationPlugin({ maxEntries: STATIC_FILES_KEPT, maxAgeSeconds: 60 * DAY_SECONDS, purgeOnQuotaError: true })],
      }),
    },
    {
      matcher: ({ url, sameOrigin, request }) => sameOrigin && request.method === 'GET' && isImage(url),
      handler: new CacheFirst({
        cacheName: CACHE_NAMES.images,
        plugins: [new ExpirationPlugin({ maxEntries: IMAGES_KEPT, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true })],
      }),
    },
    // Every other page: the network, or the offline page (below) when there is none.
    { matcher: ({ request }) => isNavigation(request), handler: new NetworkOnly() },
  ],
  fallbacks: { entries: [{ url: OFFLINE_PATH, matcher: ({ request }) => isNavigation(request) }] },
});

// The offline page is fetched without cookies, so it is the guests' edition too.
serwist.precacheStrategy.plugins.push({
  requestWillFetch: async ({ request }) =>
    new URL(request.url).pathname === OFFLINE_PATH ? new Request(request, { credentials: 'omit' }) : request,
});

serwist.addEventListeners();

self.addEventListener('push', handlePush);
self.addEventListener('notificationclick', handleNotificationClick);
