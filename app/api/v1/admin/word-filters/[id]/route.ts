import { deleteWordFilter, getWordFilter, updateWordFilter } from '@/lib/server/moderation/word-filter';
import { handler, ok, readJson } from '@/lib/server/http/route';
import { adminIdParam } from '@/lib/validation/admin/common';
import { wordFilterInputSchema } from '@/lib/validation/word-filters';

type Params = { id: string };

export const GET = handler<Params>(async ({ params }) => ok(await getWordFilter(adminIdParam.parse(params).id)), { auth: 'admin' });

export const PUT = handler<Params>(
  async ({ req, params, viewer }) =>
    ok(await updateWordFilter(viewer, adminIdParam.parse(params).id, await readJson(req, wordFilterInputSchema))),
  { auth: 'admin' },
);

export const DELETE = handler<Params>(
  async ({ params, viewer }) => {
    await deleteWordFilter(viewer, adminIdParam.parse(params).id);
    return ok(null);
  },
  { auth: 'admin' },
);
