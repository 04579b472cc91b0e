import 'server-only';
import { z } from '@/lib/zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import {
  LADDER_POST_DAYS,
  PRICE_ALERT_COOLDOWN_MINUTES,
  PRICE_ALERT_MAX,
  PRICE_MIN_TRADES,
  PRICE_WARN_HIGH,
  PRICE_WARN_LOW,
  ladderSchema,
  priceAlertBody,
  priceAlertIdParam,
  priceAlertListSchema,
  priceAlertSchema,
  priceHistorySchema,
  priceItemParam,
} from '@/lib/validation/prices';
import { envelopeSchema } from '@/lib/validation/common';
import { errorResponse, json, langParam, op } from '../op';

const tags = ['Prices'];
const itemErrors = {
  '400': errorResponse('1000: `errors.id` = itemIdRequired (neither an id nor a uuid)'),
  '404': errorResponse('No such item'),
};

export const pricePaths: ZodOpenApiPathsObject = {
  '/v1/items/{id}/prices/': {
    get: op('Price history of an item from completed trades', priceHistorySchema, {
      tags,
      description:
        `Median, p25 and p75 (percentile_cont) of the unit prices of completed trades over 7, 30 and 90 days, with null figures ` +
        `when a window has fewer than ${PRICE_MIN_TRADES} trades; a daily series over 90 UTC days; the fair range of the 30-day ` +
        `window (warn below ceil(p25 × ${PRICE_WARN_LOW}) or above floor(p75 × ${PRICE_WARN_HIGH})). Kept up to 30 s per instance.`,
      requestParams: { path: priceItemParam },
      responses: itemErrors,
    }),
  },
  '/v1/items/{id}/ladder/': {
    get: op('Open buy and sell offers on an item, grouped by price', ladderSchema, {
      tags,
      description:
        `Active priced wish entries and items of trade posts (need and sell posts, not deleted or hidden, at most ` +
        `${LADDER_POST_DAYS} days old) of active members. Never cached: poll it for a live ladder.`,
      requestParams: { path: priceItemParam },
      responses: itemErrors,
    }),
  },
  '/v1/price-alerts/': {
    get: op('The signed-in member’s price alerts, newest first', priceAlertListSchema, {
      tags,
      auth: true,
      requestParams: { query: langParam },
    }),
    post: op('Set a price alert on an item and side (one per pair: saving again replaces the price)', priceAlertSchema, {
      tags,
      auth: true,
      description:
        `sell fires when someone offers to sell at or below the price, buy when someone offers to buy at or above it; ` +
        `at most once per offer and not again within ${PRICE_ALERT_COOLDOWN_MINUTES} minutes; never for one's own offer or ` +
        `a member blocked either way. Delivered as notifications of kind price_alert. At most ${PRICE_ALERT_MAX} per member.`,
      requestBody: json(priceAlertBody),
      requestParams: { query: langParam },
      responses: {
        '201': { description: 'Saved', ...json(envelopeSchema(priceAlertSchema)) },
        '400': errorResponse('1000: `errors.item_id` itemIdRequired, `errors.side` sideInvalid, `errors.price` priceInvalid'),
        '404': errorResponse('No such item (`errors.item_id` = itemNotFound)'),
        '409': errorResponse(`1500: \`errors._\` = alertLimit (${PRICE_ALERT_MAX} alerts)`),
      },
    }),
  },
  '/v1/price-alerts/{id}/': {
    delete: op('Delete one of one’s price alerts', z.object({ id: z.number().int() }), {
      tags,
      auth: true,
      requestParams: { path: priceAlertIdParam },
      responses: { '404': errorResponse('No such alert of the signed-in member') },
    }),
  },
};
