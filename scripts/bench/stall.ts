// `npx tsx --conditions=react-server scripts/bench/stall.ts [options]`: does a slow query stall the rest of the server? The
// production server on PGlite, in-process (PGLITE_WORKER=0) and in its worker thread
// (PGLITE_WORKER=1), on the same grown database. For each mode:
//
//   - a static file and page 1 of the post list API, alone, one keep-alive connection: p50 / p99;
//   - the slow request (an API search matching most posts) alone, one connection;
//   - that slow request kept busy on 4 connections (autocannon) while the static file and then the
//     post list API are timed on a fifth: p50 / p99 / max, and the slow request's req/s meanwhile;
//   - the post list API's throughput on 16 connections (autocannon): what one process serves.
//
//   --posts N       grown posts (default 20000; BENCH_POSTS); comments: 2 × posts
//   --duration S    seconds per timed figure (default 10; BENCH_SECONDS)
//   --modes a,b     in-process,worker (default both, in that order)
//   --port P        server port (default 3310; BENCH_PORT)
//   --slow PATH     the slow request (default /api/v1/community/?keyword=슬)
//
// The server is `node scripts/server.mjs` (MAX_IN_FLIGHT=0, nothing shed) on the build in
// NEXT_DIST_DIR (default .next), which must contain the worker-thread code for the worker mode.
// Figures, not pass/fail.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { printUsage, startProductionServer } from './common.mjs';
import { growDatabase } from './grow';
import { rssMb, sequential, throughput, type Latency } from './http';

const { values: args } = parseArgs({
  options: {
    posts: { type: 'string' },
    duration: { type: 'string' },
    modes: { type: 'string' },
    port: { type: 'string' },
    slow: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (args.help) printUsage(import.meta.url);
const POSTS = Number(args.posts ?? process.env.BENCH_POSTS ?? 20_000);
const DURATION = Math.max(1, Number(args.duration ?? process.env.BENCH_SECONDS ?? 10));
const PORT = Number(args.port ?? process.env.BENCH_PORT ?? 3310);
const LOAD_CONNECTIONS = 4;
const THROUGHPUT_CONNECTIONS = 16;
type Mode = 'in-process' | 'worker';
const MODES = (args.modes ?? 'in-process,worker').split(',').map((m) => m.trim()) as Mode[];
for (const m of MODES) if (m !== 'in-process' && m !== 'worker') throw new Error(`--modes takes in-process and/or worker, not ${m}`);
const SLOW = args.slow ?? `/api/v1/community/?keyword=${encodeURIComponent('슬')}`;
const STATIC = '/art/og-default.png';
const LIST = '/api/v1/community/?category=37';
const distDir = process.env.NEXT_DIST_DIR || '.next';
const base = `http://localhost:${PORT}`;
const log = (line: string) => console.log(line);

let server: ChildProcess | undefined;
let dataDir: string | undefined;

async function stopServer() {
  const s = server;
  server = undefined;
  if (!s || s.exitCode !== null || s.signalCode !== null) return;
  const gone = new Promise((r) => s.once('exit', r));
  s.kill('SIGTERM');
  const timer = setTimeout(() => s.kill('SIGKILL'), 30_000);
  await gone;
  clearTimeout(timer);
}
async function cleanUp() {
  await stopServer();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

async function startServer(mode: Mode): Promise<ChildProcess> {
  const child = await startProductionServer({
    port: PORT,
    dataDir: dataDir!,
    env: { NEXT_DIST_DIR: distDir, PGLITE_WORKER: mode === 'worker' ? '1' : '0', DATABASE_URL: undefined },
    // stopServer() stops it, giving PGlite's shutdown longer than the shared stop does.
    cleanups: [],
    logName: `server-${mode}.log`,
  });
  server = child;
  return child;
}

type Load = { rps: number; non2xx: number; errors: number };

/** Keeps `SLOW` busy on LOAD_CONNECTIONS connections while `probe` runs. */
async function underLoad<T>(probe: () => Promise<T>): Promise<{ load: Load; result: T }> {
  let instance!: autocannon.Instance;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon({ url: `${base}${SLOW}`, connections: LOAD_CONNECTIONS, duration: 3600, timeout: 60 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
  await new Promise((r) => setTimeout(r, 1500)); // every connection has a request in flight
  const result = await probe();
  instance.stop();
  const r = await finished;
  return { load: { rps: r.requests.average, non2xx: r.non2xx, errors: r.errors + r.timeouts }, result };
}

type Figures = {
  mode: Mode;
  staticAlone: Latency;
  listAlone: Latency;
  slowAlone: Latency;
  staticLoaded: Latency & { max: number };
  listLoaded: Latency & { max: number };
  loadDuringStatic: Load;
  listThroughput: { rps: number; p50: number; p99: number; non2xx: number; errors: number };
  rssIdle: number;
  rssPeak: number;
  stopMs: number;
};

/** Like `sequential`, plus the worst request: a stall shows up there first. */
async function timed(url: string, seconds: number): Promise<Latency & { max: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise<number>((resolve, reject) => {
      const req = http.get(url, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.setTimeout(60_000, () => req.destroy(new Error(`timeout: ${url}`)));
    });
  const times: number[] = [];
  let non2xx = 0;
  let errors = 0;
  try {
    for (let k = 0; k < 3; k++) await get().catch(() => undefined);
    const end = performance.now() + seconds * 1000;
    while (performance.now() < end || times.length < 30) {
      const t = performance.now();
      try {
        const status = await get();
        times.push(performance.now() - t);
        if (status < 200 || status >= 300) non2xx++;
      } catch {
        errors++;
      }
    }
  } finally {
    agent.destroy();
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.max(0, Math.ceil((p / 100) * times.length) - 1)] ?? NaN;
  return { n: times.length, p50: at(50), p95: at(95), p99: at(99), max: times.at(-1) ?? NaN, non2xx, errors };
}

async function measure(mode: Mode): Promise<Figures> {
  log(`\n== ${mode}: starting the server (PGLITE_WORKER=${mode === 'worker' ? 1 : 0}, ${distDir})`);
  const child = await startServer(mode);
  const pid = child.pid!;
  await new Promise((r) => setTimeout(r, 2000));
  const rssIdle = rssMb(pid);
  let rssPeak = rssIdle;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(pid))), 250);
  try {
    log('  alone, 1 connection: static file, post list API, slow request…');
    const staticAlone = await sequential(`${base}${STATIC}`, DURATION);
    const listAlone = await sequential(`${base}${LIST}`, DURATION);
    const slowAlone = await sequential(`${base}${SLOW}`, DURATION);
    log(`  ${LOAD_CONNECTIONS} connections on the slow request: static file, then post list API, on a 5th…`);
    const s = await underLoad(() => timed(`${base}${STATIC}`, DURATION));
    const l = await underLoad(() => timed(`${base}${LIST}`, DURATION));
    log(`  ${THROUGHPUT_CONNECTIONS} connections: post list API…`);
    const listThroughput = await throughput(`${base}${LIST}`, THROUGHPUT_CONNECTIONS, DURATION, pid);
    clearInterval(sampler);
    const t = performance.now();
    await stopServer();
    const stopMs = performance.now() - t;
    return {
      mode,
      staticAlone,
      listAlone,
      slowAlone,
      staticLoaded: s.result,
      listLoaded: l.result,
      loadDuringStatic: s.load,
      listThroughput,
      rssIdle,
      rssPeak,
      stopMs,
    };
  } finally {
    clearInterval(sampler);
    await stopServer();
  }
}

/** pg_control's DBState: how the last server left the database. */
function controlState(): string {
  const state = fs.readFileSync(path.join(dataDir!, 'pglite', 'global', 'pg_control')).readInt32LE(16);
  return ({ 1: 'shut down cleanly', 6: 'not shut down (in production)' } as Record<number, string>)[state] ?? `state ${state}`;
}

const ms = (v: number) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : '—');
const lat = (r: Latency & { max?: number }) =>
  `p50 ${ms(r.p50)} · p99 ${ms(r.p99)}${r.max !== undefined ? ` · max ${ms(r.max)}` : ''}${r.non2xx ? ` · ${r.non2xx} non-2xx` : ''}${r.errors ? ` · ${r.errors} errors` : ''}`;

async function main() {
  if (!fs.existsSync(path.join(distDir, 'BUILD_ID')))
    throw new Error(`no build in ${distDir}: run \`NEXT_DIST_DIR=${distDir} npx next build\` first`);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slime-stall-'));
  process.env.DATA_DIR = dataDir;
  delete process.env.DATABASE_URL;
  log(`growing the demo database by ${POSTS.toLocaleString()} posts in ${dataDir}…`);
  await growDatabase(POSTS, POSTS * 2, (line) => log(line));

  const all: Figures[] = [];
  const shutdown: string[] = [];
  for (const mode of MODES) {
    all.push(await measure(mode));
    shutdown.push(`${mode}: stopped by SIGTERM in ${all.at(-1)!.stopMs.toFixed(0)} ms, database ${controlState()}`);
  }

  const buildId = fs.readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim();
  log(
    `\nPGlite · demo + ${POSTS.toLocaleString()} posts · ${DURATION} s per figure · build ${buildId} (${distDir}) · ` +
      `${os.availableParallelism()} cores · load: ${SLOW} on ${LOAD_CONNECTIONS} connections\n`,
  );
  const rows: Array<[string, ...string[]]> = [
    ['static file, alone', ...all.map((f) => lat(f.staticAlone))],
    ['post list API page 1, alone', ...all.map((f) => lat(f.listAlone))],
    ['slow request, alone', ...all.map((f) => lat(f.slowAlone))],
    [`static file, ${LOAD_CONNECTIONS} conn on the slow request`, ...all.map((f) => lat(f.staticLoaded))],
    [`post list API, ${LOAD_CONNECTIONS} conn on the slow request`, ...all.map((f) => lat(f.listLoaded))],
    [
      'slow request req/s meanwhile',
      ...all.map(
        (f) => `${f.loadDuringStatic.rps.toFixed(1)} req/s${f.loadDuringStatic.non2xx ? ` · ${f.loadDuringStatic.non2xx} non-2xx` : ''}`,
      ),
    ],
    [
      `post list API, ${THROUGHPUT_CONNECTIONS} conn`,
      ...all.map((f) => {
        const t = f.listThroughput;
        return `${t.rps.toFixed(0)} req/s · p50 ${ms(t.p50)} · p99 ${ms(t.p99)}${t.non2xx ? ` · ${t.non2xx} non-2xx` : ''}${t.errors ? ` · ${t.errors} errors` : ''}`;
      }),
    ],
    ['server RSS idle / peak', ...all.map((f) => `${f.rssIdle.toFixed(0)} / ${f.rssPeak.toFixed(0)} MB`)],
  ];
  const header = ['figure', ...all.map((f) => f.mode)];
  const widths = header.map((h, k) => Math.max(h.length, ...rows.map((r) => r[k]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, k) => c.padEnd(widths[k]!)).join(' | ')} |`;
  log(line(header));
  log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) log(line(r));
  log('');
  for (const s of shutdown) log(s);
}

main()
  .then(cleanUp, async (error) => {
    console.error(error);
    await cleanUp();
    process.exitCode = 1;
  })
  .then(() => process.exit());
