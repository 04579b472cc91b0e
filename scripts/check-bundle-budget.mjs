#!/usr/bin/env node
// First-load JS budget, for CI after `next build`:
//   node scripts/check-bundle-budget.mjs                  compare with scripts/bench/bundle-baseline.json
//   node scripts/check-bundle-budget.mjs --write-baseline  record the current build as the baseline
// Reads .next/diagnostics/route-bundle-stats.json (NEXT_DIST_DIR if set), gzips the chunk files
// each route loads first, prints one row per route, and exits 1 when a route grew more than 10 %
// over its baseline (gzip). Absolute goals (/community: 145 KiB gzip) are printed, met or not;
// they fail the check only with --strict, so CI guards against regressions while the goal is open.
// A route that shrank stays passing; write the baseline again to keep the gain. With
// --write-baseline it reports the same but exits 0.
import fs from 'node:fs';
import path from 'node:path';
import { GZIP_BUDGETS, MAX_GROWTH, kib, readRouteBundles } from './bench/bundle-stats.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const baselineFile = path.join(root, 'scripts', 'bench', 'bundle-baseline.json');
const write = process.argv.includes('--write-baseline');
const strict = process.argv.includes('--strict');

let current;
try {
  current = readRouteBundles(root);
} catch (error) {
  console.error(`check-bundle-budget: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
const incomplete = current.routes.filter((r) => r.missing.length);
if (incomplete.length) {
  console.error(
    `check-bundle-budget: ${incomplete.length} route(s) list chunk files that are not there (first: ${incomplete[0].missing[0]}); ` +
      'the diagnostics belong to another build. Build again.',
  );
  process.exit(1);
}

if (write) {
  const routes = Object.fromEntries(
    current.routes.map((r) => [r.route, { gzipBytes: r.gzipBytes, uncompressedBytes: r.uncompressedBytes }]),
  );
  const baseline = {
    note: 'First-load JS per route (gzip of the listed chunks, zlib default level). Written by `node scripts/check-bundle-budget.mjs --write-baseline`.',
    buildId: current.buildId,
    written: new Date().toISOString(),
    routes,
  };
  fs.writeFileSync(baselineFile, `${JSON.stringify(baseline, null, 2)}\n`);
}

const baseline = fs.existsSync(baselineFile) ? JSON.parse(fs.readFileSync(baselineFile, 'utf8')) : { routes: {} };
const failures = [];
const missedGoals = [];
const rows = current.routes.map((r) => {
  const before = baseline.routes?.[r.route]?.gzipBytes;
  const change = before ? r.gzipBytes / before - 1 : null;
  const budget = GZIP_BUDGETS[r.route];
  const problems = [];
  if (change !== null && change > MAX_GROWTH) problems.push(`grew ${(change * 100).toFixed(1)} % (> ${MAX_GROWTH * 100} %)`);
  const overGoal = budget !== undefined && r.gzipBytes > budget;
  if (overGoal) (strict ? problems : []).push(`over ${kib(budget)}`);
  if (overGoal) missedGoals.push(`${r.route}: ${kib(r.gzipBytes)} > ${kib(budget)}`);
  if (problems.length) failures.push(`${r.route}: ${problems.join(', ')}`);
  return [
    r.route,
    kib(r.uncompressedBytes),
    kib(r.gzipBytes),
    before ? kib(before) : 'new',
    change === null ? '—' : `${change >= 0 ? '+' : ''}${(change * 100).toFixed(1)} %`,
    budget === undefined ? `≤ +${MAX_GROWTH * 100} %` : `≤ ${kib(budget)}, ≤ +${MAX_GROWTH * 100} %`,
    problems.length ? 'FAIL' : overGoal ? 'over goal' : 'ok',
  ];
});
for (const route of Object.keys(baseline.routes ?? {})) {
  if (!current.routes.some((r) => r.route === route))
    rows.push([route, '—', '—', kib(baseline.routes[route].gzipBytes), 'gone', '—', 'ok']);
}

const header = ['route', 'first-load JS', 'gzip', 'baseline gzip', 'change', 'budget', 'status'];
const widths = header.map((h, k) => Math.max(h.length, ...rows.map((row) => row[k].length)));
const line = (cells) => `| ${cells.map((c, k) => (k === 0 ? c.padEnd(widths[k]) : c.padStart(widths[k]))).join(' | ')} |`;
console.log(line(header));
console.log(`|${widths.map((w, k) => (k === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
for (const row of rows) console.log(line(row));
console.log(
  `\nbuild ${current.buildId ?? '?'}; baseline ${path.relative(root, baselineFile)}${baseline.buildId ? ` (build ${baseline.buildId})` : ''}` +
    `${write ? ' written now' : ''}. first-load JS = firstLoadUncompressedJsBytes; gzip = the listed chunk files gzipped.`,
);
if (missedGoals.length) console.log(`\ngoals not met yet:\n  ${missedGoals.join('\n  ')}`);
if (failures.length) {
  console.error(`\nfirst-load JS budget exceeded:\n  ${failures.join('\n  ')}`);
  // Writing a baseline is a deliberate act: report, but do not fail it.
  process.exit(write ? 0 : 1);
}
console.log('first-load JS within budget.');
