import { createWordFilter, listWordFilters } from '@/lib/server/moderation/word-filter';
import { okPage } from '@/lib/server/http/paging';
import { handler, ok } from '@/lib/server/http/route';
import { paginatedSchema } from '@/lib/validation/common';
import { wordFilterInputSchema, wordFilterListQuery, wordFilterSchema } from '@/lib/validation/word-filters';
import { adminContract, created } from '@/app/api/v1/admin/contract';
import { entryErrors, matching } from './descriptions';

export const GET = handler(
  {
    ...adminContract(),
    summary: 'The word filter’s entries, active ones first',
    query: wordFilterListQuery,
    response: paginatedSchema(wordFilterSchema),
  },
  async ({ url, query }) => okPage(url, await listWordFilters(query)),
);

export const POST = handler(
  {
    ...adminContract({ ...entryErrors }),
    summary: 'Add a word or pattern to the word filter',
    description: `${matching} Actions: refuse, hold (posts and comments hidden pending review), replace (※ over the match).`,
    body: wordFilterInputSchema,
    ...created(wordFilterSchema),
  },
  async ({ body, viewer }) => ok(await createWordFilter(viewer, body), { status: 201 }),
);
