import { listRanking } from '@/lib/server/community/ranking';
import { handler, ok } from '@/lib/server/http/route';
import { rankingQuery, rankingSchema } from '@/lib/validation/posts';

export const GET = handler(
  {
    summary: 'Rankings: hot posts of the last 7 days, or the contest board by ranking score',
    description:
      'hot: score = (likers + 2·recommenders + 1.5·commenters) / (age in hours + 2)^1.5 over the posts of the last 7 days; distinct members only, the author excluded; recomputed at most once a minute. contest: category 46 by ranking_score with its rank.',
    tags: ['Community'],
    query: rankingQuery,
    lang: true,
    response: rankingSchema,
  },
  async ({ query, viewer, locale }) => ok(await listRanking(query, { viewer, locale })),
);
