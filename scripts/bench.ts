// `npm run bench`: a production server on a demo database grown to 100,000 posts and 500,000
// comments, loaded with autocannon: a static file, the post list API, the post list page and a
// post detail page (plus the notice list). Prints requests per second, p50 and p99 of each and
// its ratio to the static file, and the server's memory. Figures, not pass/fail.
// Builds the app first when there is no build. BENCH_POSTS / BENCH_COMMENTS change the size.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const POSTS = Number(process.env.BENCH_POSTS || 100_000);
const COMMENTS = Number(process.env.BENCH_COMMENTS || 500_000);
const DURATION = Number(process.env.BENCH_SECONDS || 10);
const PORT = Number(process.env.BENCH_PORT || 3200);
const base = `http://localhost:${PORT}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slime-bench-'));
const distDir = process.env.NEXT_DIST_DIR || '.next';
const bin = path.join('node_modules', '.bin', 'next');

async function growDatabase(): Promise<number> {
  process.env.DATA_DIR = dataDir;
  process.env.SEED_DEMO = 'true';
  delete process.env.DATABASE_URL;
  const { sql } = await import('drizzle-orm');
  const { closeDb, getDb } = await import('../lib/server/db');
  const db = await getDb();
  const started = performance.now();
  const boards = [14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 32, 33, 34, 35];
  await db.execute(sql`
    insert into posts (category_id, post_type, author_id, title, content, created_at, updated_at)
    select (array[${sql.raw(boards.join(','))}])[1 + g % ${boards.length}], 1, 3 + g % 30,
           '벤치 글 ' || g || ' ' || (array['슬라임','고양이','貓咪','보석','交易','모자'])[1 + g % 6],
           repeat('말랑한 슬라임 친구들과 함께하는 하루, 오늘도 마을 광장에서 만나요. ', 4) || g,
           now() - make_interval(mins => g), now() - make_interval(mins => g)
    from generate_series(1, ${POSTS}) g`);
  const result = (await db.execute(
    sql`select min(id)::int as lo, max(id)::int as hi from posts where title like '벤치 글 %'`,
  )) as unknown as { rows: { lo: number; hi: number }[] };
  const range = result.rows[0];
  const span = range!.hi - range!.lo + 1;
  await db.execute(sql`
    insert into comments (post_id, author_id, content, created_at, updated_at)
    select ${range!.lo} + (g % ${span}), 3 + g % 30, '좋은 정보 고마워요! 댓글 ' || g,
           now() - make_interval(secs => g), now() - make_interval(secs => g)
    from generate_series(1, ${COMMENTS}) g`);
  await db.execute(sql`
    update posts set comment_count = c.n
    from (select post_id, count(*)::int as n from comments where deleted_at is null group by post_id) c
    where posts.id = c.post_id`);
  await db.execute(sql`analyze`);
  console.log(
    `database: demo + ${POSTS.toLocaleString()} posts and ${COMMENTS.toLocaleString()} comments in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await closeDb();
  return range!.hi - Math.floor(span / 2);
}

async function waitFor(url: string, ms = 180_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not answer ${url}`);
}

function rssMb(pid: number): number {
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

async function main() {
  if (!fs.existsSync(path.join(distDir, 'BUILD_ID'))) {
    const build = spawnSync(bin, ['build'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const detailId = await growDatabase();
  const server = spawn(process.execPath, ['scripts/server.mjs'], {
    env: { ...process.env, PORT: String(PORT), NODE_ENV: 'production', DATA_DIR: dataDir, SEED_DEMO: 'false', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
  });
  try {
    await waitFor(`${base}/api/v1/community/categories/`);
    const targets: [string, string][] = [
      ['static file', '/art/og-default.png'],
      ['post list API', '/api/v1/community/?category=37'],
      ['post list page', '/community/posts'],
      ['post detail page', `/community/detail/${detailId}`],
      ['notice list page', '/community/notice'],
    ];
    const rows: { name: string; rps: number; p50: number; p99: number; errors: number }[] = [];
    for (const [name, target] of targets) {
      await autocannon({ url: `${base}${target}`, connections: 10, duration: 2 }); // warm-up
      const r = await autocannon({ url: `${base}${target}`, connections: 10, duration: DURATION });
      rows.push({ name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx });
    }
    const staticRps = rows[0]!.rps || 1;
    console.log(`\n${'target'.padEnd(20)}${'req/s'.padStart(8)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'vs static'.padStart(11)}${'errors'.padStart(8)}`);
    for (const row of rows) {
      console.log(
        `${row.name.padEnd(20)}${row.rps.toFixed(0).padStart(8)}${String(row.p50).padStart(9)}${String(row.p99).padStart(9)}${(row.rps / staticRps).toFixed(2).padStart(11)}${String(row.errors).padStart(8)}`,
      );
    }
    console.log(`\nserver memory (RSS): ${rssMb(server.pid!).toFixed(0)} MB`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
