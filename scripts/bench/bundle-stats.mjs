// First-load JavaScript per route, from the build's own record
// (`.next/diagnostics/route-bundle-stats.json`: the route, firstLoadUncompressedJsBytes and the
// chunk files it loads) plus the gzip size of those chunk files, as a server sends them.
// Shared by `npm run bench` and scripts/check-bundle-budget.mjs.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Absolute first-load budgets, gzip bytes (the performance goal for the community home). */
export const GZIP_BUDGETS = { '/community': 145 * 1024 };
/** A route may grow by this fraction over its committed baseline before the check fails. */
export const MAX_GROWTH = 0.1;

export function statsFile(root = process.cwd(), distDir = process.env.NEXT_DIST_DIR || '.next') {
  return path.join(root, distDir, 'diagnostics', 'route-bundle-stats.json');
}

/**
 * @returns {{ buildId: string | null, routes: Array<{ route: string, uncompressedBytes: number, gzipBytes: number, chunks: number, missing: string[] }> }}
 */
export function readRouteBundles(root = process.cwd(), distDir = process.env.NEXT_DIST_DIR || '.next') {
  const file = statsFile(root, distDir);
  if (!fs.existsSync(file)) throw new Error(`${path.relative(root, file)} not found: build the app first (npm run build)`);
  const stats = JSON.parse(fs.readFileSync(file, 'utf8'));
  const idFile = path.join(root, distDir, 'BUILD_ID');
  const buildId = fs.existsSync(idFile) ? fs.readFileSync(idFile, 'utf8').trim() : null;
  const gzipOf = new Map();
  const chunkGzip = (chunk) => {
    if (gzipOf.has(chunk)) return gzipOf.get(chunk);
    // Paths are relative to the project (".next/static/chunks/…"); follow NEXT_DIST_DIR if set.
    const candidates = [path.resolve(root, chunk)];
    if (chunk.startsWith('.next/')) candidates.push(path.resolve(root, distDir, chunk.slice('.next/'.length)));
    const found = candidates.find((p) => fs.existsSync(p));
    const size = found ? zlib.gzipSync(fs.readFileSync(found)).length : null;
    gzipOf.set(chunk, size);
    return size;
  };
  const routes = stats.map((entry) => {
    const chunks = entry.firstLoadChunkPaths ?? [];
    const missing = [];
    let gzipBytes = 0;
    for (const chunk of chunks) {
      const size = chunkGzip(chunk);
      if (size === null) missing.push(chunk);
      else gzipBytes += size;
    }
    return { route: entry.route, uncompressedBytes: entry.firstLoadUncompressedJsBytes, gzipBytes, chunks: chunks.length, missing };
  });
  routes.sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
  return { buildId, routes };
}

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
