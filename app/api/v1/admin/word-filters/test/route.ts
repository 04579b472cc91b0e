import { tryWordFilter } from '@/lib/server/moderation/word-filter';
import { handler, ok, readJson } from '@/lib/server/http/route';
import { wordFilterTrySchema } from '@/lib/validation/word-filters';

// Tries a text against the active entries; nothing is saved.
export const POST = handler(async ({ req }) => ok(await tryWordFilter((await readJson(req, wordFilterTrySchema)).text)), { auth: 'admin' });
