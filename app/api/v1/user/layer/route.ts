import { handler, ok } from '@/lib/server/http/route';
import { personalLayer } from '@/lib/server/people/personal-layer';
import { personalLayerQuery, personalLayerSchema } from '@/lib/validation/personal';

// X-Slime-Member names whose it is, for the production server to keep it under that member's tag
// (scripts/server/page-cache.mjs, which never sends the header on).
export const GET = handler(
  {
    summary:
      "A page view's personal layer in one request: the signed-in user (me=1), the unread notification count (unread=1), the ids of authors hidden by blocks either way (hidden=1) and the reactions to up to 20 posts (posts=1,2,…). Pages are shared by every reader; this is what is the member's own on them.",
    tags: ['User'],
    auth: 'signedIn',
    query: personalLayerQuery,
    response: personalLayerSchema,
  },
  async ({ query, viewer, locale }) =>
    ok(await personalLayer(viewer, locale, query), {
      headers: { 'Cache-Control': 'private, no-store', 'X-Slime-Member': String(viewer.id) },
    }),
);
