import { listRanking } from '@/lib/server/community/ranking';
import { handler, ok } from '@/lib/server/http/route';
import { rankingQuery, rankingSchema } from '@/lib/validation/posts';

// The spec's top-url call.
export const GET = handler(
  {
    summary: 'The hot ranking (same as /v1/community/ranking/?type=hot)',
    tags: ['Community'],
    query: rankingQuery.pick({ limit: true }),
    lang: true,
    response: rankingSchema,
  },
  async ({ query, viewer, locale }) => ok(await listRanking({ type: 'hot', ...query }, { viewer, locale })),
);
