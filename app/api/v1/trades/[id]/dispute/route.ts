import { handler, ok, readJson } from '@/lib/server/http/route';
import { disputeTrade } from '@/lib/server/trades';
import { tradeDisputeInput, tradeIdParam } from '@/lib/validation/trades';

// POST /api/v1/trades/{id}/dispute/ — either side marks an accepted trade disputed, with a reason; operators resolve it.
export const POST = handler<{ id: string }>(
  async ({ req, params, viewer, locale, ip }) => {
    const { id } = tradeIdParam.parse(params);
    const { reason } = await readJson(req, tradeDisputeInput);
    return ok(await disputeTrade(viewer, id, reason, locale, ip));
  },
  { auth: 'signedIn' },
);
