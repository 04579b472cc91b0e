// The service worker, built after `next build` (npm run build runs both): esbuild bundles
// lib/pwa/service-worker.ts with Serwist, then Serwist's injectManifest writes the precache list into
// it. The result is `<distDir>/sw.js`, beside the build it belongs to; app/sw.js/route.ts serves it.
//
// Precached with each version: the offline page (revision = the build id, so each deploy fetches it
// again), the build's style sheets (the offline page and every kept page need them) and the app
// icons. Scripts, fonts, pictures and pages are cached as they are used (see the worker).
import fs from 'node:fs';
import path from 'node:path';
import { injectManifest } from '@serwist/build';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const distDir = path.resolve(root, process.env.NEXT_DIST_DIR || '.next');
const buildIdFile = path.join(distDir, 'BUILD_ID');
if (!fs.existsSync(buildIdFile)) throw new Error(`No production build in ${distDir}: run next build first`);
const buildId = fs.readFileSync(buildIdFile, 'utf8').trim();

const started = Date.now();
const bundled = path.join(distDir, 'sw.bundle.js');
await build({
  entryPoints: [path.join(root, 'lib/pwa/service-worker.ts')],
  outfile: bundled,
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: ['chrome100', 'safari15', 'firefox100'],
  minify: true,
  legalComments: 'none',
  tsconfig: path.join(root, 'tsconfig.json'),
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});

const icons = fs.readdirSync(path.join(root, 'public/icons')).filter((f) => f.endsWith('.png'));
const { count, size, warnings } = await injectManifest({
  swSrc: bundled,
  swDest: path.join(distDir, 'sw.js'),
  globDirectory: distDir,
  globPatterns: ['static/**/*.css'],
  modifyURLPrefix: { 'static/': '/_next/static/' },
  // Build files carry a content hash in their names: no revision needed.
  dontCacheBustURLsMatching: /^\/_next\/static\//,
  additionalPrecacheEntries: [{ url: '/offline', revision: buildId }, ...icons.map((f) => ({ url: `/icons/${f}`, revision: buildId }))],
  injectionPoint: 'self.__SW_MANIFEST',
});
fs.rmSync(bundled);
for (const warning of warnings) console.warn(`[sw] ${warning}`);
const kb = (n) => `${Math.round(n / 1024)} KB`;
console.log(
  `[sw] ${path.relative(root, path.join(distDir, 'sw.js'))}: ${kb(fs.statSync(path.join(distDir, 'sw.js')).size)}, ` +
    `${count} precached files (${kb(size)}), ${Date.now() - started} ms`,
);
