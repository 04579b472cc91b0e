import { getPostDetail, viewerKey } from '@/lib/server/community/posts';
import { handler, ok } from '@/lib/server/http/route';
import { idParam } from '@/lib/validation/common';

// GET: one post (the read side); each read counts a view at most once an hour per viewer.
// PUT and DELETE belong to the write side and are exported from this file too.
export const GET = handler<{ id: string }>(async ({ req, params, viewer, deviceId, ip, locale }) => {
  const { id } = idParam.parse(params);
  const key = viewerKey({ viewerId: viewer?.id, ip, deviceId, userAgent: req.headers.get('user-agent') });
  return ok(await getPostDetail(id, { viewer, locale, viewerKey: key }));
});
export { PUT, DELETE } from './write-handlers';
