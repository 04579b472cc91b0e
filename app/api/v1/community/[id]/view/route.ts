import { recordView, viewerKey } from '@/lib/server/community/posts';
import { handler, ok } from '@/lib/server/http/route';
import { idParam } from '@/lib/validation/common';
import { postViewResultSchema } from '@/lib/validation/posts';

export const POST = handler(
  {
    summary: "Count the reader's view of a post (the post page's beacon)",
    description:
      "Guests' post pages come from a cache, so the page reports the read. Token optional. At most one view an hour per member, or per address, device id and browser; the author's own reads and crawlers never count (`counted: false`).",
    tags: ['Community'],
    params: idParam,
    response: postViewResultSchema,
    errors: { '404': '1400: no such post (deleted, hidden, or by a member blocked either way)' },
  },
  async ({ req, params, viewer, deviceId, ip }) => {
    const key = viewerKey({ viewerId: viewer?.id, ip, deviceId, userAgent: req.headers.get('user-agent') });
    return ok(await recordView(params.id, { viewer, viewerKey: key }));
  },
);
