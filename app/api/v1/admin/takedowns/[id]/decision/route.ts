import { handler, ok, readJson } from '@/lib/server/http/route';
import { decideTakedown } from '@/lib/server/moderation/takedown';
import { idParam } from '@/lib/validation/common';
import { takedownDecisionInput } from '@/lib/validation/takedown';

// Restore or remove a blinded post; both sides are told.
export const POST = handler<{ id: string }>(
  async ({ req, params, viewer }) => {
    const { id } = idParam.parse(params);
    return ok(await decideTakedown(viewer, id, await readJson(req, takedownDecisionInput)));
  },
  { auth: 'admin' },
);
