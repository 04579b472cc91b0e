// `npm start`: builds the production app when there is no build or the sources are newer
// than it, then serves it. The embedded database and demo content are set up on first start.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const buildId = path.join(root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID');
const SOURCES = [
  'app',
  'components',
  'lib',
  'stores',
  'messages',
  'i18n',
  'public',
  'styles',
  'proxy.ts',
  'next.config.ts',
  'instrumentation.ts',
  'package.json',
];

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(p).reduce((max, name) => Math.max(max, newestMtime(path.join(p, name))), stat.mtimeMs);
}

const builtAt = fs.existsSync(buildId) ? fs.statSync(buildId).mtimeMs : 0;
const changedAt = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
const bin = path.join(root, 'node_modules', '.bin', 'next');

// The build's own output (a route table of some 230 lines) is kept back unless the build fails.
function quietly(command, args, what) {
  const run = spawnSync(command, args, {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (run.status === 0) return;
  process.stdout.write(run.stdout ?? '');
  process.stderr.write(run.stderr ?? '');
  console.error(`[slime] ${what} failed`);
  process.exit(run.status ?? 1);
}

if (builtAt < changedAt) {
  console.log(builtAt ? '[slime] sources changed: rebuilding (a few minutes)…' : '[slime] first start: building the app (a few minutes)…');
  quietly(bin, ['build'], 'the build');
}
// The service worker is built from the finished build (`npm run build` does both; a bare `next build` does not).
if (builtAt < changedAt || !fs.existsSync(path.join(path.dirname(buildId), 'sw.js'))) {
  quietly(process.execPath, [path.join(root, 'scripts', 'build-sw.mjs')], 'the service worker build');
}

const server = spawn(process.execPath, [path.join(root, 'scripts', 'server.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
