import { listRanking } from '@/lib/server/community/ranking';
import { handler, ok, readQuery } from '@/lib/server/http/route';
import { rankingQuery } from '@/lib/validation/posts';

// The spec's top-url call: the hot ranking (same answer as /v1/community/ranking/?type=hot).
const topQuery = rankingQuery.pick({ limit: true });

export const GET = handler(async ({ url, viewer, locale }) =>
  ok(await listRanking({ type: 'hot', ...readQuery(url, topQuery) }, { viewer, locale })),
);
