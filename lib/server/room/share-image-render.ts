import 'server-only';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { getLook } from '@/lib/server/room';
import { loadShareArt, shareImageLayout, type ShareLayout, type SharePlan } from './share-image';

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
let queue: Promise<unknown> = Promise.resolve();
let queued = 0;

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

// ── The worker ───────────────────────────────────────────────────────────

let worker: Worker | null = null;
let idleTimer: NodeJS.Timeout | undefined;

function stopWorker(which: Worker | null = worker) {
  if (!which) return;
  if (worker === which) worker = null;
  void which.terminate().catch(() => undefined);
}

function startWorker(): Worker {
  const started = new Worker(WORKER_FILE);
  // Neither the thread nor its timers keep a process that is otherwise done alive.
  started.unref();
  // A thread that fails between renders is replaced by the next render (a render under way gets its own error).
  started.on('error', (error) => {
    console.error('[share-image] the render thread failed', error);
    if (worker === started) worker = null;
  });
  started.on('exit', () => {
    if (worker === started) worker = null;
  });
  return started;
}

function renderInWorker(plan: SharePlan): Promise<Buffer> {
  clearTimeout(idleTimer);
  const w = (worker ??= startWorker());
  return new Promise<Buffer>((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      w.off('message', answered);
      w.off('error', failed);
      w.off('exit', exited);
    };
    const answered = (message: { png?: Uint8Array; error?: string }) => {
      done();
      if (message.png) resolve(Buffer.from(message.png.buffer, message.png.byteOffset, message.png.byteLength));
      else reject(new Error(`share image: ${message.error ?? 'no image'}`));
    };
    const failed = (error: Error) => {
      done();
      stopWorker(w);
      reject(error);
    };
    const exited = (code: number) => failed(new Error(`share image: the worker stopped (exit code ${code})`));
    const timer = setTimeout(() => failed(new Error('share image: the render took too long')), SHARE_IMAGE_LIMITS.renderTimeoutMs);
    timer.unref();
    w.on('message', answered);
    w.on('error', failed);
    w.on('exit', exited);
    w.postMessage({ plan });
  }).finally(() => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => stopWorker(), SHARE_IMAGE_LIMITS.workerIdleMs);
    idleTimer.unref();
  });
}

// One render at a time, in the order asked; the art is read when its turn comes, so waiting
// renders hold no files.
function enqueue<T>(job: () => Promise<T>): Promise<T> {
  queued += 1;
  const run = queue.then(job).finally(() => {
    queued -= 1;
  });
  queue = run.catch(() => undefined);
  return run;
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
  } else if (queued >= SHARE_IMAGE_LIMITS.maxQueued) {
    stats.busy += 1;
    // Under a flood of renders the look's previous image is better than none.
    const previous = [...cache.values()].find((kept) => kept.uuid === look.uuid);
    if (!previous) return new Response(null, { status: 503, headers: { 'Retry-After': '5', 'Cache-Control': 'no-store' } });
    return new Response(new Uint8Array(previous.png), { headers: { ...headers, ETag: previous.etag, 'Cache-Control': 'no-cache' } });
  } else {
    const rendering = enqueue(async () => {
      stats.renders += 1;
      const png = await renderInWorker(await loadShareArt(layout));
      const made = { png, etag, uuid: look.uuid };
      remember(key, made);
      return made;
    }).finally(() => inFlight.delete(key));
    inFlight.set(key, rendering);
    entry = await rendering;
  }
  return new Response(new Uint8Array(entry.png), { headers });
}

/** Counters of this process's share images (renders done, cache hits, requests that waited for a render in progress). */
export function shareImageStats() {
  return { ...stats, entries: cache.size, bytes: cachedBytes, queued };
}

/** Ends the worker thread now (tests; a server lets it end by itself when idle). */
export function stopShareImageWorker(): void {
  clearTimeout(idleTimer);
  stopWorker();
}
