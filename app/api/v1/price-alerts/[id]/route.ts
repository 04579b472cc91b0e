import { handler, ok } from '@/lib/server/http/route';
import { deletePriceAlert } from '@/lib/server/prices/alerts';
import { priceAlertDeletedSchema, priceAlertIdParam } from '@/lib/validation/prices';

export const DELETE = handler(
  {
    summary: 'Delete one of one’s price alerts',
    tags: ['Prices'],
    auth: 'member',
    params: priceAlertIdParam,
    response: priceAlertDeletedSchema,
    errors: { '404': 'No such alert of the signed-in member' },
  },
  async ({ params, viewer, locale }) => ok(await deletePriceAlert(viewer, params.id, locale)),
);
