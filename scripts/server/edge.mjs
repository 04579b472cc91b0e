// What the production server does before Next sees a request: find the client's address from
// the socket (and trusted proxies only), refuse new work past a cap of requests in flight, and
// put the security headers on every answer. Plain JavaScript so `node` runs it without a build.
import { BlockList, isIP } from 'node:net';

/**
 * TRUSTED_PROXIES: unset or 0 → no proxy (the socket is the client); a number N → the nearest N
 * hops are proxies; a comma-separated list of addresses and CIDR ranges → those peers are proxies.
 * @param {string | undefined} value
 * @returns {{ hops: number } | { list: BlockList }}
 */
export function parseTrustedProxies(value) {
  const text = (value ?? '').trim();
  if (!text) return { hops: 0 };
  if (/^\d+$/.test(text)) return { hops: Number(text) };
  const list = new BlockList();
  for (const part of text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [address = '', bits] = part.split('/');
    const version = isIP(address);
    if (!version || (bits !== undefined && !/^\d+$/.test(bits))) {
      throw new Error(`TRUSTED_PROXIES: "${part}" is neither a number of hops nor an IP address or CIDR range`);
    }
    const family = version === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return { list };
}

/** An address as written in a socket or an X-Forwarded-For entry, without port, brackets or the IPv4-mapped prefix. */
export function normaliseAddress(raw) {
  let value = (raw ?? '').trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  if (/^::ffff:\d{1,3}(\.\d{1,3}){3}$/i.test(value)) value = value.slice(7);
  return isIP(value) ? value.toLowerCase() : null;
}

function isTrusted(trusted, address) {
  if (!address || !('list' in trusted)) return false;
  return trusted.list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/** Whether the socket's peer is one of our proxies (so its X-Forwarded-* headers may be believed). */
export function peerIsProxy(trusted, socketAddress) {
  if ('hops' in trusted) return trusted.hops > 0;
  return isTrusted(trusted, normaliseAddress(socketAddress));
}

/**
 * The client's address: the socket's peer, unless that peer is a trusted proxy; then the
 * right-most X-Forwarded-For entry that is not a trusted proxy (never the left-most, which
 * anyone can write).
 * @param {{ hops: number } | { list: BlockList }} trusted
 * @param {string | undefined} socketAddress
 * @param {string | string[] | undefined | null} forwardedFor
 */
export function clientAddress(trusted, socketAddress, forwardedFor) {
  const socket = normaliseAddress(socketAddress) ?? 'unknown';
  if (!peerIsProxy(trusted, socketAddress)) return socket;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const chain = header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if ('hops' in trusted) {
    // The nearest proxy is the socket; each of the other hops − 1 appended one entry.
    const entry = chain[Math.max(0, chain.length - trusted.hops)];
    return (entry && normaliseAddress(entry)) ?? socket;
  }
  let address = socket;
  for (let i = chain.length - 1; i >= 0 && isTrusted(trusted, address); i--) {
    const entry = normaliseAddress(chain[i]);
    if (!entry) break; // garbage written by whoever sits before our proxies: stop at the last good hop
    address = entry;
  }
  return address;
}

/** Whether the client reached us over HTTPS: TLS on the socket, or a trusted proxy says so. */
export function isHttps(trusted, socketAddress, encrypted, forwardedProto) {
  if (encrypted) return true;
  if (!peerIsProxy(trusted, socketAddress)) return false;
  const first = String(forwardedProto ?? '')
    .split(',')[0]
    ?.trim()
    .toLowerCase();
  return first === 'https';
}

// Sent on every answer; pages replace the fallback policy with their own nonce policy (proxy.ts),
// so the fallback only covers what the proxy never sees: static files, API answers and the HTML
// 404 that Next renders under /api/*.
export const FALLBACK_CSP = [
  "default-src 'self'",
  "script-src 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

export const SECURITY_HEADERS = {
  'Content-Security-Policy': FALLBACK_CSP,
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  // Popups keep their opener: the Apple and Kakao sign-in popups answer through it.
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};
export const HSTS = 'max-age=31536000; includeSubDomains';

// Build files and fonts: cheap to serve, and a page that got through needs them.
const NEVER_SHED = ['/_next/static/', '/fonts/'];
// Answers that stay open (the live stream): counted while they are being set up, until their
// headers go out, not for their whole life, or a few hundred readers would shed everything else.
export const LONG_LIVED = ['/api/v1/live/stream/'];

const SHED_MESSAGE = 'The server is busy; try again in a moment';

/**
 * Sheds load: past `max` requests in flight, a new request answers 503 with Retry-After at once
 * instead of waiting in a queue that clients give up on. 0 turns the cap off.
 */
export function createGate(max, retryAfterSeconds = 1) {
  let inFlight = 0;
  return {
    get inFlight() {
      return inFlight;
    },
    /** Answers 503 and returns false when over the cap; otherwise counts the request until it ends. */
    admit(req, res) {
      if (max > 0 && inFlight >= max && !NEVER_SHED.some((prefix) => req.url?.startsWith(prefix))) {
        res.statusCode = 503;
        res.setHeader('Retry-After', String(retryAfterSeconds));
        res.setHeader('Cache-Control', 'no-store');
        if (req.url?.startsWith('/api/')) {
          res.setHeader('Content-Type', 'application/json');
          res.end(JSON.stringify({ code: 1800, message: SHED_MESSAGE }));
        } else {
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(
            '<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
              '<title>503</title><p>잠시 후 다시 시도해 주세요. 伺服器忙碌中，請稍後再試。</p>',
          );
        }
        return false;
      }
      inFlight++;
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        inFlight--;
      };
      res.once('finish', finish);
      res.once('close', finish);
      if (LONG_LIVED.some((prefix) => req.url?.startsWith(prefix))) {
        // Node writes implicit headers through writeHead too.
        const writeHead = res.writeHead;
        res.writeHead = function (...args) {
          finish();
          return writeHead.apply(this, args);
        };
      }
      return true;
    },
  };
}
