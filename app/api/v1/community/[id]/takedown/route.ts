import { handler, ok, readJson } from '@/lib/server/http/route';
import { requestTakedown } from '@/lib/server/moderation/takedown';
import { idParam } from '@/lib/validation/common';
import { takedownRequestInput } from '@/lib/validation/takedown';

// POST /api/v1/community/{id}/takedown/ — a rights-infringement request (임시조치): a trusted member's
// blinds the post at once, anyone else's waits for an operator (status `pending`).
export const POST = handler<{ id: string }>(
  async ({ req, params, viewer, locale }) => {
    const { id } = idParam.parse(params);
    return ok(await requestTakedown(viewer, id, await readJson(req, takedownRequestInput), locale), { status: 201 });
  },
  { auth: 'member' },
);
