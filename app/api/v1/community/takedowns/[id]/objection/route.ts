import { handler, ok, readJson } from '@/lib/server/http/route';
import { objectToTakedown } from '@/lib/server/moderation/takedown';
import { idParam } from '@/lib/validation/common';
import { takedownObjectionInput } from '@/lib/validation/takedown';

// POST /api/v1/community/takedowns/{id}/objection/ — the author asks for the post back (재게시 요청); a suspended author may too.
export const POST = handler<{ id: string }>(
  async ({ req, params, viewer }) => {
    const { id } = idParam.parse(params);
    const { text } = await readJson(req, takedownObjectionInput);
    return ok(await objectToTakedown(viewer, id, text));
  },
  { auth: 'signedIn' },
);
