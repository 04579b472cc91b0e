import 'server-only';
import { parse as legacyParse } from 'node:url';
import { PUSH_ENDPOINT_MAX } from '@/lib/validation/push';

// A subscription's endpoint is a URL the server POSTs to, written by the member's browser (or by
// anyone with a token). Parsers disagree on odd URLs: WHATWG `URL` reads
// `https://127.0.9.9;.push.apple.com/x` as a host under push.apple.com, Node's legacy
// `url.parse` (which web-push uses to connect) as 127.0.9.9. So an endpoint is taken only in a
// form on which there is nothing to disagree about: `https://` + a lower-case host name of
// [a-z0-9.-] on a known push service, port 443 (written or not), no user info, no odd
// character anywhere; both parsers must then read the same host, port and path, and the server
// stores and connects to exactly that (see dispatcher.ts).

// The push services of the browsers (Chrome and Edge through FCM, Firefox, Safari, Windows).
// PUSH_ENDPOINT_HOSTS adds more (comma-separated; a leading '*.' allows subdomains).
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.services.mozilla.com',
  'web.push.apple.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
// Printable ASCII only, and none of the characters that end or bend an authority in one parser
// and not the other (backslash, whitespace and controls are outside the range or named here).
const SAFE_URL = /^[\x21-\x7e]+$/;
const AUTHORITY = /^([A-Za-z0-9.-]+)(?::443)?$/;

/** A host name (not an IP address) of labels of [a-z0-9-], lower case, without a trailing dot. */
export function isPlainHostName(host: string): boolean {
  if (host.length === 0 || host.length > 253) return false;
  const labels = host.split('.');
  if (!labels.every((label) => LABEL.test(label))) return false;
  // An all-numeric last label is an IPv4 address in some spelling (2130706433, 127.1, 0x7f.1 has
  // letters but its labels are hex: refused as a whole below).
  if (/^[0-9]+$/.test(labels.at(-1)!)) return false;
  if (labels.every((label) => /^(0x[0-9a-f]*|[0-9]+)$/.test(label))) return false;
  return true;
}

function allowedHosts(): string[] {
  const extra = (process.env.PUSH_ENDPOINT_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  return [...PUSH_SERVICE_HOSTS, ...extra];
}

export function isPushServiceHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (!isPlainHostName(host)) return false;
  return allowedHosts().some((rule) => (rule.startsWith('*.') ? host.endsWith(rule.slice(1)) : host === rule));
}

/** Where a push goes: the normalised endpoint and the parts of it the request is made from. */
export type PushTarget = {
  /** `https://<hostname><path>`: what is stored and what the VAPID audience is taken from. */
  href: string;
  hostname: string;
  port: 443;
  /** Path and query, as sent in the request line. */
  path: string;
  origin: string;
};

export type EndpointProblem = 'endpointInvalid' | 'endpointHost';

/** The endpoint in its one accepted form, or why it is refused. */
export function checkPushEndpoint(raw: string): { target: PushTarget } | { problem: EndpointProblem } {
  const invalid = { problem: 'endpointInvalid' as const };
  if (typeof raw !== 'string' || raw.length > PUSH_ENDPOINT_MAX || !SAFE_URL.test(raw) || raw.includes('\\')) return invalid;
  const scheme = /^https:\/\//i.exec(raw);
  if (!scheme) return invalid;
  const rest = raw.slice(scheme[0].length);
  const end = rest.search(/[/?#]/);
  const authority = end === -1 ? rest : rest.slice(0, end);
  const match = AUTHORITY.exec(authority);
  if (!match) return invalid;
  const hostname = match[1]!.toLowerCase();
  if (!isPlainHostName(hostname)) return invalid;

  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return invalid;
  }
  if (url.protocol !== 'https:' || url.hostname !== hostname || url.port !== '' || url.username || url.password) return invalid;
  const path = `${url.pathname}${url.search}`;
  const href = `https://${hostname}${path}`;

  // The legacy parser (what web-push, and many a library, connects by) must read the same thing.
  const legacy = legacyParse(href);
  if (
    legacy.protocol !== 'https:' ||
    legacy.hostname !== hostname ||
    legacy.host !== hostname ||
    legacy.port !== null ||
    legacy.auth !== null ||
    legacy.path !== path ||
    new URL(href).href !== href
  ) {
    return invalid;
  }
  if (!isPushServiceHost(hostname)) return { problem: 'endpointHost' };
  return { target: { href, hostname, port: 443, path, origin: `https://${hostname}` } };
}

/** The target of a stored or given endpoint, or null when it is not one the server sends to. */
export function pushTarget(raw: string): PushTarget | null {
  const checked = checkPushEndpoint(raw);
  return 'target' in checked ? checked.target : null;
}
