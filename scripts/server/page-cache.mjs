// Guests' reader pages served like static files: the production server keeps the HTML of a
// guest's post, list, home, notice, guide and probability pages, per language, and serves it again
// until a write invalidates one of the page's tags (lib/server/cache/pages.ts calls `invalidate`
// through the registry below, in this same process) or the entry is PAGE_CACHE_TTL old. Relative
// dates ("3분 전") and view counts are at most that old.
//
// Each entry keeps the CSP nonce it was rendered with. That nonce was drawn when the page was
// rendered, after everything a member wrote into it, so no stored text can carry it.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { cookieIsPlain, readCookie } from '../../lib/cookies.mjs';
import { resolveLocale } from '../../lib/locale-resolve.mjs';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export const REGISTRY = Symbol.for('slime.pageCache');
const TOKEN_COOKIE = 'slime_token';
const LOCALE_COOKIE = 'NEXT_LOCALE';
// Headers of the rendered answer that are about the connection or this one response.
// The server sets the security headers and HSTS on every answer itself.
const DROPPED = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'date',
  'connection',
  'keep-alive',
  'cache-control',
  'vary',
  'etag',
  'strict-transport-security',
  'x-slime-cache',
]);
const VARY =
  'RSC, Next-Router-State-Tree, Next-Router-Prefetch, Next-Router-Segment-Prefetch, Accept-Encoding, Accept-Language, Cookie, Authorization';

/**
 * The tags of a cacheable reader page, or null when the path is not one. Every page also has
 * the tag `all` (member profiles, banners, categories and items show on many pages).
 * @param {string} pathname
 * @returns {string[] | null}
 */
export function pageTags(pathname) {
  if (pathname === '/community') return ['all', 'lists', 'notices'];
  if (pathname === '/community/posts' || pathname === '/community/search' || pathname === '/community/search/post') return ['all', 'lists'];
  const post = /^\/community\/detail\/(\d{1,12})$/.exec(pathname);
  if (post) return ['all', `post:${post[1]}`];
  if (pathname === '/community/notice' || pathname.startsWith('/community/notice/')) return ['all', 'notices'];
  if (pathname === '/guide' || pathname.startsWith('/guide/')) return ['all', 'guides'];
  if (pathname === '/probability' || pathname.startsWith('/probability/')) return ['all', 'probability'];
  return null;
}

/**
 * The tags of an API read whose answer is the same for every guest (the API answers members by
 * their Authorization header, which is never cached), or null. A post's own read is not one: each
 * read of it counts a view.
 * @param {URL} url
 * @returns {string[] | null}
 */
export function apiTags(url) {
  const path = url.pathname;
  if (path === '/api/v1/community/') return ['all', 'lists'];
  if (path === '/api/v1/community/replies/') {
    const post = url.searchParams.get('post_id');
    return post && /^\d{1,10}$/.test(post) ? ['all', `post:${post}`] : null;
  }
  if (path === '/api/v1/board/notice/' || /^\/api\/v1\/board\/notice\/\d{1,10}\/$/.test(path)) return ['all', 'notices'];
  if (path.startsWith('/api/v1/guides/')) return ['all', 'guides'];
  if (path.startsWith('/api/v1/probability/')) return ['all', 'probability'];
  return null;
}

/** The cache key of a request, or null when its answer must be rendered for it alone. */
export function cacheKey(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const h = req.headers;
  // Client navigations (RSC payloads), prefetches and server actions are not pages.
  if (
    h.rsc ||
    h['next-router-prefetch'] ||
    h['next-router-segment-prefetch'] ||
    h['next-action'] ||
    h['next-router-state-tree'] ||
    h['x-nextjs-data']
  )
    return null;
  // A session or language cookie that is repeated, unreadable or empty: the page is rendered for
  // this request alone. Such a header could read one way here and another way to the renderer,
  // and the answer would be kept under the wrong key.
  if (!cookieIsPlain(h.cookie, TOKEN_COOKIE) || !cookieIsPlain(h.cookie, LOCALE_COOKIE)) return null;
  const token = readCookie(h.cookie, TOKEN_COOKIE);
  if (token === '') return null;
  // A target no URL parser reads (`//`) is nobody's reader page.
  if (!URL.canParse(req.url ?? '/', 'http://x')) return null;
  const url = new URL(req.url ?? '/', 'http://x');
  // The webview hand-off (?token=&deviceId=) is answered by a redirect that sets cookies.
  if (url.searchParams.has('token') || url.searchParams.has('deviceId')) return null;
  const locale = resolveLocale(readCookie(h.cookie, LOCALE_COOKIE), h['accept-language']);
  if (url.pathname.startsWith('/api/')) {
    // The API never reads the render cookie: a request without a token is a guest's.
    const tags = h.authorization === undefined ? apiTags(url) : null;
    return (
      tags && {
        key: `${locale} ${url.pathname}${url.search}`,
        tags,
        locale,
        path: `${url.pathname}${url.search}`,
        member: false,
        api: true,
      }
    );
  }
  const tags = pageTags(url.pathname);
  if (!tags) return null;
  // A member (one plain session cookie) is served the page everyone shares: what is theirs on it
  // arrives in the browser as the personal layer (GET /api/v1/user/layer/).
  return {
    key: `${locale} ${url.pathname}${url.search}`,
    tags,
    locale,
    path: `${url.pathname}${url.search}`,
    member: token !== undefined,
    api: false,
  };
}

// A page that must never be shared (it shows the reader's own part in something, like a
// 임시조치 notice to the post's author) says so in its head; it is then never kept.
const REFILL_INTERVAL_MS = 1000;
const PRIVATE_MARKER = Buffer.from('<meta name="slime-cache" content="private"');

/** Whether If-None-Match names this entity tag (weak or strong, or `*`). */
function etagMatches(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  return String(ifNoneMatch)
    .split(',')
    .some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === etag);
}

function preferredEncoding(acceptEncoding) {
  const value = String(acceptEncoding ?? '');
  if (/\bbr\b/.test(value)) return 'br';
  if (/\bgzip\b/.test(value)) return 'gzip';
  return null;
}

/**
 * @param {{ ttlMs: number, maxEntries: number, maxBytes: number, sMaxAge: number,
 *   refill?: (path: string, locale: string) => Promise<void> }} options
 *   `refill` asks the server for a page as a guest in that language, so that a member's miss fills
 *   the cache for everyone (a member's own render is never kept).
 */
export function createPageCache({ ttlMs, maxEntries, maxBytes, sMaxAge, refill }) {
  /** @type {Map<string, { tags: string[], status: number, headers: [string, string | string[]][], identity: Buffer, gzip?: Buffer, br?: Buffer, at: number, etag: string, bytes: number }>} */
  const entries = new Map();
  /** @type {Map<string, Set<string>>} */
  const byTag = new Map();
  // When each tag was last invalidated, oldest first: only renders begun before then care, so an
  // entry goes once no render under way began before it (else one per post ever written stays).
  /** @type {Map<string, number>} */
  const invalidatedAt = new Map();
  /** Renders under way, by the sequence number they began at, oldest first. @type {Set<{ seq: number }>} */
  const rendering = new Set();
  let seq = 0;
  let bytes = 0;
  const stats = { hits: 0, misses: 0, stores: 0, invalidations: 0, refills: 0 };
  // Keys a member's miss asked to refill, and when, until the page is kept: at most one refill per
  // key a second, so a page that is never kept (a private one, a render that overlapped a write, a
  // failure) costs at most one extra render a second.
  /** @type {Map<string, number>} */
  const refilled = new Map();

  function askRefill(found) {
    if (!refill) return;
    const now = Date.now();
    const last = refilled.get(found.key);
    if (last !== undefined && now - last < REFILL_INTERVAL_MS) return;
    refilled.delete(found.key);
    refilled.set(found.key, now);
    // Bounded like the entries: the oldest asks are forgotten first.
    for (const oldest of refilled.keys()) {
      if (refilled.size <= maxEntries) break;
      refilled.delete(oldest);
    }
    stats.refills += 1;
    refill(found.path, found.locale).catch((error) => console.error('[page-cache] could not refill a page', error));
  }

  function remove(key) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
    for (const tag of entry.tags) {
      const keys = byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) byTag.delete(tag);
    }
  }

  function forgetSettledInvalidations() {
    const floor = rendering.values().next().value?.seq ?? seq;
    for (const [tag, at] of invalidatedAt) {
      if (at > floor) break;
      invalidatedAt.delete(tag);
    }
  }

  function invalidate(tags) {
    seq += 1;
    stats.invalidations += 1;
    for (const tag of tags) {
      invalidatedAt.delete(tag);
      invalidatedAt.set(tag, seq);
      for (const key of [...(byTag.get(tag) ?? [])]) remove(key);
    }
    forgetSettledInvalidations();
  }

  function store(key, tags, startSeq, entry) {
    // A write that landed while this page rendered may not show in it.
    if (tags.some((tag) => (invalidatedAt.get(tag) ?? 0) > startSeq)) return;
    remove(key);
    // Kept: the next miss of this page (after a write or past its TTL) may ask for a refill again.
    refilled.delete(key);
    entries.set(key, entry);
    bytes += entry.bytes;
    for (const tag of tags) {
      if (!byTag.has(tag)) byTag.set(tag, new Set());
      byTag.get(tag).add(key);
    }
    stats.stores += 1;
    // Map order is insertion order, and a hit re-inserts: the first keys are the least recently used.
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      remove(oldest);
    }
  }

  function send(req, res, entry) {
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    const body = (encoding && entry[encoding]) || entry.identity;
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader('ETag', entry.etag);
    res.setHeader('Vary', VARY);
    res.setHeader('Cache-Control', guestCacheControl);
    res.setHeader('Age', Math.floor((Date.now() - entry.at) / 1000));
    res.setHeader('X-Slime-Cache', 'hit');
    if (etagMatches(req.headers['if-none-match'], entry.etag)) {
      res.statusCode = 304;
      res.removeHeader('Content-Type');
      return res.end();
    }
    res.statusCode = entry.status;
    if (body !== entry.identity) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  const guestCacheControl =
    sMaxAge > 0 ? `public, max-age=0, s-maxage=${sMaxAge}, stale-while-revalidate=${sMaxAge}` : 'public, max-age=0, must-revalidate';

  function lookup(req) {
    const found = ttlMs > 0 ? cacheKey(req) : null;
    if (!found) return { found: null, entry: null };
    const entry = entries.get(found.key);
    if (entry && Date.now() - entry.at < ttlMs) {
      entries.delete(found.key);
      entries.set(found.key, entry);
      return { found, entry };
    }
    if (entry) remove(found.key);
    return { found, entry: null };
  }

  /**
   * Answers the request from the cache when it can (before the load gate: a hit costs nothing).
   * @returns {boolean} whether it did
   */
  function serve(req, res) {
    const { entry } = lookup(req);
    if (!entry) return false;
    stats.hits += 1;
    send(req, res, entry);
    return true;
  }

  /**
   * Lets `render` answer a request the cache could not, and keeps what it wrote when that is a
   * guest's reader page.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {() => Promise<void>} render
   */
  async function handle(req, res, render) {
    const { found, entry } = lookup(req);
    if (entry) {
      stats.hits += 1;
      return send(req, res, entry);
    }
    if (!found) return render();
    const { key, tags } = found;
    stats.misses += 1;
    if (found.member) {
      // Rendered for this member (Next keeps it private) and never kept; the shared copy is made by
      // a guest's request for the same page, which the server sends itself.
      res.setHeader('X-Slime-Cache', 'miss');
      askRefill(found);
      return render();
    }
    if (req.method === 'HEAD') return render();

    const startSeq = seq;
    const ticket = { seq: startSeq };
    rendering.add(ticket);
    const settled = () => {
      if (rendering.delete(ticket)) forgetSettledInvalidations();
    };
    res.once('close', () => {
      if (!res.writableFinished) settled();
    });
    /** @type {Buffer[]} */
    const chunks = [];
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    const keep = (chunk, encoding) => {
      if (chunk != null && typeof chunk !== 'function')
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'));
    };
    res.write = (chunk, encoding, cb) => {
      keep(chunk, encoding);
      return write(chunk, encoding, cb);
    };
    res.end = (chunk, encoding, cb) => {
      keep(chunk, encoding);
      return end(chunk, encoding, cb);
    };
    res.setHeader('X-Slime-Cache', 'miss');
    res.once('finish', () => {
      const headers = res.getHeaders();
      const type = found.api ? 'application/json' : 'text/html';
      if (res.statusCode !== 200 || headers['set-cookie'] || !String(headers['content-type'] ?? '').startsWith(type)) return settled();
      const raw = Buffer.concat(chunks);
      const encoded = String(headers['content-encoding'] ?? '');
      const kept = Object.entries(headers).filter(([name]) => !DROPPED.has(name));
      void (async () => {
        const identity =
          encoded === 'gzip' ? zlib.gunzipSync(raw) : encoded === 'br' ? zlib.brotliDecompressSync(raw) : encoded ? null : raw;
        if (!identity || identity.includes(PRIVATE_MARKER)) return;
        const [gz, br] = await Promise.all([
          encoded === 'gzip' ? raw : gzip(identity),
          brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
        ]);
        store(key, tags, startSeq, {
          tags,
          status: 200,
          headers: kept,
          identity,
          gzip: gz,
          br,
          at: Date.now(),
          etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
          bytes: identity.length + gz.length + br.length,
        });
      })()
        .catch((error) => console.error('[page-cache] could not keep a page', error))
        .finally(settled);
    });
    // Until a cached copy exists, the rendered answer goes out as usual (streamed, compressed),
    // but shared caches in front must not keep it past the same bounds.
    const setHeader = res.setHeader.bind(res);
    res.setHeader = (name, value) => {
      const lower = String(name).toLowerCase();
      if (res.statusCode === 200 && lower === 'cache-control') return setHeader(name, guestCacheControl);
      if (res.statusCode === 200 && lower === 'vary') return setHeader(name, `${value}, Accept-Language, Cookie, Authorization`);
      return setHeader(name, value);
    };
    return render();
  }

  return {
    serve,
    handle,
    invalidate,
    stats: () => ({ ...stats, entries: entries.size, bytes, tags: byTag.size, invalidatedTags: invalidatedAt.size }),
    clear: () => {
      for (const key of [...entries.keys()]) remove(key);
    },
  };
}

/** Makes the cache reachable from the app's code in this process (lib/server/cache/pages.ts). */
export function registerPageCache(cache) {
  globalThis[REGISTRY] = cache;
}
