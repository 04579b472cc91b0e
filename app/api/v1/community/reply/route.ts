import { createComment } from '@/lib/server/community/comments';
import { handler, ok, readJson } from '@/lib/server/http/route';
import { commentCreateSchema } from '@/lib/validation/posts';

export const POST = handler(
  async ({ req, viewer, locale }) => {
    const input = await readJson(req, commentCreateSchema);
    return ok(await createComment(viewer, input, locale), { status: 201 });
  },
  { auth: 'member' },
);
