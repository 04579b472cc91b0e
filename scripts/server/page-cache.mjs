// Reader pages served like static files: the production server keeps a guest's render of the post,
// list, home, notice, guide and probability pages, per language, and serves it to every
// reader, members included, until a write invalidates one of its tags (lib/server/cache/pages.ts
// calls `invalidate` through the registry below, in this same process) or the entry is
// PAGE_CACHE_TTL old. Relative dates ("3분 전") and view counts are at most that old. What is a
// member's own is kept apart, per session (their personal layer).
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

// A member's own state on the shared pages (lib/server/people/personal-layer.ts). Its route names
// the member it answered for in MEMBER_HEADER, which this cache reads and never sends on.
export const LAYER_PATH = '/api/v1/user/layer/';
export const MEMBER_HEADER = 'x-slime-member';
// The post lists answer a member what they answer a guest, less the authors hidden by blocks
// (applied on top of the shared copy: `withoutAuthors`).
const LIST_PATH = '/api/v1/community/';
// A post's comments answer a member who hides no one what they answer a guest, but for
// `is_author` on their own (`asAuthor`). Hidden authors' threads follow rules (placeholders,
// reply names) that only the database applies, so a member who hides someone reaches it.
const COMMENTS_PATH = '/api/v1/community/replies/';
/** API reads whose answer does not depend on who asks (a member's token changes nothing in them). */
const sameForEveryone = (path) =>
  path === '/api/v1/board/notice/' ||
  /^\/api\/v1\/board\/notice\/\d{1,10}\/$/.test(path) ||
  path.startsWith('/api/v1/guides/') ||
  path.startsWith('/api/v1/probability/');

/** What keys a session's kept state: its Authorization header, hashed (the token is never kept). */
export const sessionKey = (authorization) => createHash('sha256').update(authorization).digest('base64url').slice(0, 27);

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
  // The help page shows the guide book's FAQ; the policy pages are static text.
  if (pathname === '/help') return ['all', 'guides'];
  if (pathname === '/terms' || pathname === '/privacy') return ['all'];
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
    const path = `${url.pathname}${url.search}`;
    // The API never reads the render cookie: a request without a token is a guest's.
    if (h.authorization === undefined) {
      const tags = apiTags(url);
      return tags && { key: `${locale} ${path}`, tags, locale, path, member: false, api: true };
    }
    if (typeof h.authorization !== 'string' || h.authorization === '') return null;
    const session = sessionKey(h.authorization);
    if (url.pathname === LAYER_PATH) {
      // Kept for this session alone, and dropped with the posts whose reactions it holds.
      const posts = url.searchParams.get('posts');
      const postTags = posts && /^\d{1,10}(,\d{1,10}){0,19}$/.test(posts) ? posts.split(',').map((id) => `post:${id}`) : [];
      return {
        key: `p ${session} ${locale} ${path}`,
        tags: ['members', ...postTags],
        locale,
        path,
        member: true,
        api: true,
        personal: true,
        session,
      };
    }
    const tags = apiTags(url);
    const onTop =
      url.pathname === LIST_PATH ? 'list' : url.pathname === COMMENTS_PATH ? 'comments' : sameForEveryone(url.pathname) ? 'none' : null;
    return tags && onTop ? { key: `${locale} ${path}`, tags, locale, path, member: true, api: true, session, onTop } : null;
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

const etagOf = (identity) => `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;

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
 * A post list as a member who hides `hidden` by blocks reads it: the shared copy less those
 * authors' posts. Its count then leaves out only the posts taken off this page, so it says it is
 * not exact (`count_exact: false`), as a search's bounded count does; the cursors stay the shared
 * ones, which keyset pages read the same for everyone.
 */
export function withoutAuthors(entry, hidden) {
  const body = readJson(entry);
  const results = body?.data?.results;
  if (!Array.isArray(results)) return entry;
  const kept = results.filter((post) => !hidden.includes(post?.author?.id));
  if (kept.length === results.length) return entry;
  body.data.results = kept;
  body.data.count = Math.max(0, body.data.count - (results.length - kept.length));
  body.data.count_exact = false;
  return rewritten(entry, body);
}

function readJson(entry) {
  try {
    return JSON.parse(entry.identity.toString('utf8'));
  } catch {
    return null;
  }
}

function rewritten(entry, body) {
  const identity = Buffer.from(JSON.stringify(body));
  return { ...entry, identity, gzip: undefined, br: undefined, etag: etagOf(identity) };
}

/**
 * A page of a post's comments as `member` reads it: the shared copy with `is_author` on their own
 * comments and replies that are not deleted, as the API sets it.
 */
export function asAuthor(entry, member) {
  const body = readJson(entry);
  const results = body?.data?.results;
  if (!Array.isArray(results)) return entry;
  let changed = false;
  const mark = (comment) => {
    const mine = !comment?.is_deleted && comment?.author?.id === member;
    if (comment && comment.is_author !== mine) {
      comment.is_author = mine;
      changed = true;
    }
  };
  for (const thread of results) {
    mark(thread);
    if (Array.isArray(thread?.replies)) thread.replies.forEach(mark);
  }
  return changed ? rewritten(entry, body) : entry;
}

/**
 * @param {{ ttlMs: number, maxEntries: number, maxBytes: number, sMaxAge: number,
 *   maxPersonalEntries?: number, maxPersonalBytes?: number,
 *   refill?: (path: string, locale: string) => Promise<void>,
 *   learn?: (authorization: string) => Promise<void> }} options
 *   `refill` asks the server for a page as a guest in that language, so that a member's miss fills
 *   the cache for everyone (a member's own render is never kept). `learn` asks the server for the
 *   session's personal layer with its blocks (`?hidden=1`), so that the session's next API reads
 *   can be answered from the shared copies.
 */
export function createPageCache({
  ttlMs,
  maxEntries,
  maxBytes,
  sMaxAge,
  maxPersonalEntries = 20_000,
  maxPersonalBytes = 32 * 1024 * 1024,
  refill,
  learn,
}) {
  // Two stores, each least recently used first: the copies every reader shares, and what is kept
  // per session (its layers, keyed `p …`, and what is known of it, keyed `s …`: the member and the
  // authors hidden by blocks), so members can never push the shared pages out.
  const shared = { entries: new Map(), bytes: 0, maxEntries, maxBytes };
  const personal = { entries: new Map(), bytes: 0, maxEntries: maxPersonalEntries, maxBytes: maxPersonalBytes };
  const storeOf = (key) => (key.startsWith('p ') || key.startsWith('s ') ? personal : shared);
  /** @type {Map<string, Set<string>>} */
  const byTag = new Map();
  // When each tag was last invalidated, oldest first: only renders begun before then care, so an
  // entry goes once no render under way began before it (else one per post ever written stays).
  /** @type {Map<string, number>} */
  const invalidatedAt = new Map();
  /** Renders under way, by the sequence number they began at, oldest first. @type {Set<{ seq: number }>} */
  const rendering = new Set();
  let seq = 0;
  const stats = { hits: 0, misses: 0, stores: 0, invalidations: 0, refills: 0, personalHits: 0, learns: 0 };
  // Keys a member's miss asked to refill (or sessions to learn), and when, until kept: at most one
  // ask per key a second, so a page that is never kept (a private one, a render that overlapped a
  // write, a failure) costs at most one extra render a second.
  /** @type {Map<string, number>} */
  const asked = new Map();

  function ask(key, run) {
    const now = Date.now();
    const last = asked.get(key);
    if (last !== undefined && now - last < REFILL_INTERVAL_MS) return false;
    asked.delete(key);
    asked.set(key, now);
    // Bounded like the entries: the oldest asks are forgotten first.
    for (const oldest of asked.keys()) {
      if (asked.size <= maxEntries + maxPersonalEntries) break;
      asked.delete(oldest);
    }
    run().catch((error) => console.error('[page-cache] could not fill the cache', error));
    return true;
  }
  const askRefill = (found) => refill && ask(found.key, () => refill(found.path, found.locale)) && (stats.refills += 1);
  const askLearn = (found, authorization) => learn && ask(`s ${found.session}`, () => learn(authorization)) && (stats.learns += 1);

  function remove(key) {
    const store = storeOf(key);
    const entry = store.entries.get(key);
    if (!entry) return;
    store.entries.delete(key);
    store.bytes -= entry.bytes;
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
    asked.delete(key);
    const where = storeOf(key);
    where.entries.set(key, entry);
    where.bytes += entry.bytes;
    for (const tag of tags) {
      if (!byTag.has(tag)) byTag.set(tag, new Set());
      byTag.get(tag).add(key);
    }
    stats.stores += 1;
    // Map order is insertion order, and a hit re-inserts: the first keys are the least recently used.
    for (const oldest of where.entries.keys()) {
      if (where.entries.size <= where.maxEntries && where.bytes <= where.maxBytes) break;
      remove(oldest);
    }
  }

  /** The entry under `key` if it is younger than the TTL, marked as just used. */
  function fresh(key) {
    const { entries } = storeOf(key);
    const entry = entries.get(key);
    if (entry && Date.now() - entry.at < ttlMs) {
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    }
    if (entry) remove(key);
    return null;
  }

  function send(req, res, entry, cacheControl = guestCacheControl) {
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    const body = (encoding && entry[encoding]) || entry.identity;
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader('ETag', entry.etag);
    res.setHeader('Vary', VARY);
    res.setHeader('Cache-Control', cacheControl);
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
  // What a member is sent from the cache: theirs alone, or a shared copy asked for with their token.
  const PERSONAL_CACHE_CONTROL = 'private, no-store';
  const MEMBER_CACHE_CONTROL = 'private, no-cache';

  /**
   * The cached answer to a request, if any. A session's state is known once its layer was asked
   * for with `hidden=1` (the member, and the authors they hide): until then, or once a write of
   * theirs or to them dropped it, their reads reach the server.
   */
  function lookup(req) {
    const found = ttlMs > 0 ? cacheKey(req) : null;
    if (!found) return { found: null, entry: null };
    if (!found.session) return { found, entry: fresh(found.key) };
    const session = fresh(`s ${found.session}`);
    if (!session) return { found, entry: null, unknown: true };
    if (found.onTop === 'comments' && session.hidden.length > 0) return { found: null, entry: null };
    return { found, entry: fresh(found.key), session };
  }

  /**
   * Answers the request from the cache when it can (before the load gate: a hit costs nothing).
   * @returns {boolean} whether it did
   */
  function serve(req, res) {
    const { found, entry, session } = lookup(req);
    if (!entry) return false;
    answer(req, res, found, entry, session);
    return true;
  }

  function answer(req, res, found, entry, session) {
    if (found.personal) stats.personalHits += 1;
    else stats.hits += 1;
    const body =
      found.onTop === 'list' && session.hidden.length > 0
        ? withoutAuthors(entry, session.hidden)
        : found.onTop === 'comments'
          ? asAuthor(entry, session.member)
          : entry;
    send(req, res, body, found.personal ? PERSONAL_CACHE_CONTROL : found.session ? MEMBER_CACHE_CONTROL : guestCacheControl);
  }

  /** Tracks a render from its start, for `store` to refuse it when a write overlapped it. */
  function track(res) {
    const ticket = { seq };
    rendering.add(ticket);
    const settled = () => {
      if (rendering.delete(ticket)) forgetSettledInvalidations();
    };
    res.once('close', () => {
      if (!res.writableFinished) settled();
    });
    return { startSeq: ticket.seq, settled };
  }

  /** Calls `done(identity, headers)` with what `res` sent, once sent, if it was a 200 of `type`. */
  function capture(res, type, settled, done) {
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
    res.once('finish', () => {
      const headers = res.getHeaders();
      if (res.statusCode !== 200 || headers['set-cookie'] || !String(headers['content-type'] ?? '').startsWith(type)) return settled();
      const raw = Buffer.concat(chunks);
      const encoded = String(headers['content-encoding'] ?? '');
      const identity = encoded === 'gzip' ? zlib.gunzipSync(raw) : encoded === 'br' ? zlib.brotliDecompressSync(raw) : encoded ? null : raw;
      if (!identity) return settled();
      const kept = Object.entries(headers).filter(([name]) => !DROPPED.has(name));
      Promise.resolve(done(identity, raw, encoded, kept))
        .catch((error) => console.error('[page-cache] could not keep a page', error))
        .finally(settled);
    });
  }

  /**
   * A member's layer: rendered for them, kept for their session alone under `member:<id>`. With
   * `hidden=1` it also tells what the session is: the member, and whom they hide.
   */
  function renderPersonal(req, res, found, render) {
    let member = null;
    const setHeader = res.setHeader.bind(res);
    res.setHeader = (name, value) => {
      if (String(name).toLowerCase() !== MEMBER_HEADER) return setHeader(name, value);
      member = /^\d{1,10}$/.test(String(value)) ? Number(value) : null;
      return res;
    };
    res.setHeader('X-Slime-Cache', 'miss');
    const { startSeq, settled } = track(res);
    capture(res, 'application/json', settled, (identity, raw, encoded, headers) => {
      if (member === null) return;
      const tags = [...found.tags, `member:${member}`];
      const hidden = JSON.parse(identity.toString('utf8'))?.data?.hidden_author_ids;
      if (Array.isArray(hidden) && hidden.every((id) => Number.isInteger(id))) {
        const own = ['members', `member:${member}`];
        store(`s ${found.session}`, own, startSeq, { tags: own, member, hidden, at: Date.now(), bytes: 64 + hidden.length * 8 });
      }
      const session = personal.entries.get(`s ${found.session}`);
      if (!session || session.member !== member) return;
      store(found.key, tags, startSeq, {
        tags,
        status: 200,
        headers: headers.filter(([name]) => name !== MEMBER_HEADER),
        identity,
        ...(encoded === 'gzip' ? { gzip: raw } : {}),
        at: Date.now(),
        etag: etagOf(identity),
        bytes: identity.length + (encoded === 'gzip' ? raw.length : 0),
      });
    });
    return render();
  }

  /**
   * A write with a session's token drops what is kept for its member, as it starts and once it
   * is answered (a read of the layer between the two is then never kept). Writes by others to
   * them arrive as `member:<id>` from the database (migration 0025) within a second.
   */
  function forgetOwnWrite(req, res) {
    const authorization = req.headers.authorization;
    if (typeof authorization !== 'string' || authorization === '') return;
    const session = personal.entries.get(`s ${sessionKey(authorization)}`);
    if (!session) return;
    const tags = [`member:${session.member}`];
    invalidate(tags);
    res.once('finish', () => invalidate(tags));
  }

  /**
   * Lets `render` answer a request the cache could not, and keeps what it wrote when that is a
   * guest's reader page or a member's layer.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {() => Promise<void>} render
   */
  async function handle(req, res, render) {
    if (req.method !== 'GET' && req.method !== 'HEAD') forgetOwnWrite(req, res);
    const { found, entry, session, unknown } = lookup(req);
    if (entry) return answer(req, res, found, entry, session);
    if (!found) return render();
    stats.misses += 1;
    if (found.personal) {
      if (req.method === 'HEAD') return render();
      return renderPersonal(req, res, found, render);
    }
    if (found.member) {
      // Rendered for this member (Next keeps it private) and never kept; the shared copy is made by
      // a guest's request for the same page, which the server sends itself.
      res.setHeader('X-Slime-Cache', 'miss');
      if (!shared.entries.has(found.key)) askRefill(found);
      if (unknown) askLearn(found, req.headers.authorization);
      return render();
    }
    if (req.method === 'HEAD') return render();

    const { key, tags } = found;
    const { startSeq, settled } = track(res);
    res.setHeader('X-Slime-Cache', 'miss');
    capture(res, found.api ? 'application/json' : 'text/html', settled, async (identity, raw, encoded, kept) => {
      if (identity.includes(PRIVATE_MARKER)) return;
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
        etag: etagOf(identity),
        bytes: identity.length + gz.length + br.length,
      });
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
    stats: () => ({
      ...stats,
      entries: shared.entries.size,
      bytes: shared.bytes,
      personalEntries: personal.entries.size,
      personalBytes: personal.bytes,
      tags: byTag.size,
      invalidatedTags: invalidatedAt.size,
    }),
    clear: () => {
      for (const key of [...shared.entries.keys(), ...personal.entries.keys()]) remove(key);
    },
  };
}

/** Makes the cache reachable from the app's code in this process (lib/server/cache/pages.ts). */
export function registerPageCache(cache) {
  globalThis[REGISTRY] = cache;
}
