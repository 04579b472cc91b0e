import { getPostDetail, viewerKey } from '@/lib/server/community/posts';
import { handler, ok } from '@/lib/server/http/route';
import { idParam } from '@/lib/validation/common';
import { postDetailSchema } from '@/lib/validation/posts';

// The read side; PUT and DELETE belong to the write side and are exported from this file too.
export const GET = handler(
  {
    summary: 'One post; counts a view at most once an hour per member or device',
    tags: ['Community'],
    params: idParam,
    lang: true,
    response: postDetailSchema,
    errors: { '404': 'No such post, or hidden, deleted, or by a blocked member' },
  },
  async ({ req, params, viewer, deviceId, ip, locale }) => {
    const key = viewerKey({ viewerId: viewer?.id, ip, deviceId, userAgent: req.headers.get('user-agent') });
    return ok(await getPostDetail(params.id, { viewer, locale, viewerKey: key }));
  },
);
export { PUT, DELETE } from './write-handlers';
