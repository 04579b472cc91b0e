/** @jest-environment node */
import http from 'node:http';
import { clientAddress, createGate, isHttps, normaliseAddress, parseTrustedProxies } from './edge.mjs';

describe('client address', () => {
  const none = parseTrustedProxies(undefined);
  const oneHop = parseTrustedProxies('1');
  const list = parseTrustedProxies('10.0.0.0/8, 192.168.1.5, ::1');

  it('is the socket when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress(none, '203.0.113.9', '1.2.3.4')).toBe('203.0.113.9');
    expect(clientAddress(none, '::ffff:203.0.113.9', '1.2.3.4, 5.6.7.8')).toBe('203.0.113.9');
    expect(clientAddress(parseTrustedProxies('0'), '203.0.113.9', '1.2.3.4')).toBe('203.0.113.9');
  });

  it('takes the right-most entry behind a number of hops, never the forgeable left-most', () => {
    expect(clientAddress(oneHop, '10.0.0.2', 'forged, 198.51.100.7')).toBe('198.51.100.7');
    expect(clientAddress(parseTrustedProxies('2'), '10.0.0.2', '6.6.6.6, 198.51.100.7, 10.0.0.9')).toBe('198.51.100.7');
    expect(clientAddress(oneHop, '10.0.0.2', undefined)).toBe('10.0.0.2');
  });

  it('walks back past trusted addresses to the first untrusted one', () => {
    expect(clientAddress(list, '10.1.2.3', '6.6.6.6, 198.51.100.7, 192.168.1.5')).toBe('198.51.100.7');
    // The peer is not one of ours: its header is not believed.
    expect(clientAddress(list, '203.0.113.1', '198.51.100.7')).toBe('203.0.113.1');
    expect(clientAddress(list, '::1', '[2001:db8::1]:443')).toBe('2001:db8::1');
    // Garbage before our proxies stops the walk at the last good hop.
    expect(clientAddress(list, '10.1.2.3', '<script>, 10.9.9.9')).toBe('10.9.9.9');
    expect(clientAddress(list, '10.1.2.3', `${'9'.repeat(600)}`)).toBe('10.1.2.3');
  });

  it('refuses a TRUSTED_PROXIES value it cannot read, instead of trusting everyone', () => {
    expect(() => parseTrustedProxies('everyone')).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseTrustedProxies('10.0.0.0/x')).toThrow(/TRUSTED_PROXIES/);
  });

  it('normalises ports, brackets and IPv4-mapped addresses, and rejects non-addresses', () => {
    expect(normaliseAddress('198.51.100.7:5555')).toBe('198.51.100.7');
    expect(normaliseAddress('::FFFF:10.0.0.1')).toBe('10.0.0.1');
    expect(normaliseAddress('unknown')).toBeNull();
  });

  it('believes X-Forwarded-Proto only from a trusted proxy', () => {
    expect(isHttps(none, '203.0.113.9', false, 'https')).toBe(false);
    expect(isHttps(list, '10.0.0.1', false, 'https')).toBe(true);
    expect(isHttps(list, '203.0.113.9', false, 'https')).toBe(false);
    expect(isHttps(none, '203.0.113.9', true, undefined)).toBe(true);
  });
});

describe('load shedding', () => {
  it('answers 503 with Retry-After past the cap at once, instead of queueing, and admits again after', async () => {
    const gate = createGate(2);
    const waiting = [];
    const server = http.createServer((req, res) => {
      if (!gate.admit(req, res)) return;
      waiting.push(() => res.end('ok'));
    });
    await new Promise((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address();
    const get = (path) =>
      new Promise((resolve, reject) =>
        http
          .get({ port, path, agent: false }, (res) => {
            let body = '';
            res.on('data', (c) => (body += c));
            res.on('end', () => resolve({ status: res.statusCode, retryAfter: res.headers['retry-after'], body }));
          })
          .on('error', reject),
      );
    try {
      const slow = [get('/api/v1/a/'), get('/community')];
      while (waiting.length < 2) await new Promise((r) => setTimeout(r, 10));
      const shedApi = await get('/api/v1/community/');
      expect(shedApi).toMatchObject({ status: 503, retryAfter: '1' });
      expect(JSON.parse(shedApi.body)).toMatchObject({ code: 1800 });
      expect(await get('/community/posts')).toMatchObject({ status: 503 });
      expect(gate.inFlight).toBe(2);
      // Build files are never shed.
      const asset = get('/_next/static/chunk.js');
      while (waiting.length < 3) await new Promise((r) => setTimeout(r, 10));
      for (const finish of waiting.splice(0)) finish();
      expect((await Promise.all([...slow, asset])).map((r) => r.status)).toEqual([200, 200, 200]);
      const next = get('/community');
      while (waiting.length < 1) await new Promise((r) => setTimeout(r, 10));
      waiting.splice(0).forEach((finish) => finish());
      expect((await next).status).toBe(200);
      expect(gate.inFlight).toBe(0);
    } finally {
      server.close();
    }
  });

  it('counts a live stream while it is set up, not while it stays open', async () => {
    const gate = createGate(1);
    const open = [];
    const server = http.createServer((req, res) => {
      if (!gate.admit(req, res)) return;
      if (req.url.startsWith('/api/v1/live/stream/')) {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write(': ping\n\n');
        open.push(res);
      } else res.end('ok');
    });
    await new Promise((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address();
    const get = (path) =>
      new Promise((resolve, reject) => http.get({ port, path, agent: false }, (res) => resolve(res.statusCode)).on('error', reject));
    try {
      expect(await get('/api/v1/live/stream/?topics=post:1')).toBe(200);
      expect(await get('/api/v1/live/stream/?topics=post:2')).toBe(200);
      expect(gate.inFlight).toBe(0);
      expect(await get('/community')).toBe(200);
    } finally {
      for (const res of open) res.end();
      server.close();
    }
  });
});
