import { handler, ok } from '@/lib/server/http/route';
import { created } from '@/lib/server/openapi/op';
import { listPriceAlerts, savePriceAlert } from '@/lib/server/prices/alerts';
import {
  PRICE_ALERT_COOLDOWN_MINUTES,
  PRICE_ALERT_MAX,
  priceAlertBody,
  priceAlertListSchema,
  priceAlertSchema,
} from '@/lib/validation/prices';

export const GET = handler(
  {
    summary: 'The signed-in member’s price alerts, newest first',
    tags: ['Prices'],
    auth: 'signedIn',
    lang: true,
    response: priceAlertListSchema,
  },
  async ({ viewer, locale }) => ok({ results: await listPriceAlerts(viewer, locale) }),
);

export const POST = handler(
  {
    summary: 'Set a price alert on an item and side (one per pair: saving again replaces the price)',
    description:
      `sell fires when someone offers to sell at or below the price, buy when someone offers to buy at or above it; ` +
      `at most once per offer and not again within ${PRICE_ALERT_COOLDOWN_MINUTES} minutes; never for one's own offer or ` +
      `a member blocked either way. Delivered as notifications of kind price_alert. At most ${PRICE_ALERT_MAX} per member.`,
    tags: ['Prices'],
    auth: 'member',
    body: priceAlertBody,
    lang: true,
    response: null,
    errors: {
      '400': '1000: `errors.item_id` itemIdRequired, `errors.side` sideInvalid, `errors.price` priceInvalid',
      '404': 'No such item (`errors.item_id` = itemNotFound)',
      '409': `1500: \`errors._\` = alertLimit (${PRICE_ALERT_MAX} alerts)`,
    },
    openapi: { responses: created(priceAlertSchema, 'Saved') },
  },
  async ({ body, viewer, locale }) => ok(await savePriceAlert(viewer, body, locale), { status: 201 }),
);
