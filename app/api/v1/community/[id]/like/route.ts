import { getReactions, toggleReaction } from '@/lib/server/community/post-write';
import { handler, ok } from '@/lib/server/http/route';
import { idParam } from '@/lib/validation/common';
import { reactionResultSchema, reactionSchema } from '@/lib/validation/posts';

export const GET = handler(
  {
    summary: "The viewer's like and recommend on a post, with both counts",
    description: 'Token optional: a guest gets the counts with both reactions false.',
    tags: ['Community'],
    params: idParam,
    response: reactionResultSchema,
    errors: { '404': '1400: no such post (deleted or hidden)' },
  },
  async ({ params, viewer }) => ok(await getReactions(params.id, viewer)),
);

export const POST = handler(
  {
    summary: "Toggle the viewer's like or recommend on a post",
    description: 'Each call flips one reaction of the viewer; the answer has both reactions and their counts after it.',
    tags: ['Community'],
    auth: 'member',
    params: idParam,
    body: reactionSchema,
    response: reactionResultSchema,
    errors: { '404': '1400: no such post (deleted, hidden, or by a member blocked either way)' },
  },
  async ({ params, body, viewer }) => ok(await toggleReaction(params.id, viewer, body.kind)),
);
