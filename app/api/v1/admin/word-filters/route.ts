import { createWordFilter, listWordFilters } from '@/lib/server/moderation/word-filter';
import { okPage } from '@/lib/server/http/paging';
import { handler, ok, readJson, readQuery } from '@/lib/server/http/route';
import { wordFilterInputSchema, wordFilterListQuery } from '@/lib/validation/word-filters';

export const GET = handler(async ({ url }) => okPage(url, await listWordFilters(readQuery(url, wordFilterListQuery))), {
  auth: 'admin',
});

export const POST = handler(
  async ({ req, viewer }) => ok(await createWordFilter(viewer, await readJson(req, wordFilterInputSchema)), { status: 201 }),
  { auth: 'admin' },
);
