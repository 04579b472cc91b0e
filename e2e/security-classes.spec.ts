import http from 'node:http';
import net from 'node:net';
import { expect, test, type APIRequestContext } from './fixtures';
import { onlyOn } from './shots';

// Issue 26 §9: the advisory classes that need the production server (scripts/server.mjs: the page
// cache, Next's own routing, the socket timeouts). The API-level cases are in
// app/api/v1/security/cve-classes.test.ts. Server behaviour: runs once, in the desktop project.

test.describe.configure({ mode: 'serial' });
// Server checks: they run once, at the desktop width.
test.describe('server checks', onlyOn('desktop'), () => {
  const PROTECTED = [
    '/my',
    '/my/badges',
    '/my/edit',
    '/my/notifications',
    '/my/room',
    '/my/sanctions',
    '/account',
    '/admin',
    '/admin/members',
    '/admin/members/1',
    '/admin/posts',
    '/admin/reports',
    '/admin/audit',
    '/admin/outbox',
    '/admin/trades',
    '/admin/appeals',
    '/admin/takedowns',
    '/admin/word-filters',
    '/admin/inquiries',
  ];

  const BYPASS_HEADERS: Record<string, string>[] = [
    { rsc: '1' },
    { rsc: '1', 'next-router-prefetch': '1' },
    { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/_tree' },
    { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/__PAGE__' },
    { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' },
    { 'x-middleware-subrequest': 'src/proxy:proxy:proxy:proxy:proxy', rsc: '1' },
    { 'x-nextjs-data': '1' },
  ];

  // Text only a signed-in member's or an administrator's page shows.
  const MEMBER_ONLY = /demo@example\.com|admin@example\.com|"sessions"|"role":"admin"/;

  test('issue 26 §9 CVE-2025-29927 / GHSA-f82v-jwr5-mffw: RSC, prefetch, segment-prefetch and x-middleware-subrequest never give a guest a protected page', async ({
    request,
  }) => {
    for (const path of PROTECTED) {
      for (const headers of BYPASS_HEADERS) {
        const res = await request.get(path, { headers, maxRedirects: 0 });
        const where = `${path} ${JSON.stringify(headers)}`;
        const body = await res.text();
        // A redirect to sign in (307/308 or an RSC redirect), or the 404 page: never the page itself.
        expect([where, res.status() === 200 && !/NEXT_REDIRECT|\/login\?next=/.test(body) && MEMBER_ONLY.test(body)]).toEqual([
          where,
          false,
        ]);
        expect([where, MEMBER_ONLY.test(body)]).toEqual([where, false]);
      }
    }
  });

  test('issue 26 §9 CVE-2024-46982 / CVE-2025-49005: an HTML request never gets an RSC payload from the page cache, nor the reverse', async ({
    request,
  }) => {
    const path = `/community/posts?cve=${Date.now()}`;
    const rsc = await request.get(path, { headers: { rsc: '1' } });
    expect(rsc.headers()['content-type']).toContain('text/x-component');
    expect(rsc.headers()['x-slime-cache']).toBeUndefined();
    const html = await request.get(path);
    expect(html.headers()['content-type']).toContain('text/html');
    // The entry is kept once compressed, just after the answer went out.
    let again = await request.get(path);
    for (let k = 0; k < 20 && again.headers()['x-slime-cache'] !== 'hit'; k++) {
      await new Promise((r) => setTimeout(r, 100));
      again = await request.get(path);
    }
    expect(again.headers()['x-slime-cache']).toBe('hit');
    expect(again.headers()['vary']?.toLowerCase()).toContain('rsc');
    const variants: Record<string, string>[] = [{ rsc: '1' }, { 'x-nextjs-data': '1' }, { 'next-router-prefetch': '1', rsc: '1' }];
    for (const headers of variants) {
      const res = await request.get(path, { headers });
      expect([JSON.stringify(headers), res.headers()['x-slime-cache']]).toEqual([JSON.stringify(headers), undefined]);
      // An RSC request gets the payload; x-nextjs-data means nothing to the App Router and is rendered afresh.
      if (headers.rsc) expect(res.headers()['content-type']).not.toContain('text/html');
    }
  });

  test('issue 26 §9 query parameters named after dynamic segments never change which post is shown', async ({ request }) => {
    const list = await (await request.get('/api/v1/community/?page_size=2')).json();
    const [a, b] = list.data.results as { id: number; title: string }[];
    const plain = await (await request.get(`/community/detail/${a!.id}`)).text();
    for (const query of [`postId=${b!.id}`, `nxtPpostId=${b!.id}`, `nxtPid=${b!.id}`, `id=${b!.id}`, `nxtIpostId=${b!.id}`]) {
      const res = await request.get(`/community/detail/${a!.id}?${query}`);
      const text = await res.text();
      expect([query, text.includes(a!.title)]).toEqual([query, true]);
      if (!plain.includes(b!.title)) expect([query, text.includes(b!.title)]).toEqual([query, false]);
    }
  });

  test('issue 26 §9 CVE-2024-34351 / CVE-2025-57822: a forged Host or X-Forwarded-Host is never in a Location header or a page URL', async ({
    request,
  }) => {
    const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    for (const path of ['/my', '/community/', '/community?token=abc&deviceId=d1', '/admin', '/login?next=//evil.example']) {
      const res = await request.get(path, { headers: forged, maxRedirects: 0 });
      expect([path, res.headers()['location'] ?? '']).not.toEqual([path, expect.stringContaining('evil.example')]);
    }
    for (const path of ['/community', '/sitemap.xml', '/robots.txt']) {
      const text = await (await request.get(path, { headers: forged })).text();
      expect([path, text.includes('evil.example')]).toEqual([path, false]);
    }
    // A server action with a forged Host cannot make the server fetch that host.
    const action = await request.post('/community', {
      headers: { ...forged, 'next-action': 'x'.repeat(40), 'content-type': 'text/plain' },
      data: '[]',
    });
    expect(action.status()).toBeLessThan(500);
    expect(action.headers()['location'] ?? '').not.toContain('evil.example');
  });

  test('issue 26 §9 CVE-2025-29927 class: Upgrade: websocket with a hostile target gets no upgrade and no proxying', async ({
    baseURL,
  }) => {
    const { hostname, port } = new URL(baseURL!);
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect(Number(port), hostname, () =>
        socket.write(
          'GET http://169.254.169.254/latest/meta-data/ HTTP/1.1\r\nHost: 169.254.169.254\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
            'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
        ),
      );
      let data = '';
      socket.setTimeout(5000, () => socket.destroy());
      socket.on('data', (chunk) => (data += chunk.toString('latin1')));
      socket.on('close', () => resolve(data));
      socket.on('error', () => resolve(data));
    });
    expect(answer).not.toMatch(/^HTTP\/1\.1 101/);
    expect(answer).not.toMatch(/ami-id|instance-id/);
  });

  const trickle = (baseURL: string, head: string, then: (socket: net.Socket) => void) =>
    new Promise<{ ms: number; data: string }>((resolve) => {
      const { hostname, port } = new URL(baseURL);
      const started = Date.now();
      let data = '';
      const socket = net.connect(Number(port), hostname, () => {
        socket.write(head);
        then(socket);
      });
      socket.on('data', (chunk) => (data += chunk.toString('latin1')));
      socket.on('close', () => resolve({ ms: Date.now() - started, data }));
      socket.on('error', () => undefined);
    });

  // The three trickles wait out the server's 10 s timeouts side by side, not one after another.
  test('issue 26 §9 slowloris (CVE-2025-55184 / CVE-2025-67779 DoS class) and CVE-2025-55182: trickled headers, and a Next-Resume POST or an action body trickled a byte a second, are cut off within 10 s', async ({
    baseURL,
  }) => {
    test.setTimeout(40_000);
    const every = (socket: net.Socket, write: () => string) => {
      const timer = setInterval(() => socket.writable && socket.write(write()), 1000);
      socket.on('close', () => clearInterval(timer));
    };
    const headers = trickle(baseURL!, 'GET /community HTTP/1.1\r\nHost: localhost\r\n', (socket) =>
      every(socket, () => `X-Slow-${Date.now()}: 1\r\n`),
    ).then((result) => ({ what: 'trickled headers', ...result }));
    const bodies = ['Next-Resume: 1\r\n', 'Next-Action: 0000000000000000000000000000000000000000\r\n'].map((header) =>
      trickle(
        baseURL!,
        `POST /community HTTP/1.1\r\nHost: localhost\r\n${header}Content-Type: text/plain\r\nContent-Length: 100000\r\n\r\n`,
        (socket) => every(socket, () => '0'),
      ).then((result) => ({ what: header, ...result })),
    );
    for (const { what, ms, data } of await Promise.all([headers, ...bodies])) {
      expect([what, ms < 12_500]).toEqual([what, true]);
      expect([what, /^HTTP\/1\.1 500/.test(data)]).toEqual([what, false]);
    }
  });

  test('issue 26 §9 CVE-2025-57752 / CVE-2025-55173 / CVE-2024-47831: /_next/image refuses remote URLs', async ({ request }) => {
    for (const url of [
      'https://evil.example/a.png',
      'http://169.254.169.254/latest/meta-data/',
      '//evil.example/a.png',
      'http://127.0.0.1:5432/',
    ]) {
      const res = await request.get(`/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`);
      expect([url, res.status()]).toEqual([url, 400]);
    }
  });

  test('issue 26 §9 cache poisoning by cookie: markup in NEXT_LOCALE is never echoed and never splits a guest page', async ({
    request,
  }) => {
    const path = `/community/notice?c=${Date.now()}`;
    const evil = await request.get(path, {
      headers: { cookie: 'NEXT_LOCALE=%3Cscript%3Ealert(1)%3C%2Fscript%3E; theme=%3Csvg%20onload%3Dalert(1)%3E' },
    });
    const body = await evil.text();
    expect(body).not.toContain('<script>alert(1)</script>');
    expect(body).not.toContain('<svg onload');
    // The guest entry is kept once compressed, just after the answer went out.
    let plain = await request.get(path);
    for (let k = 0; k < 20 && plain.headers()['x-slime-cache'] !== 'hit'; k++) {
      await new Promise((r) => setTimeout(r, 100));
      plain = await request.get(path);
    }
    expect(plain.headers()['x-slime-cache']).toBe('hit');
  });

  test('issue 26 §9 open redirect (Mastodon CVE-2026-33868): paths that start with // or /\\ never redirect off the site', async ({
    baseURL,
  }) => {
    // Sent as written: a URL API would read `//evil.example/` as another host.
    const origin = new URL(baseURL!);
    const rawGet = (path: string) =>
      new Promise<{ location: string }>((resolve, reject) => {
        const req = http.get({ host: origin.hostname, port: origin.port, path }, (res) => {
          res.resume();
          resolve({ location: String(res.headers.location ?? '') });
        });
        req.on('error', reject);
      });
    for (const path of ['//evil.example/', '/\\evil.example/', '//evil.example/?token=abc', '/%2F%2Fevil.example/', '/%5Cevil.example/']) {
      const { location } = await rawGet(path);
      expect([path, /^(https?:)?\/\/(?!localhost|127\.0\.0\.1)|^\/\\/.test(location)]).toEqual([path, false]);
    }
  });

  test('issue 26 §9 list leak: a link to a hidden post leaks nothing, not even in its metadata', async ({ request }) => {
    await expectHiddenPostSilent(request);
  });

  async function expectHiddenPostSilent(request: APIRequestContext) {
    const login = await request.post('/api/v1/user/login/community/', {
      data: { identifier: 'admin@example.com', password: 'admin1234!' },
      headers: { 'x-forwarded-for': '198.51.100.26' },
    });
    const token = (await login.json()).data.token as string;
    const mine = await request.post('/api/v1/community/', {
      data: { category_id: 25, title: '숨길글 CVE 확인', content: '관리자가 곧 숨길 글입니다. 본문도 새면 안 돼요.' },
      headers: { authorization: `Token ${token}` },
    });
    const id = (await mine.json()).data.id as number;
    const hide = await request.patch(`/api/v1/admin/posts/${id}/`, {
      data: { is_hidden: true },
      headers: { authorization: `Token ${token}` },
    });
    expect(hide.status()).toBeLessThan(300);
    const missing = await request.get('/community/detail/999999999');
    for (const path of [`/community/detail/${id}`, `/community/detail/${id}?rsc`, `/community/detail/${id}/opengraph-image`]) {
      const res = await request.get(path);
      const text = await res.text();
      expect([path, text.includes('숨길글') || text.includes('본문도 새면')]).toEqual([path, false]);
      expect([path, res.status()]).toEqual([path, missing.status()]);
    }
    const api = await request.get(`/api/v1/community/${id}/`);
    const none = await request.get('/api/v1/community/999999999/');
    expect(await api.json()).toEqual(await none.json());
  }
});
