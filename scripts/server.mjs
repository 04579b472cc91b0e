// The production server (`npm start`, the browser journeys and the bench run this): Next's
// request handler behind the edge rules of ./server/edge.mjs. `next start` alone would take the
// client's address from whatever X-Forwarded-For a client sends.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import next from 'next';
import { createGate, parseTrustedProxies } from './server/edge.mjs';
import { createListener } from './server/listener.mjs';
import { createPageCache, registerPageCache } from './server/page-cache.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOST || '0.0.0.0';
const trusted = parseTrustedProxies(process.env.TRUSTED_PROXIES);
const gate = createGate(Number(process.env.MAX_IN_FLIGHT ?? 48));
const setting = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number ≥ 0`);
  return value;
};
const self = hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname;
const selfOrigin = `http://${self.includes(':') ? `[${self}]` : self}:${port}`;
const pageCache = createPageCache({
  ttlMs: setting('PAGE_CACHE_TTL', 60) * 1000,
  maxEntries: 5000,
  maxBytes: setting('PAGE_CACHE_MAX_MB', 128) * 1024 * 1024,
  sMaxAge: setting('PAGE_CACHE_SHARED_MAX_AGE', 10),
  // A member's miss: the page as a guest in that language, asked of this server, which keeps it.
  refill: async (pagePath, locale) => {
    const res = await fetch(`${selfOrigin}${pagePath}`, {
      headers: { cookie: `NEXT_LOCALE=${locale}`, 'accept-encoding': 'gzip' },
      signal: AbortSignal.timeout(30_000),
    });
    await res.arrayBuffer();
  },
  // A member's API read before their session is known: their layer with their blocks, kept.
  learn: async (authorization) => {
    const res = await fetch(`${selfOrigin}/api/v1/user/layer/?hidden=1`, {
      headers: { authorization },
      signal: AbortSignal.timeout(30_000),
    });
    await res.arrayBuffer();
  },
});
registerPageCache(pageCache);

// The route handlers run in this process and believe the client header only with this secret,
// so a client cannot write it and a plain `next start` never has it.
const secret = randomBytes(24).toString('base64url');
process.env.SLIME_CLIENT_SECRET = secret;

const app = next({ dev: false, dir: root, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

// Slow clients (slowloris: headers or a body trickled a byte at a time) hold a socket for at most
// REQUEST_TIMEOUT seconds (10): Node answers 408 and closes it. Node looks for them every
// connectionsCheckingInterval (30 s by default), so check each second.
const requestTimeoutMs = setting('REQUEST_TIMEOUT', 10) * 1000;
const server = http.createServer(
  { connectionsCheckingInterval: 1000, headersTimeout: requestTimeoutMs, requestTimeout: requestTimeoutMs },
  createListener({ trusted, gate, pageCache, secret, handle }),
);
server.keepAliveTimeout = 65_000;
// Where the data lives, without a password from DATABASE_URL.
function database() {
  if (!process.env.DATABASE_URL) return `PGlite in ${path.relative(root, path.resolve(process.env.DATA_DIR || './data', 'pglite')) || '.'}`;
  try {
    const url = new URL(process.env.DATABASE_URL);
    return `PostgreSQL ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}
const demo = (process.env.SEED_DEMO ?? 'true') !== 'false' && process.env.APP_ENV !== 'production';
server.listen(port, hostname, async () => {
  // Next runs instrumentation (lib/server/boot.ts: the database, migrations, the demo seed, the
  // DATA_DIR lock) on its first request: ask for one before saying ready, so a server that is
  // going to refuse to start never says it is ready.
  await fetch(`${selfOrigin}/robots.txt`).catch(() => undefined);
  console.log(
    `[slime] ready on ${process.env.SITE_URL || `http://localhost:${port}`} · database: ${database()}${demo ? ' · demo: demo@example.com / demo1234! (admin: admin@example.com / admin1234!)' : ''}`,
  );
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
