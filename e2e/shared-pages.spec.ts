import { expect, test, type APIRequestContext, type Browser } from './fixtures';
import { onlyOn } from './shots';

// Signed-in readers get the page every reader shares (scripts/server/page-cache.mjs) and their own
// state through one personal request (GET /api/v1/user/layer/). Two members and a guest are
// interleaved on every cached page type, in both languages: each sees only their own state, no
// cached page holds anything of a member's, and a member's blocks never change a guest's page.

test.describe.configure({ mode: 'serial' });

const MEMBERS = {
  demo: { identifier: 'demo@example.com', password: 'demo1234!', ip: '10.77.0.1' },
  admin: { identifier: 'admin@example.com', password: 'admin1234!', ip: '10.77.0.2' },
};
type Who = keyof typeof MEMBERS;
type Member = { token: string; id: number; uuid: string; nickname: string };

async function signIn(request: APIRequestContext, who: Who): Promise<Member> {
  const { identifier, password, ip } = MEMBERS[who];
  const res = await request.post('/api/v1/user/login/community/', { data: { identifier, password }, headers: { 'x-forwarded-for': ip } });
  expect(res.ok(), `sign in ${who}`).toBeTruthy();
  const token = (await res.json()).data.token as string;
  const me = (await (await request.get('/api/v1/user/', { headers: { authorization: `Token ${token}` } })).json()).data;
  return { token, id: me.id, uuid: me.uuid, nickname: me.nickname };
}

const api = (token: string) => ({ authorization: `Token ${token}` });

async function fetchPage(request: APIRequestContext, path: string, locale: string, token?: string) {
  const cookie = [`NEXT_LOCALE=${locale}`, token ? `slime_token=${encodeURIComponent(token)}` : ''].filter(Boolean).join('; ');
  const res = await request.get(path, { headers: { cookie }, maxRedirects: 0 });
  return { status: res.status(), cache: res.headers()['x-slime-cache'], html: await res.text() };
}

/** Asks until the page comes from the cache (a member's miss has the server fill it for everyone). */
async function cached(request: APIRequestContext, path: string, locale: string, token?: string) {
  for (let k = 0; k < 40; k++) {
    // A member's miss is their own render (a post whose author they blocked answers them 404).
    const page = await fetchPage(request, path, locale, token);
    if (page.cache === 'hit') {
      expect(page.status, path).toBe(200);
      return page;
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${path} never came from the cache`);
}

test('two members and a guest share every cached page, and nothing of a member lands in it', onlyOn('desktop'), async ({ request }) => {
  const demo = await signIn(request, 'demo');
  const admin = await signIn(request, 'admin');
  // A post by a third member, which demo likes and then hides by blocking its author.
  const list = (await (await request.get('/api/v1/community/?page_size=30')).json()).data.results as Array<{
    id: number;
    title: string;
    author: { id: number; uuid: string };
  }>;
  const target = list.find((p) => p.author.id !== demo.id && p.author.id !== admin.id)!;
  expect(target).toBeDefined();
  // The like toggles: a retry of this test finds it set already.
  const likeState = (await (await request.get(`/api/v1/community/${target.id}/like/`, { headers: api(demo.token) })).json()).data;
  if (!likeState.liked) await request.post(`/api/v1/community/${target.id}/like/`, { headers: api(demo.token), data: { kind: 'like' } });
  await request.delete('/api/v1/user/block/', { headers: api(demo.token), data: { user_uuid: target.author.uuid } });
  expect(
    (await request.post('/api/v1/user/block/', { headers: api(demo.token), data: { user_uuid: target.author.uuid } })).ok(),
  ).toBeTruthy();

  const pages = [
    `/community/detail/${target.id}`,
    '/community/posts',
    '/community',
    `/community/search/post?keyword=${encodeURIComponent('슬라임')}`,
    '/community/notice',
    '/guide',
    '/probability',
  ];
  for (const locale of ['ko', 'zh-TW']) {
    for (const path of pages) {
      const asDemo = await cached(request, path, locale, demo.token);
      const asAdmin = await cached(request, path, locale, admin.token);
      const asGuest = await cached(request, path, locale);
      // One entry for all three: the same bytes.
      expect(asAdmin.html, `${locale} ${path}`).toBe(asDemo.html);
      expect(asGuest.html, `${locale} ${path}`).toBe(asDemo.html);
      for (const who of [demo, admin]) {
        expect(asGuest.html).not.toContain(who.token);
        expect(asGuest.html).not.toContain(encodeURIComponent(who.token));
        expect(asGuest.html, `${locale} ${path}: ${who.nickname}'s member state`).not.toMatch(
          new RegExp(`"(nickname|userToken)":"${who.nickname}`),
        );
      }
      expect(asGuest.html).toContain(`<html lang="${locale}"`);
      // demo blocked the author: the guest (and everyone) still gets the post in the shared page.
      if (path.startsWith('/community/detail/')) {
        expect(asGuest.html).toContain(`data-author="${target.author.id}"`);
        expect(asGuest.html).not.toMatch(/aria-pressed="true"/);
      }
    }
  }

  // The personal layer tells each member their own state and nobody else's.
  const layer = async (who: Member) =>
    (await (await request.get(`/api/v1/user/layer/?me=1&unread=1&hidden=1&posts=${target.id}`, { headers: api(who.token) })).json()).data;
  const mine = await layer(demo);
  const theirs = await layer(admin);
  expect(mine.me.uuid).toBe(demo.uuid);
  expect(mine.hidden_author_ids).toContain(target.author.id);
  expect(mine.reactions[String(target.id)].liked).toBe(true);
  expect(theirs.me.uuid).toBe(admin.uuid);
  expect(theirs.hidden_author_ids).not.toContain(target.author.id);
  expect(theirs.reactions[String(target.id)].liked).toBe(false);

  // A repeated or unreadable session cookie is never served a shared page nor stored as one.
  const doubled = await request.get(pages[1]!, { headers: { cookie: `slime_token=; slime_token=${demo.token}` } });
  expect(doubled.headers()['x-slime-cache']).toBeUndefined();
  await request.delete('/api/v1/user/block/', { headers: api(demo.token), data: { user_uuid: target.author.uuid } });
});

async function memberPage(browser: Browser, locale: string) {
  const context = await browser.newContext({ locale: locale === 'ko' ? 'ko-KR' : 'zh-TW' });
  return { page: await context.newPage(), context };
}

test(
  'in the browser a member gets the shared page with their own layer: one personal request, blocks hidden before paint',
  onlyOn('desktop'),
  async ({ browser, request }) => {
    const demo = await signIn(request, 'demo');
    const list = (await (await request.get('/api/v1/community/?page_size=30')).json()).data.results as Array<{
      id: number;
      author: { id: number; uuid: string };
    }>;
    const other = list.find((p) => p.author.id !== demo.id)!;
    expect(
      (await request.post('/api/v1/user/block/', { headers: api(demo.token), data: { user_uuid: other.author.uuid } })).ok(),
    ).toBeTruthy();
    const { page, context } = await memberPage(browser, 'zh-TW');
    try {
      await page.goto(`/community?token=${encodeURIComponent(demo.token)}`);
      await page.waitForLoadState('networkidle');
      // The pre-paint script hides the authors the last layer listed: wait until a layer listed the block.
      await expect
        .poll(async () => {
          const stored = await page.evaluate(() => localStorage.getItem('slime-hidden-authors'));
          if (JSON.parse(stored ?? '[]').includes(other.author.id)) return true;
          await page.reload();
          await page.waitForLoadState('networkidle');
          return false;
        })
        .toBe(true);
      // The next page is the shared one; count the member's requests of it.
      const personal: string[] = [];
      page.on('request', (r) => {
        const u = new URL(r.url());
        if (u.pathname.startsWith('/api/v1/') && !u.pathname.startsWith('/api/v1/live/') && !u.pathname.endsWith('/view/'))
          personal.push(u.pathname);
      });
      // Painted hidden: checked on the first paint, before any script of the app ran.
      const cachedOnce = await cached(page.request, '/community/posts', 'zh-TW', demo.token);
      expect(cachedOnce.html).toContain(`data-author="${other.author.id}"`);
      await page.goto('/community/posts', { waitUntil: 'commit' });
      await page.waitForSelector(`[data-author="${other.author.id}"]`, { state: 'attached' });
      expect(await page.locator(`[data-author="${other.author.id}"]`).first().isVisible()).toBe(false);
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-member'))).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(personal).toEqual(['/api/v1/user/layer/']);
      // The guest's sign-in entry is never shown to the member.
      await expect(page.locator('header .guest-only')).toBeHidden();
    } finally {
      await context.close();
      await request.delete('/api/v1/user/block/', { headers: api(demo.token), data: { user_uuid: other.author.uuid } });
    }
  },
);

test(
  'guests read the lists, comments, notices, guides and probability tables of the API from the cache, with ETag and 304; a known member reads the same copies, less the authors they hide',
  onlyOn('desktop'),
  async ({ request }) => {
    const demo = await signIn(request, 'demo');
    const post = (await (await request.get('/api/v1/community/?page_size=1')).json()).data.results[0] as { id: number };
    for (const path of [
      `/api/v1/community/?category=37&e2e=${Date.now()}`,
      `/api/v1/community/replies/?post_id=${post.id}`,
      '/api/v1/board/notice/',
      '/api/v1/guides/',
      '/api/v1/probability/',
    ]) {
      let hit = await request.get(path);
      for (let k = 0; k < 20 && hit.headers()['x-slime-cache'] !== 'hit'; k++) {
        await new Promise((r) => setTimeout(r, 100));
        hit = await request.get(path);
      }
      expect(hit.headers()['x-slime-cache'], path).toBe('hit');
      expect((await hit.json()).code, path).toBe(0);
      const etag = hit.headers()['etag']!;
      expect((await request.get(path, { headers: { 'if-none-match': etag } })).status(), path).toBe(304);
      // A post's comments: a member who hides someone (demo) reaches the API; one who hides no one
      // (admin) reads the guests' copy with is_author on their own comments only.
      if (path.includes('/replies/')) {
        type Comment = { author: { id: number; uuid: string }; is_author: boolean; is_deleted: boolean; replies: Comment[] };
        const shared = ((await hit.json()).data.results as Comment[]).flatMap((c) => [c, ...c.replies]);
        const admin = await signIn(request, 'admin');
        const hides = shared.find((c) => c.author.id !== demo.id && c.author.id !== admin.id)!.author;
        await request.delete('/api/v1/user/block/', { headers: api(demo.token), data: { user_uuid: hides.uuid } });
        expect(
          (await request.post('/api/v1/user/block/', { headers: api(demo.token), data: { user_uuid: hides.uuid } })).ok(),
        ).toBeTruthy();
        try {
          // An unknown session is answered by the server (`miss`) while it is learned; once known,
          // its hidden authors send its reads of comments past the cache.
          let member = await request.get(path, { headers: api(demo.token) });
          for (let k = 0; k < 20 && member.headers()['x-slime-cache'] !== undefined; k++) {
            await request.get('/api/v1/user/layer/?hidden=1', { headers: api(demo.token) });
            member = await request.get(path, { headers: api(demo.token) });
          }
          expect(member.headers()['x-slime-cache'], path).toBeUndefined();
          expect(member.status(), path).toBe(200);
        } finally {
          await request.delete('/api/v1/user/block/', { headers: api(demo.token), data: { user_uuid: hides.uuid } });
        }
        // Any write to admin elsewhere (a report that notifies operators) rightly forgets the
        // session; it is learned again from the next layer.
        let theirs = await request.get(path, { headers: api(admin.token) });
        for (let k = 0; k < 20 && theirs.headers()['x-slime-cache'] !== 'hit'; k++) {
          await request.get('/api/v1/user/layer/?hidden=1', { headers: api(admin.token) });
          theirs = await request.get(path, { headers: api(admin.token) });
        }
        expect(theirs.headers()['x-slime-cache'], path).toBe('hit');
        const all = ((await theirs.json()).data.results as Comment[]).flatMap((c) => [c, ...c.replies]);
        expect(all.length).toBeGreaterThan(0);
        for (const c of all) expect(c.is_author).toBe(!c.is_deleted && c.author.id === admin.id);
        continue;
      }
      // Once the server knows the session, the member reads the guests' copy, the lists less the authors they hide.
      let member = await request.get(path, { headers: api(demo.token) });
      for (let k = 0; k < 20 && member.headers()['x-slime-cache'] !== 'hit'; k++) {
        await new Promise((r) => setTimeout(r, 100));
        member = await request.get(path, { headers: api(demo.token) });
      }
      expect(member.headers()['x-slime-cache'], path).toBe('hit');
      expect(member.headers()['cache-control'], path).toBe('private, no-cache');
      const shared = (await hit.json()).data;
      if (!path.startsWith('/api/v1/community/')) {
        expect(await member.text(), path).toBe(await hit.text());
        continue;
      }
      const { hidden_author_ids: hidden } = (await (await request.get('/api/v1/user/layer/?hidden=1', { headers: api(demo.token) })).json())
        .data as { hidden_author_ids: number[] };
      const results = (await member.json()).data.results as Array<{ id: number; author: { id: number } }>;
      expect(results.map((p) => p.id)).toEqual(
        (shared.results as typeof results).filter((p) => !hidden.includes(p.author.id)).map((p) => p.id),
      );
    }
  },
);

test(
  "a member's layer is kept for their session alone and follows their writes and others' writes to them",
  onlyOn('desktop'),
  async ({ request }) => {
    const demo = await signIn(request, 'demo');
    const admin = await signIn(request, 'admin');
    const post = (await (await request.get('/api/v1/community/?page_size=5')).json()).data.results.find(
      (p: { author: { id: number } }) => p.author.id !== demo.id && p.author.id !== admin.id,
    ) as { id: number; author: { uuid: string; id: number } };
    const layerOf = async (who: Member) => {
      const res = await request.get(`/api/v1/user/layer/?me=1&unread=1&hidden=1&posts=${post.id}`, { headers: api(who.token) });
      expect(res.headers()['x-slime-member']).toBeUndefined();
      return { cache: res.headers()['x-slime-cache'], data: (await res.json()).data };
    };
    /** Asks until the layer comes from the cache, and checks it with `check` (a kept layer is dropped within about a second of a write). */
    const settled = async (who: Member, check: (data: Record<string, any>) => boolean) => {
      for (let k = 0; k < 60; k++) {
        const layer = await layerOf(who);
        if (layer.cache === 'hit' && check(layer.data)) return layer.data;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('the layer never settled');
    };
    const before = await settled(demo, () => true);
    expect(before.me.uuid).toBe(demo.uuid);
    expect((await settled(admin, () => true)).me.uuid).toBe(admin.uuid);
    // Their own like: dropped at once, so the next read is theirs.
    const liked = before.reactions[String(post.id)].liked as boolean;
    await request.post(`/api/v1/community/${post.id}/like/`, { headers: api(demo.token), data: { kind: 'like' } });
    expect((await layerOf(demo)).data.reactions[String(post.id)].liked).toBe(!liked);
    // Someone else's write to them (admin blocks demo, which hides admin from demo too) arrives within about a second.
    await settled(demo, (data) => !data.hidden_author_ids.includes(admin.id));
    expect((await request.post('/api/v1/user/block/', { headers: api(admin.token), data: { user_uuid: demo.uuid } })).ok()).toBeTruthy();
    try {
      await settled(demo, (data) => data.hidden_author_ids.includes(admin.id));
    } finally {
      await request.delete('/api/v1/user/block/', { headers: api(admin.token), data: { user_uuid: demo.uuid } });
    }
    await settled(demo, (data) => !data.hidden_author_ids.includes(admin.id));
    // Signing out ends the session's kept layer with it.
    expect((await request.post('/api/v1/user/logout/', { headers: api(demo.token) })).ok()).toBeTruthy();
    expect((await request.get(`/api/v1/user/layer/?me=1&unread=1&hidden=1&posts=${post.id}`, { headers: api(demo.token) })).status()).toBe(
      401,
    );
    // Put the like back as it was, from a fresh session.
    const again = await signIn(request, 'demo');
    await request.post(`/api/v1/community/${post.id}/like/`, { headers: api(again.token), data: { kind: 'like' } });
  },
);
