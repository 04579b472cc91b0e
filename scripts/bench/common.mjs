// What the bench scripts (bench.ts, bench-web.mjs, bench/stall.ts) share: their --help, counts
// from options, and the production server started on a throwaway data directory. Plain
// JavaScript, because bench-web.mjs runs under node (see its header).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Prints the script's leading `//` comment block (its usage) and exits. */
export function printUsage(scriptUrl) {
  const source = fs.readFileSync(new URL(scriptUrl), 'utf8').split('\n');
  const end = source.findIndex((l) => !l.startsWith('//'));
  console.log(
    source
      .slice(0, end)
      .map((l) => l.slice(3))
      .join('\n'),
  );
  process.exit(0);
}

/** A whole number ≥ 0 from an option (`100_000` and `100,000` allowed), or the fallback. */
export function count(value, fallback) {
  const n = Number(String(value ?? fallback).replace(/[_,]/g, ''));
  if (!Number.isFinite(n) || n < 0) throw new Error(`not a count: ${value}`);
  return Math.floor(n);
}

/**
 * Starts `node scripts/server.mjs` on `port` with the production settings the benches use (no
 * load shedding), `env` on top, and waits until it answers. Pushes its stop onto `cleanups`.
 * A `DATABASE_URL` in `env` set to undefined is removed, so the server opens PGlite.
 */
export async function startProductionServer({ port, dataDir, env = {}, cleanups, logName = 'server.log' }) {
  const base = `http://localhost:${port}`;
  if (
    await fetch(base).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`something already answers on ${base}; pass --port`);
  }
  const logFile = path.join(dataDir, logName);
  const out = fs.openSync(logFile, 'a');
  const childEnv = {
    ...process.env,
    PORT: String(port),
    NODE_ENV: 'production',
    APP_ENV: 'development',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    MAX_IN_FLIGHT: '0',
    NEXT_TELEMETRY_DISABLED: '1',
    ...env,
  };
  for (const [key, value] of Object.entries(childEnv)) if (value === undefined) delete childEnv[key];
  const server = spawn(process.execPath, ['scripts/server.mjs'], { env: childEnv, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  let exited = false;
  server.on('exit', () => (exited = true));
  cleanups.push(async () => {
    if (exited) return;
    const gone = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    const timer = setTimeout(() => server.kill('SIGKILL'), 8000);
    await gone;
    clearTimeout(timer);
  });
  const end = Date.now() + 180_000;
  while (Date.now() < end && !exited) {
    const up = await fetch(`${base}/api/v1/community/categories/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((r) => setTimeout(r, 500));
  }
  const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n');
  throw new Error(`the server did not come up${exited ? ' (it exited)' : ''}; last lines of ${logFile}:\n${tail}`);
}
