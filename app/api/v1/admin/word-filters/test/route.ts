import { tryWordFilter } from '@/lib/server/moderation/word-filter';
import { handler, ok } from '@/lib/server/http/route';
import { wordFilterTryResultSchema, wordFilterTrySchema } from '@/lib/validation/word-filters';
import { adminContract } from '@/app/api/v1/admin/contract';
import { matching } from '../descriptions';

export const POST = handler(
  {
    ...adminContract({ '400': '1000: text missing or over 20,000 characters' }),
    summary: 'Try a text against the active entries (nothing is saved)',
    description: matching,
    body: wordFilterTrySchema,
    response: wordFilterTryResultSchema,
  },
  async ({ body }) => ok(await tryWordFilter(body.text)),
);
