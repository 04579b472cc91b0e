import { deleteWordFilter, getWordFilter, updateWordFilter } from '@/lib/server/moderation/word-filter';
import { handler, ok } from '@/lib/server/http/route';
import { adminIdParam } from '@/lib/validation/admin/common';
import { wordFilterInputSchema, wordFilterSchema } from '@/lib/validation/word-filters';
import { z } from '@/lib/zod';
import { admin, notAdmin } from '@/app/api/v1/admin/contract';
import { entryErrors } from '../descriptions';

export const GET = handler(
  {
    ...admin,
    summary: 'One entry of the word filter',
    params: adminIdParam,
    response: wordFilterSchema,
    errors: { '403': notAdmin, '404': 'No such entry' },
  },
  async ({ params }) => ok(await getWordFilter(params.id)),
);

export const PUT = handler(
  {
    ...admin,
    summary: 'Replace an entry of the word filter',
    params: adminIdParam,
    body: wordFilterInputSchema,
    response: wordFilterSchema,
    errors: { '403': notAdmin, '404': 'No such entry', ...entryErrors },
  },
  async ({ params, body, viewer }) => ok(await updateWordFilter(viewer, params.id, body)),
);

export const DELETE = handler(
  {
    ...admin,
    summary: 'Delete an entry of the word filter',
    params: adminIdParam,
    response: z.null(),
    errors: { '403': notAdmin, '404': 'No such entry' },
  },
  async ({ params, viewer }) => {
    await deleteWordFilter(viewer, params.id);
    return ok(null);
  },
);
