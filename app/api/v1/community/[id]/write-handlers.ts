import { deletePost, updatePost } from '@/lib/server/community/post-write';
import { handler, ok, readJson } from '@/lib/server/http/route';
import { idParam } from '@/lib/validation/common';
import { postWriteSchema } from '@/lib/validation/posts';

// PUT and DELETE /api/v1/community/{id}/ — re-exported by ./route.ts beside the detail's GET.
export const PUT = handler<{ id: string }>(
  async ({ req, params, viewer, locale }) => {
    const { id } = idParam.parse(params);
    return ok(await updatePost(viewer, id, await readJson(req, postWriteSchema), locale));
  },
  { auth: 'member' },
);

export const DELETE = handler<{ id: string }>(
  async ({ params, viewer }) => {
    const { id } = idParam.parse(params);
    await deletePost(viewer, id);
    return ok(null);
  },
  { auth: 'member' },
);
