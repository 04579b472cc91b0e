import { loadOwnPostForEdit } from '@/lib/server/community/post-write';
import { handler, ok } from '@/lib/server/http/route';
import { idParam } from '@/lib/validation/common';

// GET: the edit form's source of one's own post (404 for any other post).
export const GET = handler<{ id: string }>(
  async ({ params, viewer, locale }) => {
    const { id } = idParam.parse(params);
    return ok(await loadOwnPostForEdit(viewer, id, locale));
  },
  { auth: 'signedIn' },
);
