import { handler, ok } from '@/lib/server/http/route';
import { deletePriceAlert } from '@/lib/server/prices/alerts';
import { priceAlertIdParam } from '@/lib/validation/prices';

export const DELETE = handler<{ id: string }>(
  async ({ params, viewer, locale }) => ok(await deletePriceAlert(viewer, priceAlertIdParam.parse(params).id, locale)),
  { auth: 'member' },
);
