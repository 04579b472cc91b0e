// `npm run bench`: starts the built app on a fresh embedded database with the demo content,
// loads a few pages and API calls with autocannon, and prints throughput, latency and the
// server's memory. Build first (`npm run build`). Figures, not pass/fail.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const PORT = Number(process.env.BENCH_PORT || 3200);
const base = `http://localhost:${PORT}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slime-bench-'));
const TARGETS = ['/api/v1/board/notice/', '/api/v1/community/categories/', '/community/notice', '/community'];

async function waitFor(url: string, ms = 120_000) {
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
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return NaN;
  }
}

async function main() {
  const started = Date.now();
  const server = spawn(path.join('node_modules', '.bin', 'next'), ['start', '-p', String(PORT)], {
    env: { ...process.env, DATA_DIR: dataDir, SEED_DEMO: 'true', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
  });
  try {
    await waitFor(`${base}${TARGETS[0]}`);
    console.log(`first start with migrations and demo seed: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    console.log('target                              req/s    p50 ms   p99 ms   errors');
    for (const target of TARGETS) {
      const result = await autocannon({ url: `${base}${target}`, connections: 10, duration: 10 });
      console.log(
        `${target.padEnd(34)} ${result.requests.average.toFixed(0).padStart(6)} ${String(result.latency.p50).padStart(9)} ${String(result.latency.p99).padStart(8)} ${String(result.errors + result.non2xx).padStart(8)}`,
      );
    }
    const pid = server.pid!;
    const children = fs.existsSync(`/proc/${pid}/task/${pid}/children`)
      ? fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
      : [];
    const total = [pid, ...children].reduce((sum, p) => sum + (rssMb(p) || 0), 0);
    console.log(`server memory (RSS): ${total.toFixed(0)} MB`);
  } finally {
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
