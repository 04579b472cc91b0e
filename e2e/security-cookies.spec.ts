import { expect, test, type APIRequestContext } from './fixtures';
import { onlyOn } from './shots';

// Issue 26 §4, §5 and §9 against the production server (scripts/server.mjs: the page cache in front
// of Next), with raw requests: duplicate cookies cannot poison the page cache, a malformed cookie is
// answered at once on pages, the API and static files, and ids past 2³¹−1 are refused without a 500.
// The unit and API-level cases are in scripts/server/*.test.mjs and
// app/api/v1/security/cookies-and-ids.test.ts. Server behaviour: runs once, in the desktop project.

test.describe.configure({ mode: 'serial' });
// Server checks: they run once, at the desktop width.
test.describe('server checks', onlyOn('desktop'), () => {
  const INT4_PAST = '2147483648';
  // A page the cache keeps, under a key no other test uses: the cache keys by path and query.
  const fresh = (postId: number) => `/community/detail/${postId}?probe=${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
  const lang = (html: string) => /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1];

  async function aPost(request: APIRequestContext): Promise<number> {
    const res = await request.get('/api/v1/community/?category=37&page_size=1');
    expect(res.ok()).toBeTruthy();
    return (await res.json()).data.results[0].id as number;
  }

  async function memberToken(request: APIRequestContext): Promise<string> {
    const res = await request.post('/api/v1/user/login/community/', {
      data: { identifier: 'demo@example.com', password: 'demo1234!' },
      headers: { 'x-forwarded-for': '10.26.4.1' },
    });
    expect(res.ok()).toBeTruthy();
    return (await res.json()).data.token as string;
  }

  // The cache keeps a page just after it went out (compressed in the background).
  const kept = async (request: APIRequestContext, path: string, headers: Record<string, string> = {}) => {
    await expect
      .poll(async () => (await request.get(path, { headers: { 'accept-language': 'ko', ...headers } })).headers()['x-slime-cache'], {
        timeout: 5000,
      })
      .toBe('hit');
  };

  test('issue 26 §4: NEXT_LOCALE=ko; NEXT_LOCALE=zh-TW neither stores the Chinese page under the Korean key nor is served a kept one', async ({
    request,
  }) => {
    const path = fresh(await aPost(request));
    const poisoned = await request.get(path, { headers: { cookie: 'NEXT_LOCALE=ko; NEXT_LOCALE=zh-TW', 'accept-language': 'ko' } });
    expect(poisoned.status()).toBe(200);
    // Rendered as Next reads the header (the last value), for this request alone.
    expect(lang(await poisoned.text())).toBe('zh-TW');
    expect(poisoned.headers()['x-slime-cache']).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const korean = await request.get(path, { headers: { 'accept-language': 'ko' } });
    expect(korean.headers()['x-slime-cache']).toBe('miss');
    expect(lang(await korean.text())).toBe('ko');

    // Once a Korean copy is kept, the repeated cookie still gets a page of its own.
    await kept(request, path);
    const again = await request.get(path, { headers: { cookie: 'NEXT_LOCALE=ko; NEXT_LOCALE=zh-TW', 'accept-language': 'ko' } });
    expect(again.headers()['x-slime-cache']).toBeUndefined();
    expect(lang(await again.text())).toBe('zh-TW');
  });

  test("issue 26 §4: slime_token=; slime_token=<token> never stores a member's page for guests", async ({ request }) => {
    const token = await memberToken(request);
    const path = fresh(await aPost(request));
    for (const cookie of [`slime_token=; slime_token=${token}`, `slime_token=${token}; slime_token=%`, `slime_token=`]) {
      const member = await request.get(path, { headers: { cookie, 'accept-language': 'ko' } });
      expect(member.status()).toBe(200);
      expect(member.headers()['x-slime-cache']).toBeUndefined();
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const guest = await request.get(path, { headers: { 'accept-language': 'ko' } });
    expect(guest.headers()['x-slime-cache']).toBe('miss');
    // And a kept guest page is not what such a request gets.
    await kept(request, path);
    const member = await request.get(path, { headers: { cookie: `slime_token=; slime_token=${token}`, 'accept-language': 'ko' } });
    expect(member.headers()['x-slime-cache']).toBeUndefined();
  });

  test('issue 26 §5: slime_token=% and NEXT_LOCALE=%E0%A4 are answered at once on pages, the API and static files', async ({ request }) => {
    const postId = await aPost(request);
    const home = await (await request.get('/community')).text();
    const script = /\/_next\/static\/[^"'\s]+\.js/.exec(home)?.[0];
    expect(script).toBeTruthy();
    const paths = [
      '/community',
      `/community/detail/${postId}`,
      '/community/posts?category=37',
      '/api/v1/community/categories/',
      `/api/v1/community/${postId}/`,
      '/api/v1/community/?category=37',
      script!,
      '/robots.txt',
    ];
    for (const cookie of ['slime_token=%', 'NEXT_LOCALE=%E0%A4', 'slime_token=%; NEXT_LOCALE=%', 'NEXT_LOCALE=%; NEXT_LOCALE=zh-TW']) {
      for (const path of paths) {
        const started = Date.now();
        // Before the fix no answer came until Node's request timeout (then a 408).
        const res = await request.get(path, { headers: { cookie }, timeout: 8_000 });
        expect([cookie, path, res.status()]).toEqual([cookie, path, 200]);
        expect(Date.now() - started).toBeLessThan(5_000);
      }
    }
  });

  test('issue 26 §9: ids past 2³¹−1 answer 404 on pages and 400 on the API, never 500', async ({ request }) => {
    const page = await request.get(`/community/detail/${INT4_PAST}`);
    expect(page.status()).toBe(404);
    for (const path of [
      `/api/v1/community/${INT4_PAST}/`,
      `/api/v1/community/replies/?post_id=${INT4_PAST}`,
      `/api/v1/board/notice/${INT4_PAST}/`,
      `/api/v1/item/wish-items/users/${INT4_PAST}/?wish_type=sell`,
    ]) {
      const res = await request.get(path);
      expect([path, res.status()]).toEqual([path, 400]);
    }
    const token = await memberToken(request);
    const headers = { authorization: `Token ${token}`, 'x-forwarded-for': '10.26.9.1' };
    // Another member, so that the proposal gets as far as its items.
    const me = (await (await request.get('/api/v1/user/', { headers })).json()).data.uuid as string;
    const posts = (await (await request.get('/api/v1/community/?category=37&page_size=20')).json()).data.results as {
      author: { uuid: string };
    }[];
    const recipient = posts.map((p) => p.author.uuid).find((uuid) => uuid && uuid !== me);
    expect(recipient).toBeTruthy();
    for (const line of [
      { item_id: Number(INT4_PAST), count: 1, from_side: 'proposer' },
      { item_id: 1, count: '2', from_side: 'proposer' },
    ]) {
      const res = await request.post('/api/v1/trades/', { headers, data: { recipient_uuid: recipient, lines: [line] } });
      expect([line, res.status()]).toEqual([line, 400]);
    }
  });
});
