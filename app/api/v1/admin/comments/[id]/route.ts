import { deleteCommentAsAdmin, moderateComment } from '@/lib/server/community/admin';
import { handler, ok, readJson } from '@/lib/server/http/route';
import { adminIdParam } from '@/lib/validation/admin/common';
import { commentModerationSchema, contentDeleteSchema } from '@/lib/validation/admin/content/posts';

type Params = { id: string };

export const PATCH = handler<Params>(
  async ({ req, params, viewer }) =>
    ok(await moderateComment(viewer, adminIdParam.parse(params).id, await readJson(req, commentModerationSchema))),
  { auth: 'admin' },
);

export const DELETE = handler<Params>(
  async ({ req, params, viewer }) => {
    await deleteCommentAsAdmin(viewer, adminIdParam.parse(params).id, await readJson(req, contentDeleteSchema, { optional: true }));
    return ok(null);
  },
  { auth: 'admin' },
);
