// Two production servers (scripts/server.mjs, the build in .next) on one database through
// PgBouncer in transaction pooling mode, uploads on an S3 stand-in: what a member does on one
// instance holds on the other. Run by scripts/test-scale-out.sh, which starts PgBouncer and
// creates the empty database SCALE_DATABASE_URL names:
//
//   SCALE_DATABASE_URL=postgres://…@127.0.0.1:<pgbouncer>/<db> node --test scripts/scale-out/two-instances.mjs
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import pg from 'pg';
import S3rver from 's3rver';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const databaseUrl = process.env.SCALE_DATABASE_URL;
if (!databaseUrl) throw new Error('SCALE_DATABASE_URL is not set: run scripts/test-scale-out.sh');
const distDir = process.env.NEXT_DIST_DIR || '.next';
if (!fs.existsSync(path.join(root, distDir, 'BUILD_ID'))) throw new Error(`No production build in ${distDir}: run next build first`);

// Short enough to wait for here; docs/scale-out.md's bound is 2 × this.
const HOT_TTL_SECONDS = 2;
const MEMBER_PASSWORD = 'slime1234!';
const REACTORS = ['jellybear', 'butler', 'greendrop', 'strawmilk', 'littlemage', 'slowturtle', 'mooncat', 'rainbowjelly'].map(
  (k) => `${k}@example.com`,
);

const withAppName = (url, name) => {
  const u = new URL(url);
  u.searchParams.set('application_name', name);
  return u.toString();
};

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A child process whose output is kept for the failure report. */
function run(name, command, args, env) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines = [];
  const keep = (chunk) => {
    lines.push(
      ...String(chunk)
        .split('\n')
        .filter(Boolean)
        .map((line) => `[${name}] ${line}`),
    );
    lines.splice(0, Math.max(0, lines.length - 200));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
  return { name, child, lines, exited };
}

async function succeeds(proc) {
  const code = await proc.exited;
  assert.equal(code, 0, `${proc.name} failed:\n${proc.lines.join('\n')}`);
}

let ipCounter = 0;
const freshIp = () => `10.200.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

async function call(base, method, pathname, { token, body, form, ip } = {}) {
  const headers = { 'x-forwarded-for': ip ?? freshIp() };
  if (token) headers.authorization = `Token ${token}`;
  let payload;
  if (form) payload = form;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(base + pathname, { method, headers, body: payload });
  const bytes = Buffer.from(await res.arrayBuffer());
  let json = null;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {}
  return { status: res.status, headers: res.headers, body: json, bytes };
}

async function login(base, email, password, ip) {
  const res = await call(base, 'POST', '/api/v1/user/login/community/', { body: { identifier: email, password }, ip });
  assert.equal(res.status, 200, `login ${email}: ${JSON.stringify(res.body)}`);
  return res.body.data.token;
}

const LOGIN = '/api/v1/user/login/community/';
const hotIds = async (base) =>
  (await call(base, 'GET', '/api/v1/community/ranking/?type=hot&limit=50')).body.data.results.map((r) => r.post.id);
const mainPage = async (base) => (await call(base, 'GET', '/api/v3/community/main/')).body.data;

async function waitFor(what, check, timeoutMs) {
  const start = Date.now();
  for (;;) {
    const value = await check();
    if (value) return Date.now() - start;
    if (Date.now() - start > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

let s3;
let db;
const instances = [];
let A;
let B;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'slime-scale-'));

function report() {
  for (const proc of instances) console.error(proc.lines.join('\n'));
}

before(
  async () => {
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: path.join(tmp, 's3'),
      configureBuckets: [{ name: 'slime-uploads' }],
    });
    const { port: s3Port } = await s3.run();
    const common = {
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      APP_ENV: 'development',
      SEED_DEMO: 'true',
      S3_BUCKET: 'slime-uploads',
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    };

    // Two instances' start-up work at once on the empty database: migrations and the demo seed
    // must run once, under the migration lock, through the pooler.
    const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
    const openers = ['open-1', 'open-2'].map((name) =>
      run(name, tsx, ['--conditions=react-server', 'scripts/scale-out/open-db.ts'], {
        ...common,
        DATABASE_URL: withAppName(databaseUrl, name),
        DATA_DIR: path.join(tmp, name),
      }),
    );
    for (const opener of openers) await succeeds(opener);

    db = new pg.Client({ connectionString: withAppName(databaseUrl, 'scale-test') });
    await db.connect();
    const { rows } = await db.query(`select count(*)::int as n from users where email in ('demo@example.com', 'admin@example.com')`);
    assert.equal(rows[0].n, 2, 'the demo seed ran once');

    // Every attempt, claim and completion of a job, with the instance that made it (its
    // application_name), so the job test can count them.
    await db.query(`
    create table scale_job_log (at timestamptz not null default clock_timestamp(), app text, name text, event text);
    create function scale_log_job() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into scale_job_log (app, name, event) values (current_setting('application_name'), new.name, 'attempt');
      elsif new.locked_until is not null and old.locked_until is null then
        insert into scale_job_log (app, name, event) values (current_setting('application_name'), new.name, 'claim');
      elsif new.last_run_at is distinct from old.last_run_at then
        insert into scale_job_log (app, name, event) values (current_setting('application_name'), new.name, 'done');
      end if;
      return new;
    end $$;
    create trigger scale_log_job before insert or update on job_runs for each row execute function scale_log_job();`);

    const [portA, portB] = [await freePort(), await freePort()];
    for (const [name, port] of [
      ['slime-a', portA],
      ['slime-b', portB],
    ]) {
      instances.push(
        run(name, process.execPath, ['scripts/server.mjs'], {
          ...common,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: withAppName(databaseUrl, name),
          DATA_DIR: path.join(tmp, name),
          SITE_URL: `http://127.0.0.1:${port}`,
          TRUSTED_PROXIES: '127.0.0.1,::1',
          MAX_IN_FLIGHT: '0',
          HOT_RANKING_TTL_SECONDS: String(HOT_TTL_SECONDS),
        }),
      );
    }
    [A, B] = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`];
    try {
      await Promise.all(
        [A, B].map((base, k) =>
          Promise.race([
            waitFor(`${base} ready`, async () => (await fetch(`${base}/api/v1/community/categories/`).catch(() => null))?.ok, 180_000),
            instances[k].exited.then((code) => {
              throw new Error(`${instances[k].name} exited (${code})`);
            }),
          ]),
        ),
      );
    } catch (error) {
      report();
      throw error;
    }
  },
  { timeout: 420_000 },
);

after(async () => {
  for (const proc of instances) proc.child.kill('SIGTERM');
  await Promise.all(instances.map((proc) => proc.exited));
  await db?.end().catch(() => undefined);
  await s3?.close().catch(() => undefined);
  fs.rmSync(tmp, { recursive: true, force: true });
});

test('a session signed in on A works on B, and signing out on B ends it on A', async () => {
  const token = await login(A, 'demo@example.com', 'demo1234!');
  assert.equal((await call(B, 'GET', '/api/v1/user/', { token })).status, 200);
  assert.equal((await call(B, 'POST', '/api/v1/user/logout/', { token })).status, 200);
  const ended = await call(A, 'GET', '/api/v1/user/', { token });
  assert.equal(ended.status, 401);
  assert.equal(ended.body.code, 1101);
});

test('login failures counted on A hold on B: per address and per account', async () => {
  // Per address: 30 failures in 15 minutes, half on each instance; the next try is refused on
  // both, even with the right password.
  const ip = '10.99.0.1';
  for (let k = 0; k < 30; k++) {
    const res = await call(k % 2 ? B : A, 'POST', LOGIN, { body: { identifier: `nobody-${k}@example.com`, password: 'wrong-one' }, ip });
    assert.equal(res.body.code, 2001);
  }
  for (const base of [A, B]) {
    const refused = await call(base, 'POST', LOGIN, { body: { identifier: 'demo@example.com', password: 'demo1234!' }, ip });
    assert.equal(refused.status, 429);
    assert.equal(refused.body.code, 1700);
    assert.ok(Number(refused.headers.get('retry-after')) >= 1);
  }

  // Per account: the five free failures spent on A; B, which has seen fewer than five, makes
  // the next tries wait. (A try after the delay counts and doubles it, so a refusal comes.)
  const account = { identifier: 'starknight@example.com', password: 'wrong-one' };
  for (let k = 0; k < 5; k++) assert.equal((await call(A, 'POST', LOGIN, { body: account, ip: '10.99.0.2' })).body.code, 2002);
  let refused;
  for (let k = 0; k < 3 && !refused; k++) {
    const res = await call(B, 'POST', LOGIN, { body: account, ip: '10.99.0.2' });
    if (res.status === 429) refused = res;
    else assert.equal(res.body.code, 2002);
  }
  assert.ok(refused, 'B refused a try within the delay A counted');
  assert.equal(refused.body.code, 1700);
});

test('a due job runs on one instance only, though both try it', async (t) => {
  const log = async () => (await db.query('select app, name, event from scale_job_log order by at')).rows;
  await waitFor(
    'both instances tried the purge job and one finished it',
    async () => {
      const purge = (await log()).filter((r) => r.name === 'purge-withdrawn');
      const tried = new Set(purge.filter((r) => r.event === 'attempt').map((r) => r.app));
      return tried.has('slime-a') && tried.has('slime-b') && purge.some((r) => r.event === 'done');
    },
    60_000,
  );
  const rows = await log();
  for (const name of new Set(rows.map((r) => r.name))) {
    const claims = rows.filter((r) => r.name === name && r.event === 'claim');
    assert.equal(claims.length, 1, `${name} was claimed ${claims.length} times: ${JSON.stringify(rows)}`);
    const tries = rows.filter((r) => r.name === name && r.event === 'attempt').map((r) => r.app);
    t.diagnostic(`${name}: tried by ${tries.join(', ')}; run by ${claims[0].app}`);
  }
});

test('an image uploaded through A is served by B (uploads on S3)', async () => {
  const token = await login(A, 'demo@example.com', 'demo1234!');
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#5c9' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([png], { type: 'image/png' }), 'slime.png');
  const uploaded = await call(A, 'POST', '/api/v1/community/post-image/', { token, form });
  assert.equal(uploaded.status, 201, JSON.stringify(uploaded.body));
  const url = uploaded.body.data.url;
  const [onA, onB] = [await call(A, 'GET', url), await call(B, 'GET', url)];
  assert.equal(onB.status, 200);
  assert.equal(onB.headers.get('content-type'), 'image/webp');
  assert.deepEqual(onB.bytes, onA.bytes);
  assert.equal((await call(B, 'GET', '/uploads/post/2026/01/none.webp')).status, 404);
});

test('home and hot ranking agree across instances after writes on the other one', async () => {
  // Both instances hold a ranking computed before the writes.
  await Promise.all([hotIds(A), hotIds(B)]);
  const author = await login(A, 'demo@example.com', 'demo1234!');
  const created = await call(A, 'POST', '/api/v1/community/', {
    token: author,
    body: { category_id: 25, title: `두 인스턴스 ${Date.now() % 100000}`, content: 'One database behind PgBouncer, two app servers.' },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const id = created.body.data.id;

  // The home page's sections are read per request: B shows the new post at once.
  const all = (await mainPage(B)).sections.find((s) => s.key === 'all');
  assert.equal(all.posts[0]?.id, id);

  for (const email of REACTORS) {
    const token = await login(A, email, MEMBER_PASSWORD);
    for (const kind of ['like', 'recommend'])
      assert.equal((await call(A, 'POST', `/api/v1/community/${id}/like/`, { token, body: { kind } })).status, 200);
  }
  // Each instance ranks it within 2 × the TTL of the last reaction, whichever took the writes.
  const bound = 2 * HOT_TTL_SECONDS * 1000 + 3000;
  for (const base of [B, A]) {
    await waitFor(`${base} ranks post ${id} hot`, async () => (await hotIds(base)).includes(id), bound);
  }
  assert.ok((await mainPage(B)).hot.some((p) => p.id === id));

  // Deleted on A: B stops showing it at once, in the ranking and on the home page.
  assert.equal((await call(A, 'DELETE', `/api/v1/community/${id}/`, { token: author })).status, 200);
  assert.ok(!(await hotIds(B)).includes(id));
  const home = await mainPage(B);
  assert.ok(!home.hot.some((p) => p.id === id));
  assert.ok(!home.sections.some((s) => s.posts.some((p) => p.id === id)));
});

test('a guest page cached on B shows a comment written on A within about a second', async () => {
  const token = await login(A, 'demo@example.com', 'demo1234!');
  const post = await call(A, 'POST', '/api/v1/community/', {
    token,
    body: { category_id: 25, title: `캐시 ${Date.now() % 100000}`, content: 'A page cached on one instance, a comment on the other.' },
  });
  assert.equal(post.status, 201, JSON.stringify(post.body));
  const id = post.body.data.id;
  const page = async () => {
    const res = await fetch(`${B}/community/detail/${id}`, { headers: { 'accept-language': 'ko' } });
    return { cache: res.headers.get('x-slime-cache'), html: await res.text() };
  };
  await page();
  await waitFor('B keeps the page', async () => (await page()).cache === 'hit', 5000);
  const words = `두 인스턴스 댓글 ${Date.now() % 100000}`;
  const created = await call(A, 'POST', '/api/v1/community/reply/', { token, body: { post_id: id, content: words } });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  // B follows cache_invalidations each second; allow a loaded machine a few.
  await waitFor('B renders the post again with the new comment', async () => (await page()).html.includes(words), 8000);
});

/** Opens an SSE stream and collects its frames; `next(check)` waits for one. */
async function openLiveStream(url, headers = {}) {
  const abort = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  assert.equal(res.status, 200, `stream: ${res.status} ${res.status === 200 ? '' : await res.text()}`);
  assert.match(res.headers.get('content-type') ?? '', /^text\/event-stream/);
  const frames = [];
  const reading = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk, { stream: true });
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const frame = {};
          for (const line of buffer.slice(0, cut).split('\n')) {
            const at = line.indexOf(':');
            if (at > 0) frame[line.slice(0, at)] = line.slice(at + 1).trimStart();
          }
          buffer = buffer.slice(cut + 2);
          frames.push(frame);
        }
      }
    } catch {}
  })();
  return {
    frames,
    next: (check, timeoutMs) => waitFor('a live frame', async () => frames.find(check), timeoutMs),
    close: async () => {
      abort.abort();
      await reading;
    },
  };
}

test('a comment and a notification written through A reach streams open on B (live_events followed by polling through PgBouncer)', async () => {
  const author = await login(A, 'demo@example.com', 'demo1234!');
  const post = await call(A, 'POST', '/api/v1/community/', {
    token: author,
    body: { category_id: 25, title: `실시간 ${Date.now() % 100000}`, content: 'A stream on one instance, a comment on the other.' },
  });
  assert.equal(post.status, 201, JSON.stringify(post.body));
  const id = post.body.data.id;

  const guest = await openLiveStream(`${B}/api/v1/live/stream/?topics=post:${id}`);
  await guest.next((f) => f.event === 'ready', 5000);
  const ticket = await call(B, 'POST', '/api/v1/live/ticket/', { token: author });
  assert.equal(ticket.status, 201, JSON.stringify(ticket.body));
  const mine = await openLiveStream(`${B}/api/v1/live/stream/?ticket=${encodeURIComponent(ticket.body.data.ticket)}`);
  await mine.next((f) => f.event === 'ready', 5000);
  try {
    const commenter = await login(A, 'jellybear@example.com', MEMBER_PASSWORD);
    const started = Date.now();
    const created = await call(A, 'POST', '/api/v1/community/reply/', {
      token: commenter,
      body: { post_id: id, content: '다른 인스턴스에서 보여요?' },
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const commentId = created.body.data.id;
    const took = await guest.next((f) => f.event === 'comment' && JSON.parse(f.data).comment_id === commentId, 5000);
    const frame = guest.frames.find((f) => f.event === 'comment');
    assert.equal(JSON.parse(frame.data).post_id, id);
    assert.ok(Number(frame.id) > 0);
    // The post's author is notified of the comment on their stream.
    await mine.next((f) => f.event === 'notification' && JSON.parse(f.data).kind === 'comment', 5000);
    console.log(`# comment on A reached a stream on B ${Date.now() - started} ms after the request began (${took} ms of waiting)`);
  } finally {
    await guest.close();
    await mine.close();
  }
});
