import { deleteNotice, getAdminNotice, updateNotice } from '@/lib/server/admin/content/notices';
import { handler, ok, readJson } from '@/lib/server/http/route';
import { adminIdParam } from '@/lib/validation/admin/common';
import { noticePatchSchema } from '@/lib/validation/admin/content/notices';

type Params = { id: string };

export const GET = handler<Params>(async ({ params }) => ok(await getAdminNotice(adminIdParam.parse(params).id)), { auth: 'admin' });

// Edit any field; `{is_pinned: true|false}` pins or unpins.
export const PATCH = handler<Params>(
  async ({ req, params, viewer }) => ok(await updateNotice(viewer, adminIdParam.parse(params).id, await readJson(req, noticePatchSchema))),
  { auth: 'admin' },
);

export const DELETE = handler<Params>(
  async ({ params, viewer }) => {
    await deleteNotice(viewer, adminIdParam.parse(params).id);
    return ok(null);
  },
  { auth: 'admin' },
);
