// `npm run bench:spike [-- options]`: patch day. Signed-in members arrive at once on PostgreSQL
// with 100,000 posts, and the pass lines of issue 27 are printed per scenario.
//
//   --members N        signed-in members, each with a session of their own (default 2000)
//   --window S         seconds over which the herd and the check-ins arrive (default 10)
//   --likers N         members liking the hot post at once (default 500)
//   --readers N        members holding the hot post open live (default 1000)
//   --live-comments C  comments written to it while they read (default 20)
//   --live-gap MS      between two of them (default 3000: 20 a minute)
//   --posts N          grown posts (default 100000; BENCH_POSTS)
//   --comments M       grown comments (default 5 × posts)
//   --max-in-flight K  the server's load shedding (default 48, production's)
//   --only 1,2,3,4     some scenarios only (default all)
//   --port P           server port (default 3400)
//
// PostgreSQL: Debian's server (scripts/test-postgres.sh --keep, or TEST_PG_ADMIN_URL), a throwaway
// `slime_spike_<pid>` database grown as `npm run bench` grows it (scripts/bench/grow.ts), then N
// members and their sessions written straight into it, as the tests make theirs. The production
// server (`node scripts/server.mjs`) runs with load shedding on, and LISTENs for live events on
// the same database (LIVE_LISTEN_URL), as a single instance without PgBouncer would.
//
// 1. The reset herd: every member opens home, then the hot post (the one with 200 comments), then
//    its next page of comments (the API with the cursor the first page's `next` gives), each page
//    with the render cookie plus its personal layer request; arrivals spread over the window. A
//    shed request is sent again after Retry-After, at most 3 times (react-query's retries; a
//    member reloading the shed page).
// 2. The daily check-in of every member within the window (the first check-in of a member's day,
//    00:00 Asia/Seoul, is the rewarded one: none of them has checked in today, half did yesterday);
//    every fourth member taps three times at once. Checked in the database afterwards: one
//    check-in today per member, and their balls grew by exactly its reward.
// 3. L members like the hot post at the same moment. The count must be exact (API, rows, and
//    the stored counter after the fold job), and no statement may wait on a lock over 100 ms.
// 4. R members hold the hot post open on the live channel (a ticket each, then the stream) while
//    comments arrive; each comment is timed from its request's start to its event on every stream.
//
// Throughout, a sampler reads pg_locks every 10 ms (waits on heavyweight locks: row, transaction,
// advisory) and the server's RSS every 250 ms. A request the server sheds (503 with Retry-After)
// or limits (429) is a pass; writes are sent again after Retry-After, as the app lets a member tap
// again. Latency percentiles are of the requests served (not shed). Figures, not pass/fail: the
// script exits 0 whatever the table says. Builds the app first when there is no build.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { Client } from 'pg';
import { count, printUsage, startProductionServer } from './bench/common.mjs';
import { growDatabase } from './bench/grow';
import { rssMb } from './bench/http';
import { throwawayPostgres } from './bench/postgres';
import { openCommentStream, type CommentStream } from './bench/stream';

const { values: args } = parseArgs({
  options: {
    members: { type: 'string' },
    window: { type: 'string' },
    likers: { type: 'string' },
    readers: { type: 'string' },
    'live-comments': { type: 'string' },
    'live-gap': { type: 'string' },
    posts: { type: 'string' },
    comments: { type: 'string' },
    'max-in-flight': { type: 'string' },
    only: { type: 'string' },
    port: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (args.help) printUsage(import.meta.url);
const MEMBERS = Math.max(4, count(args.members, 2000));
const WINDOW_S = Math.max(1, Number(args.window ?? 10));
const LIKERS = Math.min(MEMBERS, count(args.likers, 500));
const READERS = Math.min(MEMBERS - 20, count(args.readers, 1000));
const LIVE_COMMENTS = count(args['live-comments'], 20);
const LIVE_GAP_MS = count(args['live-gap'], 3000);
const POSTS = count(args.posts ?? process.env.BENCH_POSTS, 100_000);
const COMMENTS = count(args.comments ?? process.env.BENCH_COMMENTS, POSTS * 5);
const MAX_IN_FLIGHT = count(args['max-in-flight'], 48);
const PORT = count(args.port, 3400);
const ONLY = new Set((args.only ?? '1,2,3,4').split(',').map((s) => Number(s.trim())));
const base = `http://127.0.0.1:${PORT}`;
const distDir = process.env.NEXT_DIST_DIR || '.next';
const REQUEST_TIMEOUT_MS = 30_000;
// As the browser's queries retry (QUERY_RETRY), and a member reloads a shed page.
const READ_RETRIES = 3;

const GOAL = { p99Ms: 1000, lockWaitMs: 100, deliveryP95Ms: 500, rssMb: 1536 };

const cleanups: Array<() => Promise<void> | void> = [];
async function cleanUp() {
  while (cleanups.length) await Promise.resolve(cleanups.pop()!()).catch((e) => console.error(e));
}
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));
const log = (line: string) => console.log(line);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const ms = (v: number) => (Number.isFinite(v) ? `${v.toFixed(0)} ms` : '—');

// ── Members ────────────────────────────────────────────────────────────────
type Member = { id: number; token: string; agent: http.Agent };

/** N members with a session each, written straight into the database (as test/people.ts does). */
async function makeMembers(databaseUrl: string, n: number, yesterday: string): Promise<Member[]> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ id: number }>(
      `insert into users (email, nickname, locale)
       select 'spike' || g || '@example.com', 'spike' || g, 'ko' from generate_series(1, $1::int) g
       returning id`,
      [n],
    );
    const ids = rows.map((r) => r.id).sort((a, b) => a - b);
    const tokens = ids.map(() => randomBytes(32).toString('base64url'));
    await db.query(
      `insert into sessions (user_id, token_hash, device_id) select u, h, 'web' from unnest($1::int[], $2::text[]) as t(u, h)`,
      [ids, tokens.map((t) => createHash('sha256').update(t).digest('hex'))],
    );
    // Half of them checked in yesterday (their day, Asia/Seoul): today continues a streak.
    const streakers = ids.filter((_, k) => k % 2 === 1);
    await db.query(`insert into check_ins (user_id, day, streak, balls) select u, $2::date, 1 + (u % 6), 10 from unnest($1::int[]) as u`, [
      streakers,
      yesterday,
    ]);
    return ids.map((id, k) => ({ id, token: tokens[k]!, agent: new http.Agent({ keepAlive: true, maxSockets: 4 }) }));
  } finally {
    await db.end();
  }
}

const kstDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(at);
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

// ── Requests and their tally ───────────────────────────────────────────────
type Answer = { status: number; retryAfter: string | undefined; encoding: string | undefined; body: Buffer; ms: number };

function request(
  agent: http.Agent,
  method: string,
  pathname: string,
  headers: Record<string, string> = {},
  body?: unknown,
): Promise<Answer> {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${pathname}`,
      {
        method,
        agent,
        headers: {
          'accept-encoding': 'gzip',
          ...headers,
          ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: res.headers['retry-after'] as string | undefined,
            encoding: res.headers['content-encoding'],
            body: Buffer.concat(chunks),
            ms: performance.now() - started,
          }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

const isShed = (a: Answer) => a.status === 503 && a.retryAfter !== undefined;
const jsonOf = <T>(a: Answer): T => {
  const raw = a.encoding === 'gzip' ? zlib.gunzipSync(a.body) : a.encoding === 'br' ? zlib.brotliDecompressSync(a.body) : a.body;
  const text = raw.toString('utf8');
  return (JSON.parse(text) as { data: T }).data;
};

class Tally {
  served: number[] = []; // ms of every answer but a shed one
  ok = 0;
  limited = 0;
  shed = 0;
  other5xx = 0;
  other4xx = 0;
  timeouts = 0;
  errors = 0;
  unexpected = new Map<string, number>();

  async send(
    agent: http.Agent,
    method: string,
    pathname: string,
    headers?: Record<string, string>,
    body?: unknown,
  ): Promise<Answer | null> {
    try {
      const a = await request(agent, method, pathname, headers, body);
      if (isShed(a)) this.shed += 1;
      else {
        this.served.push(a.ms);
        if (a.status >= 200 && a.status < 300) this.ok += 1;
        else if (a.status === 429) this.limited += 1;
        else {
          if (a.status >= 500) this.other5xx += 1;
          else this.other4xx += 1;
          const key = `${method} ${pathname.replace(/\d+/g, ':n').slice(0, 60)} → ${a.status}`;
          this.unexpected.set(key, (this.unexpected.get(key) ?? 0) + 1);
        }
      }
      return a;
    } catch (error) {
      if (error instanceof Error && error.message === 'timeout') this.timeouts += 1;
      else this.errors += 1;
      return null;
    }
  }

  /**
   * A request sent again after Retry-After while shed or limited: a write as a member's app sends it
   * (the member taps again), a read as the browser retries it (react-query retries a 5xx 3 times;
   * a member reloads a shed page).
   */
  async retried(
    agent: http.Agent,
    method: string,
    pathname: string,
    headers: Record<string, string>,
    body?: unknown,
    attempts = 30,
  ): Promise<Answer | null> {
    for (let attempt = 0; attempt < attempts; attempt++) {
      const a = await this.send(agent, method, pathname, headers, body);
      if (!a || !(isShed(a) || a.status === 429)) return a;
      await sleep(Number(a.retryAfter ?? 1) * 1000 + Math.random() * 500);
    }
    return null;
  }

  get total() {
    return this.served.length + this.shed + this.timeouts + this.errors;
  }
  get clean() {
    return this.other5xx === 0 && this.other4xx === 0 && this.timeouts === 0 && this.errors === 0;
  }
  statusLine() {
    const parts = [
      `${this.total.toLocaleString()} requests: ${this.ok.toLocaleString()} 2xx`,
      `${this.limited} 429`,
      `${this.shed} shed 503`,
      ...(this.other5xx ? [`${this.other5xx} other 5xx`] : []),
      ...(this.other4xx ? [`${this.other4xx} other 4xx`] : []),
      `${this.timeouts} timeouts`,
      ...(this.errors ? [`${this.errors} errors`] : []),
    ];
    return parts.join(' · ');
  }
  latencyLine() {
    const s = [...this.served].sort((a, b) => a - b);
    return `p50 ${ms(percentile(s, 50))} · p95 ${ms(percentile(s, 95))} · p99 ${ms(percentile(s, 99))} · max ${ms(s.at(-1) ?? NaN)}`;
  }
  p99() {
    return percentile(
      [...this.served].sort((a, b) => a - b),
      99,
    );
  }
}

// ── Samplers: lock waits in the database, the server's memory ─────────────
type LockWait = { ms: number; query: string; lock: string };

function startSamplers(databaseUrl: string, pid: number) {
  const waits = new Map<string, LockWait>();
  let peakRss = 0;
  let running = true;
  const db = new Client({ connectionString: databaseUrl, application_name: 'bench-spike sampler' });
  const loop = (async () => {
    await db.connect();
    while (running) {
      const { rows } = await db.query<{ pid: number; since: string; ms: number; query: string; lock: string }>(
        `select l.pid, l.waitstart::text as since, extract(epoch from clock_timestamp() - l.waitstart)::float8 * 1000 as ms,
                left(regexp_replace(a.query, '\\s+', ' ', 'g'), 140) as query, l.locktype || ' ' || l.mode as lock
         from pg_locks l join pg_stat_activity a on a.pid = l.pid
         where not l.granted and l.waitstart is not null and a.datname = current_database()`,
      );
      for (const r of rows) {
        const key = `${r.pid}@${r.since}`;
        const seen = waits.get(key);
        if (!seen || r.ms > seen.ms) waits.set(key, { ms: r.ms, query: r.query, lock: r.lock });
      }
      await sleep(10);
    }
    await db.end();
  })();
  const rssTimer = setInterval(() => (peakRss = Math.max(peakRss, rssMb(pid))), 250);
  return {
    /** Starts a scenario's count: its lock waits and its peak RSS. */
    reset() {
      waits.clear();
      peakRss = rssMb(pid);
    },
    read() {
      const all = [...waits.values()].sort((a, b) => b.ms - a.ms);
      return { waits: all.length, over: all.filter((w) => w.ms > GOAL.lockWaitMs).length, worst: all[0] ?? null, peakRss };
    },
    async stop() {
      running = false;
      clearInterval(rssTimer);
      await loop.catch(() => undefined);
    },
  };
}
type Samplers = ReturnType<typeof startSamplers>;

// ── The table ──────────────────────────────────────────────────────────────
type Row = { scenario: string; figure: string; value: string; goal: string; met: boolean | null };
const rows: Row[] = [];

function commonRows(scenario: string, tally: Tally, samplers: Samplers) {
  const s = samplers.read();
  rows.push({ scenario, figure: 'answers', value: tally.statusLine(), goal: '2xx, 429 or shed 503 only', met: tally.clean });
  for (const [key, n] of tally.unexpected) rows.push({ scenario, figure: '  unexpected', value: `${n} × ${key}`, goal: '', met: null });
  rows.push({
    scenario,
    figure: 'latency of served requests',
    value: tally.latencyLine(),
    goal: 'p99 ≤ 1 s',
    met: tally.p99() <= GOAL.p99Ms,
  });
  rows.push({
    scenario,
    figure: 'lock waits (pg_locks every 10 ms)',
    value: s.worst
      ? `${s.waits} seen · max ${ms(s.worst.ms)} (${s.worst.lock}: ${s.worst.query.slice(0, 60)}) · ${s.over} over 100 ms`
      : 'none seen',
    goal: scenario.startsWith('3') ? '≤ 100 ms' : '—',
    met: scenario.startsWith('3') ? (s.worst?.ms ?? 0) <= GOAL.lockWaitMs : null,
  });
  rows.push({ scenario, figure: 'server RSS, peak', value: `${s.peakRss.toFixed(0)} MB`, goal: '≤ 1.5 GB', met: s.peakRss <= GOAL.rssMb });
}

function printTable() {
  const cells = rows.map((r) => [r.scenario, r.figure, r.value, r.goal, r.met === null ? '—' : r.met ? 'yes' : 'NO']);
  const header = ['scenario', 'figure', 'value', 'goal', 'met?'];
  const widths = header.map((h, k) => Math.max(h.length, ...cells.map((c) => [...c[k]!].length)));
  const line = (c: string[]) => `| ${c.map((x, k) => x + ' '.repeat(Math.max(0, widths[k]! - [...x].length))).join(' | ')} |`;
  log(line(header));
  log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const c of cells) log(line(c));
}

/** Runs `fn(k)` for k in [0, n), each starting at its own moment spread evenly over `seconds`. */
async function spread(n: number, seconds: number, fn: (k: number) => Promise<void>) {
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: n }, async (_, k) => {
      const at = ((k + Math.random()) / n) * seconds * 1000;
      await sleep(Math.max(0, at - (performance.now() - t0)));
      await fn(k);
    }),
  );
  return (performance.now() - t0) / 1000;
}

// ── Scenarios ──────────────────────────────────────────────────────────────
type World = { members: Member[]; hot: number; databaseUrl: string; samplers: Samplers };

async function resetHerd({ members, hot, samplers }: World) {
  const name = `1. reset herd (${members.length} members)`;
  log(`\n${name}: home, the post, its next comment page; arrivals over ${WINDOW_S} s…`);
  // The cursor of the second comment page, as the first page's `next` link gives it (a guest's
  // first page is the one the post page server-renders).
  const first = jsonOf<{ next: string | null }>(await request(new http.Agent(), 'GET', `/api/v1/community/replies/?post_id=${hot}`));
  if (!first.next) throw new Error(`post ${hot} has one page of comments only`);
  const next = new URL(first.next, base);
  const commentsPage = `/api/v1/community/replies/${next.search}`;
  // Warm the shared pages, as they are on a server that has been up.
  for (const p of ['/community', `/community/detail/${hot}`]) await request(new http.Agent(), 'GET', p);

  samplers.reset();
  const tally = new Tally();
  let complete = 0;
  let layersServed = 0;
  let layersWithPost = 0;
  let commentsServed = 0;
  let commentRows = 0;
  const seconds = await spread(members.length, WINDOW_S, async (k) => {
    const m = members[k]!;
    const page = { cookie: `slime_token=${encodeURIComponent(m.token)}` };
    const auth = { authorization: `Token ${m.token}` };
    const read = (pathname: string, headers: Record<string, string>) =>
      tally.retried(m.agent, 'GET', pathname, headers, undefined, 1 + READ_RETRIES);
    const answers: Array<Answer | null> = [];
    answers.push(await read('/community', page));
    answers.push(await read('/api/v1/user/layer/?me=1&unread=1&hidden=1', auth));
    answers.push(await read(`/community/detail/${hot}`, page));
    const layer = await read(`/api/v1/user/layer/?me=1&unread=1&hidden=1&posts=${hot}`, auth);
    answers.push(layer);
    const comments = await read(commentsPage, auth);
    answers.push(comments);
    if (answers.every((a) => a && a.status === 200)) complete += 1;
    if (layer?.status === 200) {
      layersServed += 1;
      if (jsonOf<{ reactions?: Record<string, unknown> }>(layer).reactions?.[String(hot)]) layersWithPost += 1;
    }
    if (comments?.status === 200) {
      commentsServed += 1;
      if (jsonOf<{ results: unknown[] }>(comments).results.length > 0) commentRows += 1;
    }
  });
  commonRows(name, tally, samplers);
  rows.push({
    scenario: name,
    figure: 'members served all 5',
    value: `${complete} of ${members.length} (each request sent again after Retry-After at most ${READ_RETRIES} times), done in ${seconds.toFixed(1)} s`,
    goal: '—',
    met: null,
  });
  rows.push({
    scenario: name,
    figure: 'answers complete',
    value: `${layersWithPost} of ${layersServed} post layers served carry the post's reactions; ${commentRows} of ${commentsServed} second comment pages carry rows`,
    goal: 'all of them',
    met: layersWithPost === layersServed && commentRows === commentsServed,
  });
}

async function checkIns({ members, databaseUrl, samplers }: World) {
  const name = `2. check-ins (${members.length} members)`;
  log(`\n${name}: the day's first check-in of every member over ${WINDOW_S} s, every 4th tapping 3 times at once…`);
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const ids = members.map((m) => m.id);
    const ballsBefore = new Map(
      (await db.query<{ id: number; balls: number }>('select id, referral_ball as balls from users where id = any($1)', [ids])).rows.map(
        (r) => [r.id, r.balls],
      ),
    );
    samplers.reset();
    const tally = new Tally();
    type Result = { already: boolean; day: string; balls_awarded: number };
    const results = new Map<number, Result[]>();
    const seconds = await spread(members.length, WINDOW_S, async (k) => {
      const m = members[k]!;
      const taps = k % 4 === 0 ? 3 : 1;
      const answers = await Promise.all(
        Array.from({ length: taps }, () =>
          tally.retried(m.agent, 'POST', '/api/v1/missions/check-in/', { authorization: `Token ${m.token}` }),
        ),
      );
      results.set(
        m.id,
        answers.filter((a): a is Answer => a?.status === 200).map((a) => jsonOf<Result>(a)),
      );
    });
    // Every check-in row of these members on the days the answers named (today in Seoul, or
    // tomorrow too if the run crossed midnight), and their balls now.
    const days = [...new Set([...results.values()].flat().map((r) => r.day))];
    const { rows: done } = await db.query<{ user_id: number; day: string; balls: number; after: number }>(
      `select c.user_id, c.day::text as day, c.balls, u.referral_ball as after
       from check_ins c join users u on u.id = c.user_id
       where c.user_id = any($1) and c.day = any($2::date[])`,
      [ids, days],
    );
    const byMember = new Map<number, typeof done>();
    for (const r of done) byMember.set(r.user_id, [...(byMember.get(r.user_id) ?? []), r]);
    let acknowledged = 0;
    let rewardedOnce = 0;
    let duplicatesAnsweredAlready = 0;
    let duplicateTaps = 0;
    let exactBalls = 0;
    for (const m of members) {
      const answers = results.get(m.id) ?? [];
      if (answers.length === 0) continue;
      acknowledged += 1;
      const rewarded = answers.filter((a) => !a.already);
      duplicateTaps += answers.length - 1;
      duplicatesAnsweredAlready += answers.filter((a) => a.already).length;
      const written = byMember.get(m.id) ?? [];
      const row = written[0];
      if (rewarded.length === 1 && written.length === 1 && row!.day === rewarded[0]!.day) {
        rewardedOnce += 1;
        if (row!.after - ballsBefore.get(m.id)! === row!.balls && row!.balls === rewarded[0]!.balls_awarded) exactBalls += 1;
      }
    }
    const stray = members.filter((m) => !(results.get(m.id) ?? []).length && byMember.has(m.id)).length;
    commonRows(name, tally, samplers);
    rows.push({
      scenario: name,
      figure: 'one reward per member (database)',
      value: `${acknowledged} acknowledged in ${seconds.toFixed(1)} s; ${rewardedOnce} with exactly one check-in row today and one rewarded answer; ${exactBalls} with balls grown by exactly that reward; ${duplicatesAnsweredAlready} of ${duplicateTaps} extra taps answered already${stray ? `; ${stray} unacknowledged but written` : ''}`,
      goal: `${members.length} of ${members.length}`,
      met:
        acknowledged === members.length &&
        rewardedOnce === members.length &&
        exactBalls === members.length &&
        duplicatesAnsweredAlready === duplicateTaps,
    });
  } finally {
    await db.end();
  }
}

async function likes({ members, hot, databaseUrl, samplers }: World) {
  const likers = members.slice(0, LIKERS);
  const name = `3. likes on one post (${likers.length} at once)`;
  log(`\n${name}…`);
  const guest = new http.Agent();
  type Counts = { like_count: number; recommend_count: number; liked: boolean };
  const before = jsonOf<Counts>(await request(guest, 'GET', `/api/v1/community/${hot}/like/`)).like_count;
  samplers.reset();
  const tally = new Tally();
  const t0 = performance.now();
  const answers = await Promise.all(
    likers.map((m) =>
      tally.retried(m.agent, 'POST', `/api/v1/community/${hot}/like/`, { authorization: `Token ${m.token}` }, { kind: 'like' }),
    ),
  );
  const seconds = (performance.now() - t0) / 1000;
  const acked = answers.filter((a) => a?.status === 200 && jsonOf<Counts>(a).liked).length;
  const seen = jsonOf<Counts>(await request(guest, 'GET', `/api/v1/community/${hot}/like/`)).like_count;
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const q = async () =>
      (
        await db.query<{ rows: number; stored: number; pending: number }>(
          `select (select count(*)::int from post_reactions where post_id = $1 and kind = 'like') as rows,
                  (select like_count from posts where id = $1) as stored,
                  (select count(*)::int from post_reaction_deltas where post_id = $1) as pending`,
          [hot],
        )
      ).rows[0]!;
    const pendingState = await q();
    commonRows(name, tally, samplers);
    // The fold the jobs tick runs every 5 minutes, run now (the app's own function).
    const { foldReactionDeltas } = await import('../lib/server/community/reaction-counts');
    const { closeDb } = await import('../lib/server/db');
    const folded = await foldReactionDeltas();
    await closeDb();
    const after = await q();
    const seenAfter = jsonOf<Counts>(await request(guest, 'GET', `/api/v1/community/${hot}/like/`)).like_count;
    const exact =
      acked === likers.length &&
      seen === before + likers.length &&
      pendingState.rows === seen &&
      after.stored === seen &&
      after.pending === 0 &&
      seenAfter === seen;
    rows.push({
      scenario: name,
      figure: 'count exact',
      value: `${acked} acknowledged in ${seconds.toFixed(1)} s; count ${before} → ${seen} (API), ${pendingState.rows} rows; stored ${pendingState.stored} + ${pendingState.pending} pending → fold (${folded.deltas} deltas) → stored ${after.stored}, API ${seenAfter}`,
      goal: `+${likers.length}, everywhere`,
      met: exact,
    });
  } finally {
    await db.end();
  }
}

type Reader = CommentStream;

const openStream = (ticket: string, topics: string): Reader =>
  openCommentStream(`${base}/api/v1/live/stream/?topics=${topics}&ticket=${encodeURIComponent(ticket)}`);

async function live({ members, hot, databaseUrl, samplers }: World) {
  const readers = members.slice(0, READERS);
  const writers = members.slice(READERS, READERS + 20);
  const name = `4. live post (${readers.length} readers)`;
  log(`\n${name}: opening the streams…`);
  samplers.reset();
  const tally = new Tally();
  const open: Reader[] = [];
  const openedAt = performance.now();
  // A ticket, then the stream, for each reader; 40 at a time (a stream counts against
  // MAX_IN_FLIGHT until its headers go out), again after Retry-After when shed.
  for (let k = 0; k < readers.length; k += 40) {
    await Promise.all(
      readers.slice(k, k + 40).map(async (m) => {
        for (let attempt = 0; attempt < 20; attempt++) {
          const t = await tally.retried(m.agent, 'POST', '/api/v1/live/ticket/', { authorization: `Token ${m.token}` });
          if (!t || t.status !== 201) throw new Error(`ticket: ${t?.status}`);
          const reader = openStream(jsonOf<{ ticket: string }>(t).ticket, `post:${hot}`);
          try {
            await reader.ready;
            open.push(reader);
            return;
          } catch (error) {
            const e = error as { status?: number; retryAfter?: string };
            if (e.status === 503 && e.retryAfter) tally.shed += 1;
            else throw error;
            await sleep(Number(e.retryAfter) * 1000);
          }
        }
      }),
    );
  }
  cleanups.push(() => open.forEach((r) => r.req.destroy()));
  log(
    `  ${open.length} streams open in ${((performance.now() - openedAt) / 1000).toFixed(1)} s; ${LIVE_COMMENTS} comments, one every ${LIVE_GAP_MS} ms…`,
  );
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  const commentCount = async () => (await db.query<{ n: number }>('select comment_count as n from posts where id = $1', [hot])).rows[0]!.n;
  const countBefore = await commentCount();
  const sent = new Map<number, number>();
  const acked = new Map<number, number>();
  for (let c = 0; c < LIVE_COMMENTS; c++) {
    const w = writers[c % writers.length]!;
    const t0 = performance.now();
    const a = await tally.retried(
      w.agent,
      'POST',
      '/api/v1/community/reply/',
      { authorization: `Token ${w.token}` },
      { post_id: hot, content: `패치 첫날 실시간 댓글 ${c + 1}번이에요` },
    );
    if (a && (a.status === 200 || a.status === 201)) {
      const id = jsonOf<{ id: number }>(a).id;
      sent.set(id, t0);
      acked.set(id, t0 + a.ms);
    }
    await sleep(Math.max(0, LIVE_GAP_MS - (performance.now() - t0)));
  }
  await sleep(3000);
  const latencies: number[] = [];
  const afterAck: number[] = [];
  let missing = 0;
  for (const reader of open)
    for (const [id, t0] of sent) {
      const at = reader.got.get(id);
      if (at === undefined) missing += 1;
      else {
        latencies.push(at - t0);
        afterAck.push(at - acked.get(id)!);
      }
    }
  latencies.sort((a, b) => a - b);
  afterAck.sort((a, b) => a - b);
  const writes = [...acked.entries()].map(([id, t]) => t - sent.get(id)!).sort((a, b) => a - b);
  const countAfter = await commentCount();
  await db.end();
  commonRows(name, tally, samplers);
  const p95 = percentile(latencies, 95);
  rows.push({
    scenario: name,
    figure: 'comment delivery to every stream',
    value: `p50 ${ms(percentile(latencies, 50))} · p95 ${ms(p95)} · max ${ms(latencies.at(-1) ?? NaN)} (300 ms hold included)`,
    goal: 'p95 ≤ 500 ms',
    met: p95 <= GOAL.deliveryP95Ms,
  });
  rows.push({
    scenario: name,
    figure: '  of which: the comment request; after its answer',
    value: `request p50 ${ms(percentile(writes, 50))} · max ${ms(writes.at(-1) ?? NaN)}; after the answer p50 ${ms(percentile(afterAck, 50))} · p95 ${ms(percentile(afterAck, 95))}`,
    goal: '—',
    met: null,
  });
  rows.push({
    scenario: name,
    figure: 'deliveries; comment count',
    value: `${latencies.length} of ${open.length * sent.size} (${open.length} streams × ${sent.size} acknowledged comments)${missing ? `, ${missing} missing` : ''}; comment_count ${countBefore} → ${countAfter}`,
    goal: 'all; +comments',
    met: missing === 0 && open.length === readers.length && sent.size === LIVE_COMMENTS && countAfter === countBefore + sent.size,
  });
  for (const reader of open) reader.req.destroy();
}

// ── Main ───────────────────────────────────────────────────────────────────
async function main() {
  if (!fs.existsSync(path.join(distDir, 'BUILD_ID'))) {
    log('no production build: building (npm run build)…');
    if (spawnSync('npm', ['run', '-s', 'build'], { stdio: 'inherit' }).status !== 0) throw new Error('build failed');
  }
  const started = performance.now();
  log(`== spike: PostgreSQL, ${POSTS.toLocaleString()} posts, ${MEMBERS.toLocaleString()} members, MAX_IN_FLIGHT=${MAX_IN_FLIGHT}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slime-bench-spike-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const databaseUrl = await throwawayPostgres('slime_spike', cleanups);
  process.env.DATA_DIR = dataDir;
  process.env.DATABASE_URL = databaseUrl;
  const grown = await growDatabase(POSTS, COMMENTS, log);
  const today = kstDay(new Date());
  const members = await makeMembers(databaseUrl, MEMBERS, addDays(today, -1));
  cleanups.push(() => members.forEach((m) => m.agent.destroy()));
  log(`  ${members.length} members with sessions; hot post ${grown.threadPostId} (${grown.threadComments} comments)`);

  const server: ChildProcess = await startProductionServer({
    port: PORT,
    dataDir,
    env: { DATABASE_URL: databaseUrl, LIVE_LISTEN_URL: databaseUrl, MAX_IN_FLIGHT: String(MAX_IN_FLIGHT), SEED_DEMO: 'true' },
    cleanups,
  });
  const samplers = startSamplers(databaseUrl, server.pid!);
  cleanups.push(() => samplers.stop());
  await sleep(2000);
  const rssIdle = rssMb(server.pid!);
  const world: World = { members, hot: grown.threadPostId, databaseUrl, samplers };
  try {
    if (ONLY.has(1)) await resetHerd(world);
    if (ONLY.has(2)) await checkIns(world);
    if (ONLY.has(3)) await likes(world);
    if (ONLY.has(4)) await live(world);
  } catch (error) {
    console.error(error);
    rows.push({ scenario: 'run', figure: 'aborted', value: error instanceof Error ? error.message : String(error), goal: '', met: false });
  }
  const buildId = fs.readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim();
  log(
    `\nPostgreSQL · demo + ${POSTS.toLocaleString()} posts, ${COMMENTS.toLocaleString()} comments · ${MEMBERS} members · window ${WINDOW_S} s · ` +
      `MAX_IN_FLIGHT=${MAX_IN_FLIGHT} · build ${buildId} · server RSS idle ${rssIdle.toFixed(0)} MB\n`,
  );
  printTable();
  log(`\nbench:spike done in ${((performance.now() - started) / 60_000).toFixed(1)} min.`);
  await cleanUp();
}

main()
  .catch(async (error) => {
    console.error(error);
    await cleanUp();
    process.exit(1);
  })
  .then(() => process.exit(0));
