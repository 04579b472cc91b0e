// The production server's request listener (scripts/server.mjs): the security headers, the page
// cache, the load gate, the client header the route handlers trust, then Next. Apart so a test
// can drive it without a build.
import { HSTS, SECURITY_HEADERS, clientAddress, isHttps } from './edge.mjs';

const BAD_REQUEST_HTML =
  '<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
  '<title>400</title><p>요청을 읽을 수 없어요. 無法讀取此請求。</p>';

/** 400 / 1001 (BAD_REQUEST) for a request the edge could not read: the envelope on /api/, a short page elsewhere. */
function refuse(req, res) {
  if (res.headersSent) return res.destroy();
  res.statusCode = 400;
  res.setHeader('Cache-Control', 'no-store');
  if (String(req.url ?? '').startsWith('/api/')) {
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ code: 1001, message: 'The request could not be read' }));
  } else {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(BAD_REQUEST_HTML);
  }
}

/**
 * @param {{
 *   trusted: ReturnType<typeof import('./edge.mjs').parseTrustedProxies>,
 *   gate: ReturnType<typeof import('./edge.mjs').createGate>,
 *   pageCache: ReturnType<typeof import('./page-cache.mjs').createPageCache>,
 *   secret: string,
 *   handle: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>,
 * }} options
 * @returns {import('node:http').RequestListener}
 */
export function createListener({ trusted, gate, pageCache, secret, handle }) {
  return (req, res) => {
    // A throw out of this callback reaches no one: Node keeps the socket open and the client waits
    // for its request timeout (300 s). Whatever the edge cannot read is answered here, at once.
    try {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
      const socket = req.socket.remoteAddress;
      if (isHttps(trusted, socket, 'encrypted' in req.socket, req.headers['x-forwarded-proto']))
        res.setHeader('Strict-Transport-Security', HSTS);
      if (pageCache.serve(req, res)) return;
      if (!gate.admit(req, res)) return;
      req.headers['x-slime-client'] = `${secret} ${clientAddress(trusted, socket, req.headers['x-forwarded-for'])}`;
    } catch (error) {
      console.error('[server] could not read a request', error);
      refuse(req, res);
      return;
    }
    // An async function: whatever it throws arrives here as a rejection.
    pageCache
      .handle(req, res, () => handle(req, res))
      .catch((error) => {
        console.error('[server] request failed', error);
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      });
  };
}
