/** @jest-environment node */
import http from 'node:http';
import zlib from 'node:zlib';
import { RequestCookies } from 'next/dist/compiled/@edge-runtime/cookies';
import { resolveLocale } from '../../lib/locale-resolve.mjs';
import { cacheKey, createPageCache, pageTags } from './page-cache.mjs';

const request = (headers = {}, url = '/community') => ({ method: 'GET', url, headers });

describe('which requests are cached', () => {
  it('maps reader pages to tags and everything else to none', () => {
    expect(pageTags('/community/detail/42')).toEqual(['all', 'post:42']);
    expect(pageTags('/community')).toEqual(['all', 'lists', 'notices']);
    expect(pageTags('/community/posts')).toContain('lists');
    expect(pageTags('/guide/start')).toContain('guides');
    expect(pageTags('/help')).toContain('guides');
    expect(pageTags('/terms')).toEqual(['all']);
    expect(pageTags('/probability/gacha/3')).toContain('probability');
    for (const path of [
      '/my/posts',
      '/account',
      '/admin',
      '/community/write',
      '/community/my',
      '/market/wishlist',
      '/market',
      '/market/trades',
      '/community/detail/x',
    ]) {
      expect(pageTags(path)).toBeNull();
    }
  });

  it('keys by resolved language and full URL, members under the same key, and never caches an RSC request or a hand-off', () => {
    expect(cacheKey(request({}, '/community/posts?category=3'))?.key).toBe('ko /community/posts?category=3');
    // A list in every language (?lang=all) is another page than the one in the reader's language.
    expect(cacheKey(request({}, '/community/posts?category=3&lang=all'))?.key).toBe('ko /community/posts?category=3&lang=all');
    expect(cacheKey(request({}, '/community?lang=all'))).toMatchObject({
      key: 'ko /community?lang=all',
      tags: ['all', 'lists', 'notices'],
      member: false,
    });
    expect(cacheKey(request({ 'accept-language': 'zh-TW,zh;q=0.9' }))?.key).toBe('zh-TW /community');
    expect(cacheKey(request({ cookie: 'NEXT_LOCALE=zh-TW', 'accept-language': 'ko' }))?.key).toBe('zh-TW /community');
    expect(cacheKey(request({ cookie: 'NEXT_LOCALE=en' }))?.key).toBe('ko /community');
    // A member shares the guests' key: what is theirs comes as the personal layer.
    expect(cacheKey(request({ cookie: 'a=1; slime_token=abc' }))).toMatchObject({ key: 'ko /community', member: true });
    expect(cacheKey(request({ rsc: '1' }))).toBeNull();
    expect(cacheKey(request({ 'next-router-prefetch': '1' }))).toBeNull();
    expect(cacheKey(request({}, '/community?token=x&deviceId=y'))).toBeNull();
    expect(cacheKey({ method: 'POST', url: '/community', headers: {} })).toBeNull();
  });

  it('issue 26 §4/§5: keys nothing by a repeated or unreadable session or language cookie, and never throws', () => {
    for (const cookie of [
      'NEXT_LOCALE=ko; NEXT_LOCALE=zh-TW',
      'NEXT_LOCALE=zh-TW; a=1; NEXT_LOCALE=zh-TW',
      'NEXT_LOCALE=%E0%A4',
      'NEXT_LOCALE=%',
      'NEXT_LOCALE =zh-TW',
      'slime_token=',
      'slime_token=; slime_token=abc',
      'slime_token=%',
      'a=1; slime_token =abc',
    ]) {
      expect(() => cacheKey(request({ cookie }))).not.toThrow();
      expect(cacheKey(request({ cookie }))).toBeNull();
    }
    // A bare name reads "true" to Next: a member's key, so at most a shared page or a render never kept.
    expect(cacheKey(request({ cookie: 'slime_token' }))).toMatchObject({ key: 'ko /community', member: true });
    // Other cookies, even unreadable or repeated ones, do not matter to the page.
    expect(cacheKey(request({ cookie: 'theme=%; theme=dark; NEXT_LOCALE=zh-TW' }))?.key).toBe('zh-TW /community');
    expect(cacheKey(request({}, '//'))).toBeNull();
  });
});

describe('the cache in front of a server', () => {
  let server;
  let base;
  let renders = 0;
  let hold = null;
  let refillHook = async () => {};
  let learnHook = async () => {};
  // Two members' sessions as the layer route answers them: the member, and whom they hide.
  const SESSIONS = { 'Token a': { id: 1, hidden: [] }, 'Token b': { id: 2, hidden: [9] } };
  const cache = createPageCache({
    ttlMs: 60_000,
    maxEntries: 100,
    maxBytes: 10 * 1024 * 1024,
    sMaxAge: 10,
    refill: (path, locale) => refillHook(path, locale),
    learn: (authorization) => learnHook(authorization),
  });

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (cache.serve(req, res)) return;
      void cache.handle(req, res, async () => {
        renders += 1;
        const n = renders;
        if (hold) await hold;
        const url = new URL(req.url, 'http://x');
        if (url.pathname === '/api/v1/user/layer/') {
          const session = SESSIONS[req.headers.authorization];
          res.statusCode = session ? 200 : 401;
          res.setHeader('Content-Type', 'application/json');
          res.setHeader('Cache-Control', 'private, no-store');
          if (session) res.setHeader('X-Slime-Member', String(session.id));
          const data = {
            render: n,
            member: session?.id,
            ...(url.searchParams.has('hidden') ? { hidden_author_ids: session?.hidden } : {}),
          };
          return res.end(JSON.stringify(session ? { code: 0, data } : { code: 1401 }));
        }
        if (url.pathname === '/api/v1/community/replies/') {
          res.setHeader('Content-Type', 'application/json');
          const c = (id, author, extra = {}) => ({
            id,
            author: { id: author },
            is_author: false,
            is_deleted: false,
            replies: [],
            ...extra,
          });
          const results = [c(1, 1, { replies: [c(2, 3), c(3, 1)] }), c(4, 1, { is_deleted: true }), c(5, 3)];
          return res.end(JSON.stringify({ code: 0, data: { count: 5, next: null, previous: null, results, render: n } }));
        }
        if (url.pathname === '/api/v1/community/') {
          res.setHeader('Content-Type', 'application/json');
          const results = [7, 9, 7, 8, 9].map((author, i) => ({ id: 100 + i, author: { id: author } }));
          return res.end(
            JSON.stringify({ code: 0, data: { count: 42, count_exact: true, next: '/next', previous: null, results, render: n } }),
          );
        }
        res.statusCode = url.searchParams.has('missing') ? 404 : 200;
        res.setHeader(
          'Content-Type',
          url.searchParams.has('json') || url.pathname.startsWith('/api/') ? 'application/json' : 'text/html; charset=utf-8',
        );
        res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate');
        res.setHeader('Content-Security-Policy', `script-src 'nonce-n${n}'`);
        if (url.searchParams.has('cookie')) res.setHeader('Set-Cookie', 'x=1');
        // What the app renders from, read the way Next reads cookies (proxy.ts, i18n/request.ts, app/layout.tsx).
        const cookies = new RequestCookies(new Headers(req.headers.cookie ? { cookie: req.headers.cookie } : {}));
        const lang = resolveLocale(cookies.get('NEXT_LOCALE')?.value, req.headers['accept-language']);
        const member = cookies.get('slime_token')?.value ? 'member' : 'guest';
        const head = url.searchParams.has('private') ? '<head><meta name="slime-cache" content="private"/></head>' : '';
        res.write(`<html lang="${lang}">${head}<body>${member} render ${n} `);
        res.end('<script nonce="n' + n + '"></script></body></html>');
      });
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${server.address().port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => cache.clear());

  const get = async (path, headers = {}) => {
    const res = await fetch(base + path, { headers });
    return { status: res.status, text: await res.text(), headers: res.headers };
  };
  // Entries are kept once compressed, just after the answer went out.
  const settle = async (which = cache) => {
    const stores = which.stats().stores;
    for (let waited = 0; waited < 500 && which.stats().stores === stores; waited += 10)
      await new Promise((resolve) => setTimeout(resolve, 10));
  };
  // No page is being kept: the store count has not moved for 150 ms.
  const idle = async () => {
    for (let last = -1; last !== cache.stats().stores; await new Promise((resolve) => setTimeout(resolve, 150)))
      last = cache.stats().stores;
  };

  it('renders once, then serves the same page with its own nonce and shared-cache headers', async () => {
    const first = await get('/community/detail/7');
    expect(first.headers.get('x-slime-cache')).toBe('miss');
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=10');
    await settle();
    const second = await get('/community/detail/7');
    expect(second.headers.get('x-slime-cache')).toBe('hit');
    expect(second.text).toBe(first.text);
    expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    expect(second.headers.get('vary')).toContain('Cookie');
    expect(second.headers.get('content-encoding')).toBe('gzip');
  });

  it('serves gzip, brotli or plain bytes of the same page', async () => {
    await get('/guide');
    await settle();
    const plain = await new Promise((resolve) => {
      http.get(base + '/guide', { headers: { 'accept-encoding': 'identity' } }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      });
    });
    expect(plain.encoding).toBeUndefined();
    const br = await new Promise((resolve) => {
      http.get(base + '/guide', { headers: { 'accept-encoding': 'gzip, br' } }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      });
    });
    expect(br.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
    const gz = await new Promise((resolve) => {
      http.get(base + '/guide', { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      });
    });
    expect(gz.encoding).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(plain.body.toString());
  });

  it('keeps one copy per language, and serves members that same copy', async () => {
    const ko = await get('/community');
    const zh = await get('/community', { 'accept-language': 'zh-TW' });
    expect(zh.text).not.toBe(ko.text);
    await idle();
    expect((await get('/community', { cookie: 'NEXT_LOCALE=zh-TW' })).text).toBe(zh.text);
    const member = await get('/community', { cookie: 'slime_token=t' });
    expect(member.headers.get('x-slime-cache')).toBe('hit');
    expect(member.text).toBe(ko.text);
    const zhMember = await get('/community', { cookie: 'slime_token=u; NEXT_LOCALE=zh-TW' });
    expect(zhMember.text).toBe(zh.text);
  });

  it("issue 27 §1: a member's miss is rendered for them alone, never kept, and refilled once as a guest's page", async () => {
    await idle();
    cache.clear();
    const asked = [];
    refillHook = async (path, locale) => {
      asked.push(`${locale} ${path}`);
      await get(path, { cookie: `NEXT_LOCALE=${locale}` });
    };
    try {
      const first = await get('/community/detail/12?x=1', { cookie: 'slime_token=t; NEXT_LOCALE=zh-TW' });
      expect(first.headers.get('x-slime-cache')).toBe('miss');
      expect(first.text).toContain('member render');
      expect(first.headers.get('cache-control')).toContain('private');
      await settle();
      expect(asked).toEqual(['zh-TW /community/detail/12?x=1']);
      const second = await get('/community/detail/12?x=1', { cookie: 'slime_token=v; NEXT_LOCALE=zh-TW' });
      expect(second.headers.get('x-slime-cache')).toBe('hit');
      expect(second.text).toContain('guest render');
      expect(second.text).toContain('lang="zh-TW"');
      // A page that says it is private is never kept, and asked for again at most once a second.
      await get('/community/detail/13?private', { cookie: 'slime_token=t' });
      await get('/community/detail/13?private', { cookie: 'slime_token=t' });
      await idle();
      expect(asked).toEqual(['zh-TW /community/detail/12?x=1', 'ko /community/detail/13?private']);
      expect((await get('/community/detail/13?private')).headers.get('x-slime-cache')).toBe('miss');
      await idle();
      expect((await get('/community/detail/13?private')).headers.get('x-slime-cache')).toBe('miss');
    } finally {
      refillHook = async () => {};
    }
  });

  it('issue 26 §4: a repeated NEXT_LOCALE cannot store one language under the other', async () => {
    for (const cookie of ['NEXT_LOCALE=ko; NEXT_LOCALE=zh-TW', 'NEXT_LOCALE=zh-TW; NEXT_LOCALE=ko', 'NEXT_LOCALE=ko;NEXT_LOCALE=zh-TW']) {
      await idle();
      cache.clear();
      const poisoned = await get('/community/detail/9', { cookie });
      expect(poisoned.headers.get('x-slime-cache')).toBeNull();
      await settle();
      expect(cache.stats().entries).toBe(0);
      const ko = await get('/community/detail/9');
      const zh = await get('/community/detail/9', { 'accept-language': 'zh-TW' });
      expect(ko.text).toContain('lang="ko"');
      expect(zh.text).toContain('lang="zh-TW"');
    }
    // Nor is a stored page served to such a request: it is rendered for it alone.
    await settle();
    expect((await get('/community/detail/9', { cookie: 'NEXT_LOCALE=ko; NEXT_LOCALE=zh-TW' })).text).toContain('lang="zh-TW"');
  });

  it("issue 26 §4: an empty slime_token before a member's token cannot store the member's page for guests", async () => {
    for (const cookie of ['slime_token=; slime_token=tok', 'slime_token=tok; slime_token=%', 'slime_token=', ' slime_token=tok']) {
      await idle();
      cache.clear();
      const member = await get('/community/detail/8', { cookie });
      expect(member.headers.get('x-slime-cache')).not.toBe('hit');
      await settle();
      expect(cache.stats().entries).toBe(0);
      expect((await get('/community/detail/8')).text).toContain('guest render');
    }
  });

  it('issue 26 §5: a malformed cookie is rendered without the cache, and answered', async () => {
    await idle();
    cache.clear();
    for (const cookie of ['slime_token=%', 'NEXT_LOCALE=%E0%A4', 'NEXT_LOCALE=%']) {
      const res = await get('/community/detail/6', { cookie });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-slime-cache')).toBeNull();
    }
    await settle();
    expect(cache.stats().entries).toBe(0);
  });

  it("issue 27 §3: keeps guests' API reads per language and URL, with an ETag and 304, never a request with a token", async () => {
    await idle();
    cache.clear();
    const first = await get('/api/v1/community/?category=37', { cookie: 'NEXT_LOCALE=zh-TW' });
    expect(first.headers.get('x-slime-cache')).toBe('miss');
    await settle();
    const again = await get('/api/v1/community/?category=37', { cookie: 'NEXT_LOCALE=zh-TW' });
    expect(again.headers.get('x-slime-cache')).toBe('hit');
    expect(again.text).toBe(first.text);
    expect(again.headers.get('vary')).toContain('Authorization');
    const etag = again.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const unchanged = await fetch(`${base}/api/v1/community/?category=37`, {
      headers: { cookie: 'NEXT_LOCALE=zh-TW', 'if-none-match': `W/${etag}` },
    });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    // Another language is another entry; a token nobody knows yet reaches the API.
    expect((await get('/api/v1/community/?category=37')).headers.get('x-slime-cache')).toBe('miss');
    expect(
      (await get('/api/v1/community/?category=37', { authorization: 'Token t', cookie: 'NEXT_LOCALE=zh-TW' })).headers.get('x-slime-cache'),
    ).toBe('miss');
    // Comments are kept under their post's tag; a post's own read (it counts a view) and other API paths never are.
    expect(cacheKey(request({}, '/api/v1/community/replies/?post_id=7'))?.tags).toEqual(['all', 'post:7']);
    expect(cacheKey(request({}, '/api/v1/community/replies/?post_id=x'))).toBeNull();
    expect(cacheKey(request({}, '/api/v1/community/7/'))).toBeNull();
    expect(cacheKey(request({}, '/api/v1/user/'))).toBeNull();
    cache.invalidate(['lists']);
    expect((await get('/api/v1/community/?category=37', { cookie: 'NEXT_LOCALE=zh-TW' })).headers.get('x-slime-cache')).toBe('miss');
  });

  const layer = (query, authorization, headers = {}) => get(`/api/v1/user/layer/?${query}`, { authorization, ...headers });

  it("issue 27 §1: keeps a member's layer for their session alone, under their member tag, and never sends that tag on", async () => {
    await idle();
    cache.clear();
    // Until the session is known (a layer with hidden=1), nothing of it is kept.
    const before = await layer('me=1', 'Token a');
    await settle();
    expect((await layer('me=1', 'Token a')).headers.get('x-slime-cache')).toBe('miss');
    expect(before.headers.get('x-slime-member')).toBeNull();
    const first = await layer('me=1&hidden=1&posts=5', 'Token a');
    expect(first.headers.get('x-slime-cache')).toBe('miss');
    expect(first.headers.get('x-slime-member')).toBeNull();
    await settle();
    const again = await layer('me=1&hidden=1&posts=5', 'Token a');
    expect(again).toMatchObject({ status: 200, text: first.text });
    expect(again.headers.get('x-slime-cache')).toBe('hit');
    expect(again.headers.get('cache-control')).toBe('private, no-store');
    expect(again.headers.get('x-slime-member')).toBeNull();
    // Another session, another language or another query is another entry; a stranger's token is never kept.
    expect((await layer('me=1&hidden=1&posts=5', 'Token b')).text).not.toBe(first.text);
    expect((await layer('me=1&hidden=1&posts=5', 'Token a', { cookie: 'NEXT_LOCALE=zh-TW' })).headers.get('x-slime-cache')).toBe('miss');
    expect((await layer('me=1&hidden=1&posts=5', 'Token z')).status).toBe(401);
    await idle();
    expect((await layer('me=1&hidden=1&posts=5', 'Token z')).headers.get('x-slime-cache')).toBe('miss');
    // Dropped by the member's tag, by a post it shows, and by every member's.
    for (const tags of [['member:1'], ['post:5'], ['members']]) {
      expect((await layer('me=1&hidden=1&posts=5', 'Token a')).headers.get('x-slime-cache')).toBe('hit');
      cache.invalidate(tags);
      expect((await layer('me=1&hidden=1&posts=5', 'Token a')).headers.get('x-slime-cache')).toBe('miss');
      await idle();
    }
    expect((await layer('me=1&hidden=1&posts=5', 'Token b')).headers.get('x-slime-cache')).toBe('miss');
  });

  it("issue 27 §1: a member's own write drops what is kept for them, and a layer rendered during it is not kept", async () => {
    await idle();
    cache.clear();
    await layer('hidden=1', 'Token a');
    await layer('hidden=1', 'Token b');
    await settle();
    await idle();
    expect((await layer('hidden=1', 'Token a')).headers.get('x-slime-cache')).toBe('hit');
    const write = await fetch(`${base}/api/v1/community/7/like/`, { method: 'POST', headers: { authorization: 'Token a' } });
    await write.text();
    expect((await layer('hidden=1', 'Token a')).headers.get('x-slime-cache')).toBe('miss');
    expect((await layer('hidden=1', 'Token b')).headers.get('x-slime-cache')).toBe('hit');
    // A layer whose render began before a write of theirs landed is not kept.
    await settle();
    await idle();
    let release;
    hold = new Promise((resolve) => (release = resolve));
    cache.invalidate(['member:1']);
    const pending = layer('hidden=1', 'Token a');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const during = fetch(`${base}/api/v1/community/7/like/`, { method: 'POST', headers: { authorization: 'Token a' } });
    release();
    hold = null;
    await pending;
    await (await during).text();
    await idle();
    expect((await layer('hidden=1', 'Token a')).headers.get('x-slime-cache')).toBe('miss');
  });

  it("issue 27 §3: a known member's API reads come from the shared copies, the post lists less the authors they hide", async () => {
    await idle();
    cache.clear();
    const learned = [];
    learnHook = async (authorization) => {
      learned.push(authorization);
      await layer('hidden=1', authorization);
    };
    try {
      const guest = await get('/api/v1/board/notice/');
      const list = await get('/api/v1/community/?category=3');
      await settle();
      // Unknown sessions reach the API once and are learned in the background.
      for (const token of ['Token a', 'Token b']) {
        const first = await get('/api/v1/board/notice/', { authorization: token });
        expect(first.headers.get('x-slime-cache')).toBe('miss');
      }
      await idle();
      expect(learned).toEqual(['Token a', 'Token b']);
      for (const token of ['Token a', 'Token b']) {
        const notice = await get('/api/v1/board/notice/', { authorization: token });
        expect(notice).toMatchObject({ text: guest.text });
        expect(notice.headers.get('x-slime-cache')).toBe('hit');
        expect(notice.headers.get('cache-control')).toBe('private, no-cache');
      }
      expect((await get('/api/v1/community/?category=3', { authorization: 'Token a' })).text).toBe(list.text);
      // The member who hides an author reads the shared list less that author's posts.
      const hiding = await get('/api/v1/community/?category=3', { authorization: 'Token b' });
      expect(hiding.headers.get('x-slime-cache')).toBe('hit');
      const shared = JSON.parse(list.text).data;
      expect(JSON.parse(hiding.text).data).toEqual({
        ...shared,
        count: 40,
        count_exact: false,
        results: shared.results.filter((post) => post.author.id !== 9),
      });
      expect(hiding.headers.get('etag')).not.toBe(list.headers.get('etag'));
      // Comments: the shared copy with is_author on the member's own, unless they hide someone.
      const comments = await get('/api/v1/community/replies/?post_id=7');
      await settle();
      const own = await get('/api/v1/community/replies/?post_id=7', { authorization: 'Token a' });
      expect(own.headers.get('x-slime-cache')).toBe('hit');
      const authored = (data) =>
        data.results
          .flatMap((t) => [t, ...t.replies])
          .filter((c) => c.is_author)
          .map((c) => c.id);
      expect(authored(JSON.parse(comments.text).data)).toEqual([]);
      expect(authored(JSON.parse(own.text).data)).toEqual([1, 3]);
      expect((await get('/api/v1/community/replies/?post_id=7', { authorization: 'Token b' })).headers.get('x-slime-cache')).toBeNull();
      expect(cacheKey(request({ authorization: 'Token a' }, '/api/v1/community/7/'))).toBeNull();
      // Once their block list changes, they are not known until learned again.
      cache.invalidate(['member:1']);
      expect((await get('/api/v1/community/?category=3', { authorization: 'Token a' })).headers.get('x-slime-cache')).toBe('miss');
    } finally {
      learnHook = async () => {};
    }
  });

  it('answers 304 to a page whose ETag the browser has', async () => {
    await idle();
    cache.clear();
    await get('/community/notice');
    await settle();
    const hit = await get('/community/notice');
    const res = await fetch(`${base}/community/notice`, { headers: { 'if-none-match': hit.headers.get('etag') } });
    expect(res.status).toBe(304);
  });

  it('drops exactly the pages of an invalidated tag', async () => {
    await get('/community/detail/1');
    await get('/community/detail/2');
    await get('/community/posts');
    await settle();
    cache.invalidate(['post:1', 'lists']);
    expect((await get('/community/detail/1')).headers.get('x-slime-cache')).toBe('miss');
    expect((await get('/community/posts')).headers.get('x-slime-cache')).toBe('miss');
    expect((await get('/community/detail/2')).headers.get('x-slime-cache')).toBe('hit');
    cache.invalidate(['all']);
    expect((await get('/community/detail/2')).headers.get('x-slime-cache')).toBe('miss');
  });

  it('does not keep a page whose render overlapped a write to it', async () => {
    let release;
    hold = new Promise((resolve) => (release = resolve));
    const before = renders;
    const pending = get('/community/detail/3');
    while (renders === before) await new Promise((resolve) => setTimeout(resolve, 5));
    cache.invalidate(['post:3']);
    release();
    hold = null;
    await pending;
    await settle();
    expect((await get('/community/detail/3')).headers.get('x-slime-cache')).toBe('miss');
  });

  it('issue 26 §10: forgets invalidations and emptied tags once no render under way needs them', async () => {
    await idle();
    cache.clear();
    for (let id = 100; id < 110; id++) {
      await get(`/community/detail/${id}`);
      await settle();
    }
    expect(cache.stats().entries).toBe(10);
    // A write to every post ever made leaves nothing behind once no render began before it.
    for (let id = 100; id < 5100; id++) cache.invalidate([`post:${id}`]);
    expect(cache.stats()).toMatchObject({ entries: 0, tags: 0, invalidatedTags: 0 });
    // While a render is under way, the writes it overlapped are remembered, and then forgotten.
    let release;
    hold = new Promise((resolve) => (release = resolve));
    const before = renders;
    const pending = get('/community/detail/5');
    while (renders === before) await new Promise((resolve) => setTimeout(resolve, 5));
    cache.invalidate(['post:5']);
    cache.invalidate(['post:6']);
    expect(cache.stats().invalidatedTags).toBe(2);
    release();
    hold = null;
    await pending;
    await idle();
    expect(cache.stats()).toMatchObject({ entries: 0, invalidatedTags: 0 });
  });

  it('never keeps errors, answers that set cookies, or non-HTML', async () => {
    for (const path of ['/community/detail/4?missing', '/community/detail/4?cookie', '/community/detail/4?json']) {
      const first = await get(path);
      if (first.status === 404) expect(first.headers.get('cache-control')).toContain('private');
      await settle();
      expect((await get(path)).headers.get('x-slime-cache')).toBe('miss');
    }
  });

  it('forgets the least recently used pages past its size', async () => {
    const small = createPageCache({ ttlMs: 60_000, maxEntries: 2, maxBytes: 1e9, sMaxAge: 0 });
    const tiny = http.createServer((req, res) => {
      if (small.serve(req, res)) return;
      void small.handle(req, res, async () => {
        res.setHeader('Content-Type', 'text/html');
        res.end(`page ${req.url}`);
      });
    });
    await new Promise((resolve) => tiny.listen(0, '127.0.0.1', resolve));
    const at = `http://127.0.0.1:${tiny.address().port}`;
    for (const id of [1, 2, 3]) {
      await fetch(`${at}/community/detail/${id}`).then((r) => r.text());
      await settle(small);
    }
    expect(small.stats().entries).toBe(2);
    expect((await fetch(`${at}/community/detail/1`)).headers.get('x-slime-cache')).toBe('miss');
    await new Promise((resolve) => tiny.close(resolve));
  });
});
