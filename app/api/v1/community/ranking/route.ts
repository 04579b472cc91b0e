import { listRanking } from '@/lib/server/community/ranking';
import { handler, ok, readQuery } from '@/lib/server/http/route';
import { rankingQuery } from '@/lib/validation/posts';

export const GET = handler(async ({ url, viewer, locale }) => ok(await listRanking(readQuery(url, rankingQuery), { viewer, locale })));
