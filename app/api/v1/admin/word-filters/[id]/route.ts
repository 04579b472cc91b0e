import { deleteWordFilter, getWordFilter, updateWordFilter } from '@/lib/server/moderation/word-filter';
import { handler, ok } from '@/lib/server/http/route';
import { wordFilterInputSchema, wordFilterSchema } from '@/lib/validation/word-filters';
import { z } from '@/lib/zod';
import { adminRowContract } from '@/app/api/v1/admin/contract';
import { entryErrors } from '../descriptions';

export const GET = handler(
  {
    ...adminRowContract('No such entry'),
    summary: 'One entry of the word filter',
    response: wordFilterSchema,
  },
  async ({ params }) => ok(await getWordFilter(params.id)),
);

export const PUT = handler(
  {
    ...adminRowContract('No such entry', { ...entryErrors }),
    summary: 'Replace an entry of the word filter',
    body: wordFilterInputSchema,
    response: wordFilterSchema,
  },
  async ({ params, body, viewer }) => ok(await updateWordFilter(viewer, params.id, body)),
);

export const DELETE = handler(
  {
    ...adminRowContract('No such entry'),
    summary: 'Delete an entry of the word filter',
    response: z.null(),
  },
  async ({ params, viewer }) => {
    await deleteWordFilter(viewer, params.id);
    return ok(null);
  },
);
