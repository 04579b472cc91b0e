// `npm run bench [-- options]`: the performance figures of the community, each next to its goal and
// to a static file served by the same server in the same run, one table per database.
//
//   --posts N       grown posts (default 100000; BENCH_POSTS)
//   --comments M    grown comments (default 5 × posts; BENCH_COMMENTS)
//   --duration S    seconds per timed figure (default 10; BENCH_SECONDS)
//   --pg            PGlite, then PostgreSQL (Debian's server, started here; a throwaway database)
//   --only pglite|pg  one database only (default without --pg: pglite)
//   --port P        server port (default 3200; BENCH_PORT)
//   --trades T      completed trades over 100 items for the item detail's ladder and price history
//                   (default 1000000; BENCH_TRADES; 0 leaves them out)
//   --only-trades   the trading figures only: no posts grown, no page, font or throughput figures
//   --skip-live     leave out the live channel's run (scripts/bench-live.ts, `npm run bench:live`),
//                   which otherwise follows the tables on PGlite
//                   (`npm run bench:trades`)
//
// For each database: the demo seed grown to N posts and M comments (Korean and Chinese) plus one
// post with 200 comments in 60 threads, then the production server (`node scripts/server.mjs`,
// MAX_IN_FLIGHT=0 so nothing is shed) and: latency on one keep-alive connection, throughput with
// autocannon at 16 connections, page and font bytes, first-load JS from the build's diagnostics,
// and the server's memory. Then the item detail's trading reads (scripts/bench/trades.ts): the ladder
// and the 90-day price history over T completed trades, through the API and in-process.
// Figures, not pass/fail: nothing here fails on a time.
// Builds the app first when there is no build.
import { spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { GZIP_BUDGETS, readRouteBundles } from './bench/bundle-stats.mjs';
import { count, printUsage, startProductionServer } from './bench/common.mjs';
import { growDatabase, type Grown } from './bench/grow';
import { throwawayPostgres } from './bench/postgres';
import { growTrades, type GrownTrades } from './bench/trades';
import { fontBytes, pageBytes, rssMb, sequential, throughput, type Latency, type Step, type Throughput } from './bench/http';

const { values: args } = parseArgs({
  options: {
    posts: { type: 'string' },
    comments: { type: 'string' },
    duration: { type: 'string' },
    pg: { type: 'boolean', default: false },
    only: { type: 'string' },
    port: { type: 'string' },
    trades: { type: 'string' },
    'only-trades': { type: 'boolean', default: false },
    'skip-live': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (args.help) printUsage(import.meta.url);
const POSTS = count(args.posts ?? process.env.BENCH_POSTS, 100_000);
const COMMENTS = count(args.comments ?? process.env.BENCH_COMMENTS, POSTS * 5);
const DURATION = Math.max(1, Number(args.duration ?? process.env.BENCH_SECONDS ?? 10));
const PORT = count(args.port ?? process.env.BENCH_PORT, 3200);
const THROUGHPUT_CONNECTIONS = 16;
const ONLY_TRADES = args['only-trades'] ?? false;
const TRADES = count(args.trades ?? process.env.BENCH_TRADES, 1_000_000);
if (ONLY_TRADES && TRADES === 0) throw new Error('--only-trades needs trades (--trades > 0)');
if (args.only && args.only !== 'pglite' && args.only !== 'pg') throw new Error('--only takes pglite or pg');
type Kind = 'pglite' | 'pg';
const KINDS: Kind[] = args.only ? [args.only as Kind] : args.pg ? ['pglite', 'pg'] : ['pglite'];

const base = `http://localhost:${PORT}`;
const distDir = process.env.NEXT_DIST_DIR || '.next';
const log = (line: string) => console.log(line);

// The performance goals.
const GOAL = {
  threadP99: 80,
  threadThroughput: 0.25,
  pageP99: 50,
  searchP95: POSTS >= 1_000_000 ? 150 : 50,
  keyset: 20,
  tradesP95: 50,
  threadHtml: 150_000,
  fonts: 150_000,
  memberThroughput: 0.25,
  apiThroughput: 0.5,
  layerP50: 5,
  personalP99: 80,
};
// Pages that are the member's own, rendered for them on every request.
const PERSONAL_PAGES = ['/my', '/my/notifications', '/account', '/market/wishlist'];

// ── Cleanup on the way out, Ctrl-C included ─────────────────────────────────
const cleanups: Array<() => Promise<void> | void> = [];
async function cleanUp() {
  while (cleanups.length) await Promise.resolve(cleanups.pop()!()).catch((e) => console.error(e));
}
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

// ── A signed-in member ─────────────────────────────────────────────────────
type MemberViews = {
  note: string;
  auth: Record<string, string>;
  page: Record<string, string>;
  views: Array<{ name: string; steps: Step[] }>;
};

/**
 * The demo member signed in, and the requests of a view of each reader page as their browser
 * makes them: the page with the render cookie, then the personal layer in one request. A build
 * without the layer endpoint is timed with the requests its browser made instead (the member, the
 * unread count, and on a post its reactions and comments read again for the member).
 */
async function memberViews(base: string, postId: number): Promise<MemberViews> {
  const login = await fetch(`${base}/api/v1/user/login/community/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: 'demo@example.com', password: 'demo1234!' }),
  });
  if (!login.ok) throw new Error(`bench: the demo member could not sign in (${login.status})`);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const auth = { authorization: `Token ${token}`, 'accept-encoding': 'gzip' };
  const page = { cookie: `slime_token=${encodeURIComponent(token)}`, 'accept-encoding': 'gzip' };
  const layered = (await fetch(`${base}/api/v1/user/layer/?me=1`, { headers: auth })).status !== 404;
  const personal = (post: number | null): Step[] =>
    layered
      ? [{ url: `${base}/api/v1/user/layer/?me=1&unread=1&hidden=1${post ? `&posts=${post}` : ''}`, headers: auth }]
      : [
          { url: `${base}/api/v1/user/`, headers: auth },
          { url: `${base}/api/v1/user/notification/unread-count/`, headers: auth },
          ...(post
            ? [
                { url: `${base}/api/v1/community/${post}/like/`, headers: auth },
                { url: `${base}/api/v1/community/replies/?post_id=${post}`, headers: auth },
              ]
            : []),
        ];
  const view = (name: string, pagePath: string, post: number | null) => ({
    name,
    steps: [{ url: `${base}${pagePath}`, headers: page }, ...personal(post)],
  });
  return {
    note: layered ? 'page + 1 personal request' : `page + ${personal(postId).length} personal requests`,
    auth,
    page,
    views: [
      view('post with comments', `/community/detail/${postId}`, postId),
      view('home /community', '/community', null),
      view('/community/posts', '/community/posts', null),
    ],
  };
}

// ── The server ─────────────────────────────────────────────────────────────
function startServer(dataDir: string, databaseUrl: string | undefined): Promise<ChildProcess> {
  return startProductionServer({ port: PORT, dataDir, env: { DATABASE_URL: databaseUrl }, cleanups });
}

// ── The table ──────────────────────────────────────────────────────────────
type Row = { figure: string; value: string; goal: string; met: boolean | null; ratio: string };

const ms = (v: number) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : '—');
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const times = (r: number) => (Number.isFinite(r) ? `${r >= 0.1 ? r.toFixed(2) : r.toPrecision(2)}×` : '—');
const failures = (r: { non2xx: number; errors: number }) =>
  `${r.non2xx ? ` · ${r.non2xx} non-2xx` : ''}${r.errors ? ` · ${r.errors} errors` : ''}`;

// Korean and Chinese characters take two columns in a terminal.
const width = (s: string) =>
  [...s].reduce(
    (w, ch) => w + (/[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(ch) ? 2 : 1),
    0,
  );
const pad = (s: string, w: number, right = false) =>
  right ? ' '.repeat(Math.max(0, w - width(s))) + s : s + ' '.repeat(Math.max(0, w - width(s)));

function printTable(rows: Row[]) {
  const cells = rows.map((r) => [r.figure, r.value, r.goal, r.met === null ? '—' : r.met ? 'yes' : 'NO', r.ratio]);
  const header = ['figure', 'value', 'goal', 'met?', 'ratio to static'];
  const widths = header.map((h, k) => Math.max(width(h), ...cells.map((c) => width(c[k]!))));
  const line = (c: string[]) => `| ${c.map((x, k) => pad(x, widths[k]!, k === 4)).join(' | ')} |`;
  log(line(header));
  log(`|${widths.map((w, k) => (k === 4 ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`);
  for (const c of cells) log(line(c));
}

// ── One database ───────────────────────────────────────────────────────────
async function benchOne(kind: Kind): Promise<void> {
  const label = kind === 'pg' ? 'PostgreSQL' : 'PGlite';
  const started = performance.now();
  log(
    ONLY_TRADES
      ? `\n== ${label}: ${TRADES.toLocaleString()} completed trades, ${DURATION} s per figure`
      : `\n== ${label}: ${POSTS.toLocaleString()} posts, ${COMMENTS.toLocaleString()} comments, ${TRADES.toLocaleString()} trades, ${DURATION} s per figure`,
  );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slime-bench-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const databaseUrl = kind === 'pg' ? await throwawayPostgres('slime_bench', cleanups) : undefined;
  process.env.DATA_DIR = dataDir;
  if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
  else delete process.env.DATABASE_URL;
  const grown: Grown | null = ONLY_TRADES ? null : await growDatabase(POSTS, COMMENTS, log);
  const trades: GrownTrades | null = TRADES > 0 ? await growTrades(TRADES, log) : null;

  const server = await startServer(dataDir, databaseUrl);
  const pid = server.pid!;
  const rows: Row[] = [];
  try {
    await new Promise((r) => setTimeout(r, 2000));
    const rssIdle = rssMb(pid);

    const staticPath = '/art/og-default.png';
    const lat = new Map<string, Latency>();
    const latencyRow = (figure: string, key: string, p: 'p99' | 'p95', goalMs: number | null): Row => {
      const r = lat.get(key)!;
      return {
        figure,
        value: `p50 ${ms(r.p50)} · ${p} ${ms(r[p])}${failures(r)}`,
        goal: goalMs === null ? '—' : `${p} ≤ ${goalMs} ms`,
        met: goalMs === null ? null : r[p] <= goalMs && r.non2xx === 0 && r.errors === 0,
        ratio: times(lat.get('static')!.p50 / r.p50),
      };
    };
    log('  1 connection: static…');
    lat.set('static', await sequential(`${base}${staticPath}`, DURATION));
    rows.push(latencyRow('static file, 1 conn', 'static', 'p99', null));

    if (grown) {
      const threadPath = `/community/detail/${grown.threadPostId}`;
      const pages = [
        { name: `post with ${grown.threadComments} comments`, path: threadPath, route: '/community/detail/[postId]' },
        { name: 'post list page /community/posts', path: '/community/posts', route: '/community/posts' },
        { name: 'home /community', path: '/community', route: '/community' },
        { name: 'notice page /community/notice', path: '/community/notice', route: '/community/notice' },
      ];
      log('  page and font bytes…');
      const bytes = new Map<string, Awaited<ReturnType<typeof pageBytes>>>();
      for (const page of pages) bytes.set(page.path, await pageBytes(`${base}${page.path}`));
      const home = bytes.get('/community')!;
      const fonts = await fontBytes(`${base}/community`, home.html);

      log('  signed in: a member session…');
      const member = await memberViews(base, grown.threadPostId);
      const searchWords = ['슬', '슬라', '史', '史萊'];
      // An empty session cookie is never served from the page cache nor kept in it: every request
      // renders, as a miss does (a member's session cookie is served the shared page). Searches and
      // deep pages are timed that way, so they reach the database however the cache keeps them.
      const rendered = { cookie: 'slime_token=' };
      const latencyTargets: Array<{ key: string; path: string; headers?: Record<string, string> }> = [
        { key: 'thread', path: threadPath },
        { key: 'api', path: '/api/v1/community/?category=37' },
        { key: 'api member', path: '/api/v1/community/?category=37', headers: member.auth },
        ...pages.slice(1).map((p) => ({ key: p.path, path: p.path })),
        ...searchWords.map((w) => ({ key: `search ${w}`, path: `/api/v1/community/?keyword=${encodeURIComponent(w)}`, headers: rendered })),
        { key: 'keyset', path: `/api/v1/community/?category=37&cursor=${grown.deepCursor}`, headers: rendered },
        ...PERSONAL_PAGES.map((path) => ({ key: `personal ${path}`, path, headers: member.page })),
        { key: 'thread rendered', path: threadPath, headers: rendered },
        { key: 'home rendered', path: '/community', headers: rendered },
      ];
      for (const target of latencyTargets) {
        log(`  1 connection: ${target.key}…`);
        lat.set(target.key, await sequential(`${base}${target.path}`, DURATION, target.headers ?? {}));
      }
      log(`  ${THROUGHPUT_CONNECTIONS} connections: static file, post with ${grown.threadComments} comments…`);
      const tpStatic: Throughput = await throughput(`${base}${staticPath}`, THROUGHPUT_CONNECTIONS, DURATION, pid);
      const tpThread: Throughput = await throughput(`${base}${threadPath}`, THROUGHPUT_CONNECTIONS, DURATION, pid);
      await new Promise((r) => setTimeout(r, 2000));
      const rssAfter = rssMb(pid);

      rows.push(latencyRow(`post with ${grown.threadComments} comments, 1 conn (page cache)`, 'thread', 'p99', GOAL.threadP99));
      rows.push(
        latencyRow(`post with ${grown.threadComments} comments, 1 conn, rendered (cache missed)`, 'thread rendered', 'p99', GOAL.threadP99),
      );
      const tpRatio = tpThread.rps / tpStatic.rps;
      rows.push({
        figure: `static file, ${THROUGHPUT_CONNECTIONS} conn`,
        value: `${tpStatic.rps.toFixed(0)} req/s · p99 ${ms(tpStatic.p99)} · ${tpStatic.non2xx} non-2xx${tpStatic.errors ? ` · ${tpStatic.errors} errors` : ''}`,
        goal: '—',
        met: null,
        ratio: times(1),
      });
      rows.push({
        figure: `post with ${grown.threadComments} comments, ${THROUGHPUT_CONNECTIONS} conn`,
        value: `${tpThread.rps.toFixed(0)} req/s · p99 ${ms(tpThread.p99)} · ${tpThread.non2xx} non-2xx${tpThread.errors ? ` · ${tpThread.errors} errors` : ''}`,
        goal: `≥ ${GOAL.threadThroughput}× static`,
        met: tpRatio >= GOAL.threadThroughput && tpThread.non2xx === 0,
        ratio: times(tpRatio),
      });
      rows.push(latencyRow('post list API, page 1, 1 conn (guest: the cache)', 'api', 'p99', GOAL.pageP99));
      rows.push(latencyRow('post list API, page 1, 1 conn (member: the shared copy less their blocks)', 'api member', 'p99', GOAL.pageP99));
      for (const page of pages.slice(1)) rows.push(latencyRow(`${page.name}, 1 conn (page cache)`, page.path, 'p99', GOAL.pageP99));
      rows.push(latencyRow('home /community, 1 conn, rendered (cache missed)', 'home rendered', 'p99', GOAL.pageP99));
      // Signed in, as the game's webview reads: a real member's session, the page with the render
      // cookie and the personal layer with the token, timed together as one view.
      for (const v of member.views) {
        log(`  1 connection: ${v.name}, signed in…`);
        lat.set(`member ${v.name}`, await sequential(v.steps, DURATION));
      }
      log('  1 connection: the personal layer alone, kept and rendered…');
      lat.set('layer', await sequential(member.views[0]!.steps.slice(1), DURATION));
      const layerStep = member.views[0]!.steps[1]!;
      lat.set('layer rendered', await sequential(layerStep.url, DURATION, { ...layerStep.headers, cookie: 'slime_token=' }));
      for (const v of member.views) rows.push(latencyRow(`${v.name}, 1 conn, signed in (${member.note})`, `member ${v.name}`, 'p99', null));
      rows.push(latencyRow(`personal request alone, 1 conn (kept for the session)`, 'layer', 'p99', null));
      rows.push({
        ...latencyRow(`personal request alone, 1 conn, rendered (nothing kept)`, 'layer rendered', 'p99', null),
        goal: `p50 ≤ ${GOAL.layerP50} ms`,
        met: lat.get('layer rendered')!.p50 <= GOAL.layerP50,
      });
      for (const path of PERSONAL_PAGES)
        rows.push(latencyRow(`${path}, 1 conn, signed in (rendered per request)`, `personal ${path}`, 'p99', GOAL.personalP99));
      const tpRow = (figure: string, tp: Throughput, goal: number): Row => ({
        figure,
        value: `${tp.rps.toFixed(0)} views/s · p99 ${ms(tp.p99)} · ${tp.non2xx} non-2xx${tp.errors ? ` · ${tp.errors} errors` : ''}`,
        goal: `≥ ${goal}× static`,
        met: tp.rps / tpStatic.rps >= goal && tp.non2xx === 0 && tp.errors === 0,
        ratio: times(tp.rps / tpStatic.rps),
      });
      for (const v of member.views) {
        log(`  ${THROUGHPUT_CONNECTIONS} connections: ${v.name}, signed in…`);
        rows.push(
          tpRow(
            `${v.name}, ${THROUGHPUT_CONNECTIONS} conn, signed in (page + personal)`,
            await throughput(v.steps, THROUGHPUT_CONNECTIONS, DURATION, pid),
            GOAL.memberThroughput,
          ),
        );
      }
      const apiUrl = `${base}/api/v1/community/?category=37`;
      log(`  ${THROUGHPUT_CONNECTIONS} connections: list API, guest and member…`);
      rows.push(
        tpRow(
          `post list API page 1, ${THROUGHPUT_CONNECTIONS} conn, guest`,
          await throughput(apiUrl, THROUGHPUT_CONNECTIONS, DURATION, pid),
          GOAL.apiThroughput,
        ),
      );
      rows.push(
        tpRow(
          `post list API page 1, ${THROUGHPUT_CONNECTIONS} conn, signed in`,
          await throughput([{ url: apiUrl, headers: member.auth }], THROUGHPUT_CONNECTIONS, DURATION, pid),
          GOAL.apiThroughput,
        ),
      );
      for (const word of searchWords)
        rows.push(latencyRow(`search "${word}" (API, uncached), 1 conn`, `search ${word}`, 'p95', GOAL.searchP95));
      rows.push(latencyRow(`keyset page ${grown.deepPage.toLocaleString()} (API, cursor, uncached), 1 conn`, 'keyset', 'p99', GOAL.keyset));
      rows.push({
        figure: `keyset page ${grown.deepPage.toLocaleString()}, listPosts() in-process`,
        value: `p50 ${ms(grown.deepDirect.p50)} · p95 ${ms(grown.deepDirect.p95)}`,
        goal: `p95 ≤ ${GOAL.keyset} ms`,
        met: grown.deepDirect.p95 <= GOAL.keyset,
        ratio: '—',
      });
      for (const page of pages) {
        const b = bytes.get(page.path)!;
        const isThread = page.path === threadPath;
        rows.push({
          figure: `HTML, ${page.name}`,
          value: `${kb(b.bytes)} (gzip ${kb(b.gzipBytes)})${b.status === 200 ? '' : ` · HTTP ${b.status}`}`,
          goal: isThread ? `≤ ${GOAL.threadHtml / 1000} KB` : '—',
          met: isThread ? b.bytes <= GOAL.threadHtml && b.status === 200 : null,
          ratio: '—',
        });
      }
      try {
        const bundles = readRouteBundles(process.cwd(), distDir);
        for (const page of pages) {
          const r = bundles.routes.find((x) => x.route === page.route);
          const budget = GZIP_BUDGETS[page.route];
          rows.push({
            figure: `first-load JS, ${page.route}`,
            value: r
              ? `${kib(r.uncompressedBytes)} (gzip ${kib(r.gzipBytes)})${r.missing.length ? ` · ${r.missing.length} chunks missing` : ''}`
              : 'not in the build',
            goal: budget === undefined ? '—' : `gzip ≤ ${kib(budget)}`,
            met: budget === undefined ? null : Boolean(r) && r!.gzipBytes <= budget && r!.missing.length === 0,
            ratio: '—',
          });
        }
      } catch (error) {
        rows.push({
          figure: 'first-load JS',
          value: error instanceof Error ? error.message : String(error),
          goal: '—',
          met: null,
          ratio: '—',
        });
      }
      rows.push({
        figure: 'fonts, cold /community',
        value: `${kb(fonts.downloaded)} (${fonts.faces} of ${fonts.listedFaces} faces; ${kb(fonts.listed)} listed)`,
        goal: `≤ ${GOAL.fonts / 1000} KB`,
        met: fonts.downloaded <= GOAL.fonts,
        ratio: '—',
      });
      rows.push({ figure: 'server RSS, idle after start', value: `${rssIdle.toFixed(0)} MB`, goal: '—', met: null, ratio: '—' });
      rows.push({
        figure: `server RSS, peak at ${THROUGHPUT_CONNECTIONS} conn`,
        value: `${Math.max(tpStatic.peakRssMb, tpThread.peakRssMb).toFixed(0)} MB`,
        goal: '—',
        met: null,
        ratio: '—',
      });
      rows.push({ figure: 'server RSS, idle after the run', value: `${rssAfter.toFixed(0)} MB`, goal: '—', met: null, ratio: '—' });
    }

    if (trades) {
      // The item detail's reads: the ladder (never cached), the price history (kept 30 s per process,
      // so mostly the cached copy; the in-process rows below time its SQL every call) and the item.
      const item = trades.itemId;
      const targets = [
        { key: 'ladder', path: `/api/v1/items/${item}/ladder/` },
        { key: 'prices', path: `/api/v1/items/${item}/prices/` },
        { key: 'item', path: `/api/v1/item/${trades.itemUuid}/` },
      ];
      for (const target of targets) {
        log(`  1 connection: ${target.key}…`);
        lat.set(target.key, await sequential(`${base}${target.path}`, DURATION));
      }
      const perItem = Math.round(trades.trades / trades.items).toLocaleString();
      rows.push(latencyRow(`item ladder API /items/{id}/ladder/, 1 conn`, 'ladder', 'p95', GOAL.tradesP95));
      rows.push(latencyRow(`item 90-day prices API /items/{id}/prices/ (~${perItem} trades), 1 conn`, 'prices', 'p95', GOAL.tradesP95));
      rows.push(latencyRow('item detail API /item/{uuid}/, 1 conn', 'item', 'p95', null));
      const direct = (figure: string, r: { p50: number; p95: number }): Row => ({
        figure,
        value: `p50 ${ms(r.p50)} · p95 ${ms(r.p95)}`,
        goal: `p95 ≤ ${GOAL.tradesP95} ms`,
        met: r.p95 <= GOAL.tradesP95,
        ratio: '—',
      });
      rows.push(direct('getLadder() in-process', trades.ladderDirect));
      rows.push(direct(`price history SQL in-process (uncached, ~${perItem} trades)`, trades.historyDirect));
    }

    const buildId = fs.existsSync(path.join(distDir, 'BUILD_ID')) ? fs.readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim() : '?';
    const grownText = [
      grown ? `${POSTS.toLocaleString()} posts, ${COMMENTS.toLocaleString()} comments (grown in ${grown.seconds.toFixed(0)} s)` : null,
      trades ? `${trades.trades.toLocaleString()} trades over ${trades.items} items (grown in ${trades.seconds.toFixed(0)} s)` : null,
    ]
      .filter(Boolean)
      .join(', ');
    log(`\n${label} · demo + ${grownText} · ${DURATION} s per figure · build ${buildId} · MAX_IN_FLIGHT=0\n`);
    printTable(rows);
    const oneConn = [...lat.values()];
    const bad = oneConn.reduce((s, r) => s + r.non2xx + r.errors, 0);
    log(
      `\nratio to static: latency rows = static file p50 ÷ the row's p50, both on 1 connection (0.10× = ten times slower); ` +
        `${THROUGHPUT_CONNECTIONS}-connection rows = the row's req/s ÷ the static file's. ` +
        `1-connection rows: ${oneConn.reduce((s, r) => s + r.n, 0).toLocaleString()} timed requests, ${bad ? `${bad} non-2xx or failed` : 'all 2xx'}.`,
    );
    log(`${label} done in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
  } finally {
    // Stop this server, drop this database and remove the data directory before the next one.
    await cleanUp();
  }
}

async function main() {
  if (!fs.existsSync(path.join(distDir, 'BUILD_ID'))) {
    const build = spawnSync(path.join('node_modules', '.bin', 'next'), ['build'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const started = performance.now();
  for (const kind of KINDS) await benchOne(kind);
  // The live channel's run (its own server and readers; PGlite): `npm run bench:live` alone.
  if (!ONLY_TRADES && !args['skip-live']) {
    const live = spawnSync(path.join('node_modules', '.bin', 'tsx'), ['scripts/bench-live.ts'], { stdio: 'inherit' });
    if (live.status !== 0) log(`\nlive bench exited with ${live.status}`);
  }
  log(`\nbench done in ${((performance.now() - started) / 60_000).toFixed(1)} min.`);
}

main()
  .catch(async (error) => {
    console.error(error);
    await cleanUp();
    process.exit(1);
  })
  .then(() => process.exit(0));
