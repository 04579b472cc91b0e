import { getReactions, toggleReaction } from '@/lib/server/community/post-write';
import { handler, ok, readJson } from '@/lib/server/http/route';
import { idParam } from '@/lib/validation/common';
import { reactionSchema } from '@/lib/validation/posts';

// GET /api/v1/community/{id}/like/ — the viewer's like and recommend with both counts.
export const GET = handler<{ id: string }>(async ({ params, viewer }) => {
  const { id } = idParam.parse(params);
  return ok(await getReactions(id, viewer));
});

// POST /api/v1/community/{id}/like/ {kind: like|recommend} — toggles the viewer's reaction.
export const POST = handler<{ id: string }>(
  async ({ req, params, viewer }) => {
    const { id } = idParam.parse(params);
    const { kind } = await readJson(req, reactionSchema);
    return ok(await toggleReaction(id, viewer, kind));
  },
  { auth: 'member' },
);
