import { handler, ok, readQuery } from '@/lib/server/http/route';
import { personalLayer } from '@/lib/server/people/personal-layer';
import { personalLayerQuery } from '@/lib/validation/personal';

// GET /api/v1/user/layer/?me=1&unread=1&hidden=1&posts=1,2 — a page view's personal state in one request.
// X-Slime-Member names whose it is, for the production server to keep it under that member's tag
// (scripts/server/page-cache.mjs, which never sends the header on).
export const GET = handler(
  async ({ url, viewer, locale }) =>
    ok(await personalLayer(viewer, locale, readQuery(url, personalLayerQuery)), {
      headers: { 'Cache-Control': 'private, no-store', 'X-Slime-Member': String(viewer.id) },
    }),
  { auth: 'signedIn' },
);
