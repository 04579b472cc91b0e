import { handler, ok } from '@/lib/server/http/route';
import { getReputationByUuid } from '@/lib/server/trades';
import { uuidParam } from '@/lib/validation/people';

// GET /api/v1/users/{uuid}/reputation/ — public: completed trades, visible reviews and disputes.
export const GET = handler<{ uuid: string }>(async ({ params, locale }) =>
  ok(await getReputationByUuid(uuidParam.parse(params).uuid, locale)),
);
