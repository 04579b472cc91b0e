// `npm run bench:web [-- options]`: Lighthouse's performance figures of the main pages as a phone
// sees them (Lighthouse's default mobile form factor and simulated throttling: slow 4G, 4× CPU),
// in Debian's Chromium, against the production server started here on the demo seed.
//
//   --runs N        Lighthouse runs per page; the table shows the median run (default 1; BENCH_WEB_RUNS)
//   --port P        server port (default: a free one; BENCH_WEB_PORT)
//   --only a,b      only these pages (names of the table: home, list, post, search, market,
//                   probability, guide)
//   --save DIR      also write each page's Lighthouse report to DIR (<page>.report.html and .json)
//
// The server is `node scripts/server.mjs` (as `npm run bench` starts it: production, MAX_IN_FLIGHT=0)
// on a fresh temporary DATA_DIR that it migrates and fills with the demo seed. Chromium
// (CHROMIUM_PATH, default /usr/bin/chromium) is started fresh for every run with its own empty
// profile and without any network of its own (no QUIC, background networking, component updates
// or sync). The performance goals: performance score ≥ 95 and FCP ≤ 1.5 s. Figures, not
// pass/fail: nothing here fails on a number. Builds the app first when there is no build.
// Plain JavaScript run by node, not tsx: tsx's transform adds `__name(…)` calls to functions, and
// Lighthouse sends some of its functions' source into the page, where `__name` does not exist.
// Lighthouse is pinned to 12.8.2: 13 needs Node 22, and 12.2's trace engine cannot read current
// Chromium's traces (the LCP element, render-blocking and layout-shift audits error out).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { generateReport } from 'lighthouse';
import { count, printUsage, startProductionServer } from './bench/common.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string' },
    port: { type: 'string' },
    only: { type: 'string' },
    save: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (args.help) printUsage(import.meta.url);
const RUNS = Math.max(1, count(args.runs ?? process.env.BENCH_WEB_RUNS, 1));
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const SEARCH_WORD = '슬라임';
const distDir = process.env.NEXT_DIST_DIR || '.next';
const log = (line) => console.log(line);

// The performance goals.
const GOAL = { score: 95, fcpMs: 1500 };

// Without these Chromium waits on network look-ups this machine cannot make.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// ── Cleanup on the way out, Ctrl-C included ─────────────────────────────────
/** @type {Array<() => Promise<void> | void>} */
const cleanups = [];
async function cleanUp() {
  while (cleanups.length) await Promise.resolve(cleanups.pop()()).catch((e) => console.error(e));
}
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

// ── The server (as scripts/bench.ts starts it, but seeding the demo itself) ─────────
/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, () => {
      const { port } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

function startServer(port, dataDir) {
  return startProductionServer({ port, dataDir, env: { SEED_DEMO: 'true', DATABASE_URL: undefined }, cleanups });
}

/** The seeded post with the most comments on page 1 of "all posts", and how many posts the search word finds. */
async function pickPages(base) {
  const list = await (await fetch(`${base}/api/v1/community/?category=37`)).json();
  const post = [...list.data.results].sort((a, b) => b.reply_count - a.reply_count)[0];
  if (!post || post.reply_count === 0) throw new Error('the demo seed has no post with comments on page 1 of /community/posts');
  const search = await (await fetch(`${base}/api/v1/community/?keyword=${encodeURIComponent(SEARCH_WORD)}`)).json();
  return {
    pages: [
      { name: 'home', path: '/community' },
      { name: 'list', path: '/community/posts' },
      { name: 'post', path: `/community/detail/${post.id}`, note: `${post.reply_count} comments` },
      // /community/search itself is the empty search box; a keyword's results (first page rendered
      // by the server) live at /community/search/post?keyword=, where the search box leads.
      { name: 'search', path: `/community/search/post?keyword=${encodeURIComponent(SEARCH_WORD)}`, note: `${search.data.count} posts` },
      { name: 'market', path: '/market' },
      { name: 'probability', path: '/probability' },
      { name: 'guide', path: '/guide' },
    ],
  };
}

// ── Lighthouse ────────────────────────────────────────────────────────────
/** A run, tried again (up to twice) when Lighthouse's trace of it is unusable (NO_NAVSTART and the like). */
async function lighthouseRun(url) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url);
    } catch (error) {
      if (attempt >= 3) throw error;
      log(`    ${error instanceof Error ? error.message : error}; again…`);
    }
  }
}

async function lighthouseOnce(url) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'slime-bench-web-chromium-'));
  let chrome;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: CHROME_FLAGS,
      userDataDir: profile,
      logLevel: 'silent',
      handleSIGINT: false,
    });
    // The default config: mobile form factor and screen, simulated slow 4G and 4× CPU slowdown.
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      lhr,
    };
  } finally {
    chrome?.kill();
    fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  }
}

/** One row of an audit's table: where, and what it would save. */
function describeRow(row) {
  const where =
    typeof row.url === 'string' ? row.url.replace(/^https?:\/\/[^/]+/, '') : typeof row.groupLabel === 'string' ? row.groupLabel : '';
  if (!where) return '';
  const bytes = typeof row.wastedBytes === 'number' ? ` ${Math.round(row.wastedBytes / 1024)} KiB` : '';
  const time =
    typeof row.wastedMs === 'number'
      ? ` ${Math.round(row.wastedMs)} ms`
      : typeof row.duration === 'number'
        ? ` ${Math.round(row.duration)} ms`
        : '';
  return `${where}${bytes}${time}`;
}

/** What the report blames: the LCP element, then opportunities and diagnostics that did not pass. */
function blame(lhr) {
  const lines = [];
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  const lcpNode = items('largest-contentful-paint-element')
    .flatMap((table) => table.items ?? [])
    .map((row) => row.node)
    .find(Boolean);
  if (lcpNode) lines.push(`LCP element: ${lcpNode.snippet ?? lcpNode.selector ?? '?'}`);
  const phases = items('largest-contentful-paint-element')
    .flatMap((table) => table.items ?? [])
    .filter((row) => row.phase)
    .map((row) => `${row.phase} ${Math.round(row.timing ?? 0)} ms`);
  if (phases.length) lines.push(`LCP phases: ${phases.join(' · ')}`);
  const watched = [
    'lcp-discovery-insight',
    'render-blocking-resources',
    'prioritize-lcp-image',
    'lcp-lazy-loaded',
    'unused-javascript',
    'unused-css-rules',
    'legacy-javascript',
    'uses-responsive-images',
    'modern-image-formats',
    'offscreen-images',
    'unsized-images',
    'layout-shifts',
    'server-response-time',
    'redirects',
    'font-display',
    'bootup-time',
    'mainthread-work-breakdown',
    'long-tasks',
    'third-party-summary',
    'total-byte-weight',
    'dom-size',
    'cls-culprits-insight',
    'image-delivery-insight',
    'forced-reflow-insight',
    'document-latency-insight',
  ];
  for (const id of watched) {
    const audit = lhr.audits[id];
    if (!audit || audit.score === null || audit.score === undefined || audit.score >= 0.9) continue;
    const details = audit.details;
    const savings = [
      details?.overallSavingsMs ? `~${Math.round(details.overallSavingsMs)} ms` : '',
      details?.overallSavingsBytes ? `~${Math.round(details.overallSavingsBytes / 1024)} KiB` : '',
    ].filter(Boolean);
    // An insight's checklist (LCP discovery: fetchpriority, discoverable, not lazy): its unchecked items;
    // otherwise the three biggest rows of the audit's table.
    const unchecked = items(id)
      .filter((row) => row.type === 'checklist')
      .flatMap((row) =>
        Object.values(row.items ?? {})
          .filter((item) => item.value === false)
          .map((item) => item.label),
      );
    const worst = unchecked.length ? unchecked : items(id).map(describeRow).filter(Boolean).slice(0, 3);
    lines.push(
      `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}${savings.length ? ` [${savings.join(', ')}]` : ''}${worst.length ? `: ${worst.join('; ')}` : ''}`,
    );
  }
  return lines;
}

// ── The table ──────────────────────────────────────────────────────────────
const seconds = (v) => (Number.isFinite(v) ? `${(v / 1000).toFixed(2)} s` : '—');
const width = (s) =>
  [...s].reduce(
    (w, ch) => w + (/[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(ch) ? 2 : 1),
    0,
  );
const pad = (s, w, right = false) => (right ? ' '.repeat(Math.max(0, w - width(s))) + s : s + ' '.repeat(Math.max(0, w - width(s))));

function printTable(header, rows, rightAligned) {
  const widths = header.map((h, k) => Math.max(width(h), ...rows.map((c) => width(c[k]))));
  const line = (c) => `| ${c.map((x, k) => pad(x, widths[k], rightAligned.includes(k))).join(' | ')} |`;
  log(line(header));
  log(`|${widths.map((w, k) => (rightAligned.includes(k) ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`);
  for (const c of rows) log(line(c));
}

async function main() {
  if (!fs.existsSync(path.join(distDir, 'BUILD_ID'))) {
    const build = spawnSync(path.join('node_modules', '.bin', 'next'), ['build'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  if (!fs.existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`);
  const started = performance.now();
  const portWanted = args.port ?? process.env.BENCH_WEB_PORT;
  const port = portWanted ? count(portWanted, 0) : await freePort();
  const base = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slime-bench-web-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  log(`starting the server on ${base} (demo seed in ${dataDir})…`);
  await startServer(port, dataDir);
  const { pages: allPages } = await pickPages(base);
  const only = args.only
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const pages = only ? allPages.filter((p) => only.includes(p.name)) : allPages;
  if (!pages.length) throw new Error(`--only matched none of: ${allPages.map((p) => p.name).join(', ')}`);
  if (args.save) fs.mkdirSync(args.save, { recursive: true });

  // One request per page first, so the figures are not the server's first render of a route.
  for (const page of pages) {
    const res = await fetch(`${base}${page.path}`);
    await res.arrayBuffer();
    if (res.status !== 200) log(`  warning: ${page.path} answers HTTP ${res.status}`);
  }

  const results = [];
  const warnings = new Set();
  for (const page of pages) {
    const runs = [];
    for (let k = 0; k < RUNS; k++) {
      log(`  Lighthouse ${page.name} ${page.path}${RUNS > 1 ? ` (run ${k + 1} of ${RUNS})` : ''}…`);
      try {
        runs.push(await lighthouseRun(`${base}${page.path}`));
      } catch (error) {
        log(`    no figures: ${error instanceof Error ? error.message : error}`);
      }
    }
    if (!runs.length) {
      results.push({ page, figures: null, runs: [] });
      continue;
    }
    // The median run by score (then by LCP), as Lighthouse's own guidance suggests for several runs.
    const sorted = [...runs].sort((a, b) => a.score - b.score || b.lcp - a.lcp);
    const figures = sorted[Math.floor((sorted.length - 1) / 2)];
    for (const w of figures.lhr.runWarnings) warnings.add(String(w));
    results.push({ page, figures, runs: runs.map((r) => r.score) });
    if (args.save) {
      fs.writeFileSync(path.join(args.save, `${page.name}.report.json`), JSON.stringify(figures.lhr));
      fs.writeFileSync(path.join(args.save, `${page.name}.report.html`), generateReport(figures.lhr, 'html'));
    }
  }

  const buildId = fs.existsSync(path.join(distDir, 'BUILD_ID')) ? fs.readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim() : '?';
  const lhr0 = results.find((r) => r.figures)?.figures.lhr;
  if (!lhr0) throw new Error('Lighthouse measured no page');
  log(
    `\nLighthouse ${lhr0.lighthouseVersion} · ${lhr0.configSettings.formFactor} · ${lhr0.configSettings.throttlingMethod} throttling ` +
      `(RTT ${lhr0.configSettings.throttling.rttMs} ms, ${((lhr0.configSettings.throttling.throughputKbps ?? 0) / 1000).toFixed(1)} Mbps, ` +
      `CPU ${lhr0.configSettings.throttling.cpuSlowdownMultiplier}×) · ${lhr0.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'} · ` +
      `benchmark index ${Math.round(lhr0.environment.benchmarkIndex)} · build ${buildId} · ${RUNS === 1 ? '1 run' : `median of ${RUNS} runs`} per page\n`,
  );
  printTable(
    ['page', 'performance', 'FCP', 'LCP', 'TBT', 'CLS', 'goal', 'met?'],
    results.map(({ page, figures: f, runs }) => {
      const name = `${page.name} ${page.path.replace(/\?.*$/, (q) => decodeURIComponent(q))}${page.note ? ` (${page.note})` : ''}`;
      const goal = `≥ ${GOAL.score}, FCP ≤ ${GOAL.fcpMs / 1000} s`;
      if (!f) return [name, 'error', '—', '—', '—', '—', goal, '—'];
      return [
        name,
        `${f.score}${runs.length > 1 ? ` (${runs.join(', ')})` : ''}`,
        seconds(f.fcp),
        seconds(f.lcp),
        Number.isFinite(f.tbt) ? `${Math.round(f.tbt)} ms` : '—',
        Number.isFinite(f.cls) ? f.cls.toFixed(3) : '—',
        goal,
        f.score >= GOAL.score && f.fcp <= GOAL.fcpMs ? 'yes' : 'NO',
      ];
    }),
    [1, 2, 3, 4, 5],
  );
  log('\nWhat Lighthouse blames (failing audits of the run above, biggest first in each):');
  for (const { page, figures } of results) {
    if (!figures) continue;
    log(`\n${page.name} ${page.path}`);
    for (const line of blame(figures.lhr)) log(`  - ${line}`);
  }
  if (warnings.size) log(`\nLighthouse warnings:\n${[...warnings].map((w) => `  - ${w}`).join('\n')}`);
  log(`\nbench:web done in ${((performance.now() - started) / 60_000).toFixed(1)} min.`);
}

main()
  .then(cleanUp)
  .catch(async (error) => {
    console.error(error);
    await cleanUp();
    process.exit(1);
  })
  .then(() => process.exit(0));
