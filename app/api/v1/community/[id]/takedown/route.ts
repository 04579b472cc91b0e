import { handler, ok, readJson } from '@/lib/server/http/route';
import { requestTakedown } from '@/lib/server/moderation/takedown';
import { idParam } from '@/lib/validation/common';
import { takedownRequestInput } from '@/lib/validation/takedown';

// POST /api/v1/community/{id}/takedown/ — a rights-infringement request: the post is blinded at once (임시조치).
export const POST = handler<{ id: string }>(
  async ({ req, params, viewer }) => {
    const { id } = idParam.parse(params);
    return ok(await requestTakedown(viewer, id, await readJson(req, takedownRequestInput)), { status: 201 });
  },
  { auth: 'member' },
);
