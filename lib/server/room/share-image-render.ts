import 'server-only';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { getLook } from '@/lib/server/room';
import { createWorkerQueue } from '@/lib/worker-queue';
import { loadShareArt, shareImageLayout, type ShareLayout } from './share-image';

// A look's share image is drawn once per version and kept: the version is the look's
// `updated_at` and its layout (so a catalogue item whose art changed draws anew), never anything
// in the URL, so `?v=…` cannot force a render. Renders run one at a time in a worker thread;
// asking for a version already being drawn waits for that render.

// Plain JavaScript, run by Node as it is (never bundled), like the database's thread.
const WORKER_FILE = path.join(/*turbopackIgnore: true*/ process.cwd(), 'lib/server/room/share-image-worker.mjs');

export const SHARE_IMAGE_LIMITS = {
  /** PNGs kept, least recently used out first (one image is about 50–300 KB). */
  cacheBytes: 32 * 1024 * 1024,
  /** Renders waiting for the worker; past it, the look's previous image or 503 with Retry-After. */
  maxQueued: 16,
  renderTimeoutMs: 20_000,
  /** The worker ends after this long without work, handing its memory back; the next render starts it again. */
  workerIdleMs: 60_000,
  /** Browsers and crawlers keep an image this long, then revalidate it with its ETag. */
  maxAgeSeconds: 300,
};

type Entry = { png: Buffer; etag: string; uuid: string };

const stats = { renders: 0, hits: 0, joined: 0, busy: 0 };
const cache = new Map<string, Entry>();
let cachedBytes = 0;
const inFlight = new Map<string, Promise<Entry>>();

function forget(key: string) {
  const entry = cache.get(key);
  if (!entry) return;
  cache.delete(key);
  cachedBytes -= entry.png.length;
}

function remember(key: string, entry: Entry) {
  // A new version replaces the look's older ones: nobody asks for those any more.
  for (const [other, kept] of cache) if (kept.uuid === entry.uuid) forget(other);
  if (entry.png.length > SHARE_IMAGE_LIMITS.cacheBytes) return;
  cache.set(key, entry);
  cachedBytes += entry.png.length;
  // Map order is insertion order and a hit re-inserts: the first keys are the least recently used.
  for (const oldest of cache.keys()) {
    if (cachedBytes <= SHARE_IMAGE_LIMITS.cacheBytes) break;
    forget(oldest);
  }
}

function recall(key: string): Entry | undefined {
  const entry = cache.get(key);
  if (entry) {
    cache.delete(key);
    cache.set(key, entry);
  }
  return entry;
}

// One render at a time, in the order asked, in a worker thread that ends when idle. The art is
// read when its turn comes, so waiting renders hold no files.
const renderer = createWorkerQueue<null>({
  file: WORKER_FILE,
  budgetMs: () => SHARE_IMAGE_LIMITS.renderTimeoutMs,
  idleMs: SHARE_IMAGE_LIMITS.workerIdleMs,
  state: () => null,
  failure: (reason, message) => new Error(`share image: ${reason === 'timeout' ? 'the render took too long' : message}`),
});

async function render(layout: ShareLayout): Promise<Buffer> {
  const { png } = await renderer.run<{ png: Uint8Array }>(async () => ({ plan: await loadShareArt(layout) }));
  return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
}

// ── Reading ──────────────────────────────────────────────────────────────

function versionKey(uuid: string, updatedAt: string, layout: ShareLayout): string {
  const digest = createHash('sha256').update(JSON.stringify(layout.layers)).digest('base64url').slice(0, 16);
  return `${uuid}.${Date.parse(updatedAt).toString(36)}.${digest}`;
}

const matches = (ifNoneMatch: string | null, etag: string) =>
  ifNoneMatch !== null && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');

/**
 * The share image of a look as the answer of app/room/[uuid]/opengraph-image: the PNG of its
 * current version, rendered at most once, with an ETag (304 when `ifNoneMatch` names it) and
 * Cache-Control. Throws NotFound like getLook (an unknown look, a withdrawn owner).
 */
export async function shareImageResponse(uuid: string, ifNoneMatch: string | null = null): Promise<Response> {
  const look = await getLook(uuid, { locale: 'ko' });
  const layout = shareImageLayout(look);
  const key = versionKey(look.uuid, look.updated_at, layout);
  const etag = `"${key}"`;
  const headers = { 'Content-Type': 'image/png', ETag: etag, 'Cache-Control': `public, max-age=${SHARE_IMAGE_LIMITS.maxAgeSeconds}` };
  if (matches(ifNoneMatch, etag)) return new Response(null, { status: 304, headers });

  let entry: Entry | undefined = recall(key);
  if (entry) stats.hits += 1;
  else if (inFlight.has(key)) {
    stats.joined += 1;
    entry = await inFlight.get(key)!;
  } else if (renderer.pending >= SHARE_IMAGE_LIMITS.maxQueued) {
    stats.busy += 1;
    // Under a flood of renders the look's previous image is better than none.
    const previous = [...cache.values()].find((kept) => kept.uuid === look.uuid);
    if (!previous) return new Response(null, { status: 503, headers: { 'Retry-After': '5', 'Cache-Control': 'no-store' } });
    return new Response(new Uint8Array(previous.png), { headers: { ...headers, ETag: previous.etag, 'Cache-Control': 'no-cache' } });
  } else {
    stats.renders += 1;
    const rendering = render(layout)
      .then((png) => {
        const made = { png, etag, uuid: look.uuid };
        remember(key, made);
        return made;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, rendering);
    entry = await rendering;
  }
  return new Response(new Uint8Array(entry.png), { headers });
}

/** Counters of this process's share images (renders done, cache hits, requests that waited for a render in progress). */
export function shareImageStats() {
  return { ...stats, entries: cache.size, bytes: cachedBytes, queued: renderer.pending };
}

/** Ends the worker thread now (tests; a server lets it end by itself when idle). */
export function stopShareImageWorker(): Promise<void> {
  return renderer.stop();
}
