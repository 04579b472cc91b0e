import { deletePostAsAdmin, moderatePost } from '@/lib/server/community/admin';
import { handler, ok, readJson } from '@/lib/server/http/route';
import { adminIdParam } from '@/lib/validation/admin/common';
import { contentDeleteSchema, postModerationSchema } from '@/lib/validation/admin/content/posts';

type Params = { id: string };

// Pin, hide or show, move to another board.
export const PATCH = handler<Params>(
  async ({ req, params, viewer, locale }) =>
    ok(await moderatePost(viewer, adminIdParam.parse(params).id, await readJson(req, postModerationSchema), locale)),
  { auth: 'admin' },
);

export const DELETE = handler<Params>(
  async ({ req, params, viewer }) => {
    await deletePostAsAdmin(viewer, adminIdParam.parse(params).id, await readJson(req, contentDeleteSchema, { optional: true }));
    return ok(null);
  },
  { auth: 'admin' },
);
