/** @jest-environment node */
import http from 'node:http';
import { createGate, parseTrustedProxies } from './edge.mjs';
import { createListener } from './listener.mjs';
import { createPageCache } from './page-cache.mjs';

// The production server's listener (scripts/server.mjs) in front of a stand-in for Next: a page, an
// API answer and a static file. A request must be answered at once whatever its cookies say.

let server;
let base;
let renders = 0;
const cache = createPageCache({ ttlMs: 60_000, maxEntries: 100, maxBytes: 10 * 1024 * 1024, sMaxAge: 10 });
let pageCache = cache;

beforeAll(async () => {
  const listener = (options) =>
    createListener({
      trusted: parseTrustedProxies(''),
      gate: createGate(8),
      pageCache: options.pageCache,
      secret: 's',
      handle: async (req, res) => {
        renders += 1;
        if (req.url.startsWith('/api/')) {
          res.setHeader('Content-Type', 'application/json');
          res.end('{"code":0,"data":[]}');
        } else if (req.url.startsWith('/_next/static/')) {
          res.setHeader('Content-Type', 'application/javascript');
          res.end('void 0;');
        } else {
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end('<html><body>page</body></html>');
        }
      },
    });
  server = http.createServer((req, res) => listener({ pageCache })(req, res));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
afterEach(() => {
  pageCache = cache;
});

// Raw requests: fetch would refuse none of these headers, but a raw one says exactly what is sent.
function send(path, headers) {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}${path}`, { headers, timeout: 3000 }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString() }));
    });
    req.on('timeout', () => req.destroy(new Error(`no answer to ${path} within 3 s`)));
    req.on('error', reject);
  });
}

const PATHS = ['/community', '/community/detail/1', '/api/v1/community/', '/_next/static/chunks/app.js', '/robots.txt'];
const COOKIES = ['slime_token=%', 'NEXT_LOCALE=%E0%A4', 'slime_token=%; NEXT_LOCALE=%', 'NEXT_LOCALE=ko; NEXT_LOCALE=zh-TW'];

describe('issue 26 §5: a malformed cookie is answered at once', () => {
  it.each(COOKIES)('%s on pages, the API and static files', async (cookie) => {
    for (const path of PATHS) {
      const res = await send(path, { cookie });
      expect(res.status).toBe(200);
      expect(res.headers['content-security-policy']).toBeDefined();
    }
  });

  it('a request the edge cannot read answers 400 with the security headers, never a hanging socket', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    pageCache = {
      ...cache,
      serve: () => {
        throw new URIError('URI malformed');
      },
    };
    const page = await send('/community', { cookie: 'slime_token=%' });
    expect(page.status).toBe(400);
    expect(page.headers['content-security-policy']).toBeDefined();
    const api = await send('/api/v1/community/', {});
    expect(api.status).toBe(400);
    expect(JSON.parse(api.body)).toMatchObject({ code: 1001 });
    expect(logged).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });

  it('a target no URL parser reads is passed through, not thrown', async () => {
    const before = renders;
    const res = await send('//', {});
    expect(res.status).toBe(200);
    expect(renders).toBe(before + 1);
  });
});
