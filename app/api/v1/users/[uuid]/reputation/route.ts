import { handler, ok } from '@/lib/server/http/route';
import { getReputationByUuid } from '@/lib/server/trades';
import { uuidParam } from '@/lib/validation/people';
import { reputationSchema } from '@/lib/validation/trades';

export const GET = handler(
  {
    summary: 'A member’s trading reputation: completed trades, visible reviews, disputes',
    tags: ['Trades'],
    params: uuidParam,
    response: reputationSchema,
    errors: { '404': '1400: no such member' },
  },
  async ({ params, locale }) => ok(await getReputationByUuid(params.uuid, locale)),
);
