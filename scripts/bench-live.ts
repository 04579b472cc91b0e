// `npm run bench:live [-- options]`: the live channel under 2,000 connected readers.
//
//   --readers N     streams to open (default 2000; BENCH_LIVE_READERS)
//   --hot H         of them on the one post that gets the comments (default 1000)
//   --comments C    comments written to that post, one every --gap ms (default 20)
//   --gap MS        (default 500)
//   --port P        server port (default 3300; BENCH_PORT)
//   --database-url  a PostgreSQL database to run on (default: PGlite in a throwaway DATA_DIR)
//
// Starts the production server (`node scripts/server.mjs`, the demo seed, MAX_IN_FLIGHT=0) and opens
// N guest streams, each from an address of its own (X-Forwarded-For from a trusted 127.0.0.1, as
// behind a proxy): H on one post's topic, the rest spread over other posts. Then members write
// comments to that post through the API, and the time from each request's start to its event
// reaching each of the H readers is taken. Prints delivery p50 / p95 / max (goal p95 ≤ 500 ms),
// how many deliveries arrived, the server's memory per open stream, and a static file's latency
// with every stream open. Figures, not pass/fail. Builds the app first when there is no build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { count, printUsage, startProductionServer } from './bench/common.mjs';
import { rssMb, sequential } from './bench/http';
import { openCommentStream, type CommentStream } from './bench/stream';

const { values: args } = parseArgs({
  options: {
    readers: { type: 'string' },
    hot: { type: 'string' },
    comments: { type: 'string' },
    gap: { type: 'string' },
    port: { type: 'string' },
    'database-url': { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (args.help) printUsage(import.meta.url);
const READERS = count(args.readers ?? process.env.BENCH_LIVE_READERS, 2000);
const HOT = Math.min(READERS, count(args.hot, Math.floor(READERS / 2)));
const COMMENTS = count(args.comments, 20);
const GAP_MS = count(args.gap, 500);
const PORT = count(args.port ?? process.env.BENCH_PORT, 3300);
const DATABASE_URL = args['database-url'];
const GOAL_P95_MS = 500;
const base = `http://127.0.0.1:${PORT}`;
const distDir = process.env.NEXT_DIST_DIR || '.next';
// Demo members (scripts' shared password); a member may write 10 comments a minute.
const WRITERS = ['jellybear', 'butler', 'greendrop', 'strawmilk', 'littlemage', 'slowturtle', 'mooncat', 'rainbowjelly'];

const cleanups: Array<() => Promise<void> | void> = [];
async function cleanUp() {
  while (cleanups.length) await Promise.resolve(cleanups.pop()!()).catch((e) => console.error(e));
}
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const ms = (v: number) => (Number.isFinite(v) ? `${v.toFixed(0)} ms` : '—');

async function api(method: string, pathname: string, { token, body }: { token?: string; body?: unknown } = {}) {
  const res = await fetch(base + pathname, {
    method,
    headers: {
      'x-forwarded-for': '10.250.0.1',
      ...(token ? { authorization: `Token ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json().catch(() => null)) as { data?: Record<string, unknown> } | null;
  if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${JSON.stringify(json)}`);
  return json!.data!;
}
const login = async (email: string, password: string) =>
  (await api('POST', '/api/v1/user/login/community/', { body: { identifier: email, password } })).token as string;

type Reader = CommentStream;

/** One guest stream over a socket of its own; records when each comment event arrives. */
const openReader = (k: number, topics: string): Reader =>
  openCommentStream(`${base}/api/v1/live/stream/?topics=${topics}`, {
    'x-forwarded-for': `10.${100 + (k >> 16)}.${(k >> 8) & 255}.${k & 255}`,
  });

async function main() {
  if (!fs.existsSync(path.join(distDir, 'BUILD_ID'))) {
    console.log('no production build: building (npx next build)…');
    if (spawnSync('npx', ['next', 'build'], { stdio: 'inherit' }).status !== 0) throw new Error('next build failed');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slime-bench-live-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  console.log(
    `== live channel: ${READERS} readers (${HOT} on one post), ${COMMENTS} comments, on ${DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
  );
  const started = performance.now();
  const server = await startProductionServer({
    port: PORT,
    dataDir,
    env: { DATABASE_URL, SEED_DEMO: 'true', TRUSTED_PROXIES: '127.0.0.1,::1', HOST: '127.0.0.1' },
    cleanups,
    logName: 'server.log',
  });
  const pid = server.pid!;
  console.log(`  server up with the demo seed in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const author = await login('demo@example.com', 'demo1234!');
  const hot = (await api('POST', '/api/v1/community/', {
    token: author,
    body: { category_id: 25, title: '실시간 벤치', content: 'One post, a thousand readers, comments arriving live.' },
  })) as { id: number };
  const others = Array.from({ length: 100 }, (_, k) => k + 1).filter((id) => id !== hot.id);

  // Warm the stream route and the feed before measuring memory.
  const warm = openReader(0, `post:${hot.id}`);
  await warm.ready;
  warm.req.destroy();
  await new Promise((r) => setTimeout(r, 2000));
  const rssBefore = rssMb(pid);

  const connectStart = performance.now();
  const readers: Reader[] = [];
  for (let k = 1; k <= READERS; k++) {
    const topic = k <= HOT ? `post:${hot.id}` : `post:${others[k % others.length]}`;
    readers.push(openReader(k, topic));
    // Let the server breathe between batches, as readers arrive over time in life.
    if (k % 100 === 0) await Promise.all(readers.slice(-100).map((r) => r.ready));
  }
  await Promise.all(readers.map((r) => r.ready));
  const connectMs = performance.now() - connectStart;
  await new Promise((r) => setTimeout(r, 3000));
  const rssWith = rssMb(pid);
  console.log(
    `  ${READERS} streams open in ${(connectMs / 1000).toFixed(1)} s; server RSS ${rssBefore.toFixed(0)} → ${rssWith.toFixed(0)} MB`,
  );

  const tokens = await Promise.all(WRITERS.map((name) => login(`${name}@example.com`, 'slime1234!')));
  const sent = new Map<number, number>();
  for (let c = 0; c < COMMENTS; c++) {
    const t0 = performance.now();
    const comment = (await api('POST', '/api/v1/community/reply/', {
      token: tokens[c % tokens.length],
      body: { post_id: hot.id, content: `실시간 벤치 댓글 ${c + 1}` },
    })) as { id: number };
    sent.set(comment.id, t0);
    await new Promise((r) => setTimeout(r, GAP_MS));
  }
  await new Promise((r) => setTimeout(r, 2000));

  const latencies: number[] = [];
  let missing = 0;
  let leaked = 0;
  readers.forEach((reader, k) => {
    for (const [id, t0] of sent) {
      const at = reader.got.get(id);
      if (k < HOT) {
        if (at === undefined) missing += 1;
        else latencies.push(at - t0);
      } else if (at !== undefined) leaked += 1;
    }
  });
  latencies.sort((a, b) => a - b);
  const staticLatency = await sequential(`${base}/art/og-default.png`, 3, { 'x-forwarded-for': '10.250.0.2' });
  const p50 = percentile(latencies, 50);
  const p95 = percentile(latencies, 95);
  const perConnKb = ((rssWith - rssBefore) * 1024) / READERS;
  for (const reader of readers) reader.req.destroy();
  await new Promise((r) => setTimeout(r, 2000));
  const rssAfter = rssMb(pid);

  const rows = [
    ['streams open', `${READERS} (${HOT} on post ${hot.id})`, '—', '—', '—'],
    ['time to open them all', `${(connectMs / 1000).toFixed(1)} s`, '—', '—', '—'],
    [
      `comment delivery to the ${HOT}`,
      `p50 ${ms(p50)} · p95 ${ms(p95)} · max ${ms(latencies.at(-1) ?? NaN)}`,
      `p95 ≤ ${GOAL_P95_MS} ms`,
      Number.isFinite(p95) && p95 <= GOAL_P95_MS && missing === 0 ? 'yes' : 'NO',
      `${(staticLatency.p50 / p50).toPrecision(2)}×`,
    ],
    [
      'deliveries arrived',
      `${latencies.length} of ${HOT * COMMENTS}${missing ? ` (${missing} missing)` : ''}`,
      'all',
      missing ? 'NO' : 'yes',
      '—',
    ],
    ['events to readers of other posts', String(leaked), '0', leaked ? 'NO' : 'yes', '—'],
    [
      'static file with every stream open',
      `p50 ${staticLatency.p50.toFixed(1)} ms · p99 ${staticLatency.p99.toFixed(1)} ms`,
      '—',
      '—',
      '1.00×',
    ],
    [
      'server RSS before / with streams / after closing',
      `${rssBefore.toFixed(0)} / ${rssWith.toFixed(0)} / ${rssAfter.toFixed(0)} MB`,
      '—',
      '—',
      '—',
    ],
    ['server memory per open stream', `${perConnKb.toFixed(1)} KB`, '—', '—', '—'],
  ];
  const header = ['figure', 'value', 'goal', 'met?', 'ratio to static'];
  const widths = header.map((h, k) => Math.max(h.length, ...rows.map((r) => [...r[k]!].length)));
  const line = (c: string[]) => `| ${c.map((x, k) => (k === 4 ? x.padStart(widths[k]!) : x.padEnd(widths[k]!))).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w, k) => (k === 4 ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`);
  for (const r of rows) console.log(line(r));
  console.log(
    '\nratio to static: the static file p50 ÷ the row p50, both measured with every stream open. Delivery time runs from the start of the comment request (its commit included) to the event read off each stream.',
  );
}

main()
  .then(cleanUp)
  .catch(async (error) => {
    console.error(error);
    await cleanUp();
    process.exit(1);
  });
