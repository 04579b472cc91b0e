// The one reader of a Cookie header, for the production server (scripts/server/page-cache.mjs), the
// route handlers (lib/server/http/locale.ts) and the browser (lib/session-handoff.ts). Plain
// JavaScript so the server imports it without a build; lib/cookies.d.mts types it.
//
// It reads a header exactly as Next does (RequestCookies of @edge-runtime/cookies, behind
// `cookies()` and `request.cookies`): pairs split at ";" and the spaces after it, a name without
// "=" reads "true", a value is URI-decoded, a value that cannot be decoded is skipped (never
// thrown), and a repeated name keeps its last readable value. Whatever the page cache keys a page
// by is then what the page was rendered from.

/**
 * @param {string | string[]} header
 * @returns {Generator<[name: string, raw: string | null]>} every pair in order; `raw` is null
 *   when the pair has no "="
 */
function* pairs(header) {
  // Node and the Fetch Headers both drop the whitespace around a header's value.
  const text = Array.isArray(header) ? header.join('; ') : String(header);
  for (const pair of text.replace(/^[\t\n\r ]+|[\t\n\r ]+$/g, '').split(/; */)) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    yield at === -1 ? [pair, null] : [pair.slice(0, at), pair.slice(at + 1)];
  }
}

/** @param {string | null} raw */
function decode(raw) {
  if (raw === null) return 'true';
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/**
 * Every cookie of a header, by name, as Next reads them.
 * @param {string | string[] | null | undefined} header
 * @returns {Map<string, string>}
 */
export function parseCookies(header) {
  /** @type {Map<string, string>} */
  const map = new Map();
  if (!header) return map;
  for (const [name, raw] of pairs(header)) {
    const value = decode(raw);
    if (value !== undefined) map.set(name, value);
  }
  return map;
}

/**
 * One cookie's value as Next reads it: the last readable one, or undefined.
 * @param {string | string[] | null | undefined} header
 * @param {string} name
 * @returns {string | undefined}
 */
export function readCookie(header, name) {
  return parseCookies(header).get(name);
}

/**
 * Whether a header names the cookie once at most, with a readable value. A header that repeats it,
 * or holds a value that cannot be decoded, reads one way here and may read another way to any
 * other parser on the path (a proxy, a shared cache, an older server): nothing shared may be keyed
 * by it.
 * @param {string | string[] | null | undefined} header
 * @param {string} name
 * @returns {boolean}
 */
export function cookieIsPlain(header, name) {
  if (!header) return true;
  let seen = 0;
  for (const [key, raw] of pairs(header)) {
    // `name` with spaces or tabs around it: another parser may trim them and read this pair as the cookie.
    if (key.trim() !== name) continue;
    seen += 1;
    if (seen > 1 || key !== name || decode(raw) === undefined) return false;
  }
  return true;
}
