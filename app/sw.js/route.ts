import { readFile } from 'node:fs/promises';
import path from 'node:path';

// The service worker (lib/pwa/service-worker.ts), built into the build directory by
// scripts/build-sw.mjs after `next build`. Served from here rather than public/ so each build
// directory carries its own worker and `npm start` does not see a changed public/ as new sources.
// No worker (a development server, or a build made with a bare `next build`): 404, and the page
// simply runs without one.
export const dynamic = 'force-dynamic';

let cached: Promise<string | null> | undefined;

function worker(): Promise<string | null> {
  cached ??= readFile(path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'sw.js'), 'utf8').catch(() => null);
  return cached;
}

export async function GET() {
  const source = await worker();
  if (source === null) {
    cached = undefined;
    return new Response('no service worker in this build\n', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  }
  return new Response(source, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      // The browser compares the worker on every check: a new deploy is seen at the next visit.
      'Cache-Control': 'no-cache',
      'Service-Worker-Allowed': '/',
    },
  });
}
