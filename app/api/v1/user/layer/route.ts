import { handler, ok, readQuery } from '@/lib/server/http/route';
import { personalLayer } from '@/lib/server/people/personal-layer';
import { personalLayerQuery } from '@/lib/validation/personal';

// GET /api/v1/user/layer/?me=1&unread=1&hidden=1&posts=1,2 — a page view's personal state in one request.
export const GET = handler(
  async ({ url, viewer, locale }) =>
    ok(await personalLayer(viewer, locale, readQuery(url, personalLayerQuery)), { headers: { 'Cache-Control': 'private, no-store' } }),
  { auth: 'signedIn' },
);
