import { deleteComment, updateComment } from '@/lib/server/community/comments';
import { handler, ok, readJson } from '@/lib/server/http/route';
import { idParam } from '@/lib/validation/common';
import { commentUpdateSchema } from '@/lib/validation/posts';

export const PUT = handler<{ id: string }>(
  async ({ req, params, viewer, locale }) => {
    const { id } = idParam.parse(params);
    const input = await readJson(req, commentUpdateSchema);
    return ok(await updateComment(viewer, id, input, locale));
  },
  { auth: 'member' },
);

export const DELETE = handler<{ id: string }>(
  async ({ params, viewer }) => {
    const { id } = idParam.parse(params);
    await deleteComment(viewer, id);
    return ok(null);
  },
  { auth: 'member' },
);
