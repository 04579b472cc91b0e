// How the bench measures the running server: one keep-alive connection timed request by request
// (sub-millisecond resolution, unlike autocannon's whole-millisecond histogram), autocannon for
// throughput, page bytes and the fonts a cold page downloads, and the server's memory.
import fs from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import autocannon from 'autocannon';

export type Latency = { n: number; p50: number; p95: number; p99: number; non2xx: number; errors: number };
export type Throughput = { rps: number; p50: number; p99: number; non2xx: number; errors: number; peakRssMb: number };

const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

function get(
  agent: http.Agent,
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Buffer; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), headers: res.headers }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout: ${url}`)));
  });
}

/** One request of a page view: a signed-in view is the page and its personal layer. */
export type Step = { url: string; headers?: Record<string, string> };

/**
 * Requests one after another on one keep-alive connection for `seconds` (at least 30 of them).
 * Given several steps, each sample is a whole view: the steps in order, timed together.
 */
export async function sequential(target: string | Step[], seconds: number, headers: Record<string, string> = {}): Promise<Latency> {
  const steps: Step[] = typeof target === 'string' ? [{ url: target, headers }] : target;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const view = async () => {
    let ok = true;
    for (const step of steps) {
      const res = await get(agent, step.url, step.headers);
      if (res.status < 200 || res.status >= 300) ok = false;
    }
    return ok;
  };
  try {
    for (let k = 0; k < 5; k++) await view().catch(() => undefined); // warm-up
    const end = performance.now() + seconds * 1000;
    const hardEnd = performance.now() + seconds * 3000;
    while ((performance.now() < end || times.length < 30) && performance.now() < hardEnd) {
      const t = performance.now();
      try {
        const ok = await view();
        times.push(performance.now() - t);
        if (!ok) non2xx++;
      } catch {
        errors++;
      }
    }
  } finally {
    agent.destroy();
  }
  times.sort((a, b) => a - b);
  return { n: times.length, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), non2xx, errors };
}

/**
 * autocannon with `connections` for `seconds` after a 2 s warm-up, sampling the server's RSS.
 * Given several steps, each connection sends them in turn and `rps` counts whole views (requests ÷ steps).
 */
export async function throughput(target: string | Step[], connections: number, seconds: number, serverPid: number): Promise<Throughput> {
  const steps: Step[] = typeof target === 'string' ? [{ url: target }] : target;
  const origin = new URL(steps[0]!.url).origin;
  const options = {
    url: origin,
    connections,
    requests: steps.map((step) => {
      const u = new URL(step.url);
      return { method: 'GET' as const, path: `${u.pathname}${u.search}`, headers: step.headers ?? {} };
    }),
  };
  await autocannon({ ...options, duration: 2 });
  let peakRssMb = 0;
  const sampler = setInterval(() => (peakRssMb = Math.max(peakRssMb, rssMb(serverPid))), 250);
  try {
    const r = await autocannon({ ...options, duration: seconds });
    return {
      rps: r.requests.average / steps.length,
      p50: r.latency.p50,
      p99: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors + r.timeouts,
      peakRssMb,
    };
  } finally {
    clearInterval(sampler);
  }
}

export type PageBytes = { status: number; bytes: number; gzipBytes: number; html: string };

/** A page as a browser gets it, uncompressed; gzipBytes is what it would weigh gzipped. */
export async function pageBytes(url: string): Promise<PageBytes> {
  const agent = new http.Agent({ keepAlive: false });
  try {
    const res = await get(agent, url, { 'accept-encoding': 'identity' });
    return { status: res.status, bytes: res.body.length, gzipBytes: zlib.gzipSync(res.body).length, html: res.body.toString('utf8') };
  } finally {
    agent.destroy();
  }
}

// ── Fonts ──────────────────────────────────────────────────────────────────

type Face = { url: string; ranges: Array<[number, number]> | null };

function parseUnicodeRange(value: string): Array<[number, number]> {
  return value
    .split(',')
    .map((part) => part.trim().replace(/^u\+/i, ''))
    .filter(Boolean)
    .map((part): [number, number] => {
      if (part.includes('?')) return [parseInt(part.replace(/\?/g, '0'), 16), parseInt(part.replace(/\?/g, 'F'), 16)];
      const [a, b] = part.split('-');
      return [parseInt(a!, 16), parseInt(b ?? a!, 16)];
    });
}

function fontFaces(css: string, cssUrl: string): Face[] {
  const faces: Face[] = [];
  for (const block of css.match(/@font-face\s*\{[^}]*\}/g) ?? []) {
    const urls = [...block.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)\s*(?:format\(\s*['"]?([\w-]+)['"]?\s*\))?/g)].map((m) => ({
      href: m[2]!,
      format: m[3] ?? '',
    }));
    if (!urls.length) continue; // local() only
    const pick = urls.find((u) => u.format === 'woff2' || /\.woff2(\?|#|$)/.test(u.href)) ?? urls[0]!;
    const range = /unicode-range\s*:\s*([^;}]+)/i.exec(block)?.[1];
    faces.push({ url: new URL(pick.href, cssUrl).href, ranges: range ? parseUnicodeRange(range) : null });
  }
  return faces;
}

/** The characters a reader sees: the page without scripts, styles and tags. */
function pageCodePoints(html: string): Set<number> {
  const text = html
    .replace(/<script[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, ' ');
  return new Set([...text.replace(/\s+/g, '')].map((ch) => ch.codePointAt(0)!));
}

export type FontBytes = { downloaded: number; faces: number; listed: number; listedFaces: number; urls: string[] };

/**
 * The font files a cold page downloads: the @font-face rules of the stylesheets it links or inlines
 * (and any font it preloads). A face with a unicode-range counts only when the page's text has a
 * character in it, as a browser fetches it; every face is assumed to be used (weights included).
 */
export async function fontBytes(pageUrl: string, html: string): Promise<FontBytes> {
  const agent = new http.Agent({ keepAlive: true });
  try {
    const links = [...html.matchAll(/<link\b[^>]*>/gi)].map((m) => m[0]);
    const attr = (tag: string, name: string) => new RegExp(`\\b${name}=(["'])(.*?)\\1`, 'i').exec(tag)?.[2];
    const sheets = links
      .filter((l) => /\brel=(["'])stylesheet\1/i.test(l))
      .map((l) => attr(l, 'href'))
      .filter((h): h is string => Boolean(h));
    const preloads = links
      .filter((l) => /\brel=(["'])preload\1/i.test(l) && /\bas=(["'])font\1/i.test(l))
      .map((l) => attr(l, 'href'))
      .filter((h): h is string => Boolean(h));
    const faces: Face[] = preloads.map((href) => ({ url: new URL(href, pageUrl).href, ranges: null }));
    for (const href of new Set(sheets)) {
      const cssUrl = new URL(href.replace(/&amp;/g, '&'), pageUrl).href;
      const res = await get(agent, cssUrl, { 'accept-encoding': 'identity' });
      if (res.status === 200) faces.push(...fontFaces(res.body.toString('utf8'), cssUrl));
    }
    for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) faces.push(...fontFaces(m[1]!, pageUrl));
    const used = pageCodePoints(html);
    const sizeOf = new Map<string, number>();
    for (const face of faces) {
      if (sizeOf.has(face.url)) continue;
      const res = await get(agent, face.url, { 'accept-encoding': 'identity' });
      sizeOf.set(face.url, res.status === 200 ? res.body.length : 0);
    }
    const wanted = new Set(
      faces.filter((f) => !f.ranges || [...used].some((cp) => f.ranges!.some(([a, b]) => cp >= a && cp <= b))).map((f) => f.url),
    );
    const sum = (urls: Iterable<string>) => [...urls].reduce((s, u) => s + (sizeOf.get(u) ?? 0), 0);
    return { downloaded: sum(wanted), faces: wanted.size, listed: sum(sizeOf.keys()), listedFaces: sizeOf.size, urls: [...wanted] };
  } finally {
    agent.destroy();
  }
}

// ── Memory ────────────────────────────────────────────────────────────────

/** Resident memory of the server process and its children (the data-directory lock holder), MB. */
export function rssMb(pid: number): number {
  const own = (p: number) => {
    try {
      return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0) / 1024;
    } catch {
      return 0;
    }
  };
  let children: number[] = [];
  try {
    children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    // no children
  }
  return [pid, ...children].reduce((sum, p) => sum + own(p), 0);
}
