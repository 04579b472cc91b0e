import { recordView, viewerKey } from '@/lib/server/community/posts';
import { handler, ok } from '@/lib/server/http/route';
import { idParam } from '@/lib/validation/common';

// POST /api/v1/community/{id}/view/ — the post page reports a read (at most one view an hour per reader).
export const POST = handler<{ id: string }>(async ({ req, params, viewer, deviceId, ip }) => {
  const { id } = idParam.parse(params);
  const key = viewerKey({ viewerId: viewer?.id, ip, deviceId, userAgent: req.headers.get('user-agent') });
  return ok(await recordView(id, { viewer, viewerKey: key }));
});
