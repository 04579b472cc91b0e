import { z } from '@/lib/zod';
import {
  LADDER_LEVELS,
  PRICE_ALERT_SIDES,
  PRICE_FAIR_WINDOW_DAYS,
  OFFER_PRICE_MAX,
  PRICE_MIN_TRADES,
  PRICE_SERIES_DAYS,
  PRICE_WARN_HIGH,
  PRICE_WARN_LOW,
} from '@/lib/market/price-limits';
import { ITEM_GRADES } from '@/lib/items/catalog';
import { itemRefParam, namedItemShape } from './items';

// ── Contract of item prices: history from completed trades, the fair range, the live ladder, alerts ──

export * from '@/lib/market/price-limits';

/** `{id}` of /v1/items/{id}/prices/ and /ladder/: an item id or uuid. */
export const priceItemParam = itemRefParam;
const INT_MAX = 2_147_483_647;
export const priceAlertIdParam = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'alertNotFound')
    .transform(Number)
    .pipe(z.number().max(INT_MAX, 'alertNotFound'))
    .meta({ description: 'Price alert id' }),
});

export const priceAlertBody = z.object({
  item_id: z.number({ error: 'itemIdRequired' }).int('itemIdRequired').positive('itemIdRequired').max(INT_MAX, 'itemIdRequired'),
  side: z.enum(PRICE_ALERT_SIDES, { error: 'sideInvalid' }).meta({
    description: 'sell: tell me when someone sells at or below `price`; buy: when someone buys at or above it',
  }),
  price: z
    .number({ error: 'priceInvalid' })
    .int('priceInvalid')
    .min(1, 'priceInvalid')
    .max(OFFER_PRICE_MAX, 'priceInvalid')
    .meta({ description: `Gems per piece, 1–${OFFER_PRICE_MAX}` }),
});
export type PriceAlertBody = z.infer<typeof priceAlertBody>;

const figure = z.number().nullable();
// The median and quartiles of a set of trades; null when there were too few of them.
const figures = { median: figure, p25: figure, p75: figure };

export const priceWindowSchema = z
  .object({
    count: z.number().int().meta({ description: 'Completed trades in the window' }),
    enough: z.boolean().meta({ description: `count ≥ ${PRICE_MIN_TRADES}; otherwise the figures are null ("not enough data")` }),
    ...figures,
  })
  .meta({ id: 'PriceWindow' });
export type PriceWindowDto = z.infer<typeof priceWindowSchema>;

export const priceDaySchema = z
  .object({
    day: z.string().meta({ description: 'UTC day, YYYY-MM-DD' }),
    count: z.number().int(),
    ...figures,
  })
  .meta({ id: 'PriceDay' });
export type PriceDayDto = z.infer<typeof priceDaySchema>;

export const fairRangeSchema = z
  .object({
    low: z
      .number()
      .int()
      .meta({ description: `Lowest price without a warning: ceil(p25 × ${PRICE_WARN_LOW})` }),
    high: z
      .number()
      .int()
      .meta({ description: `Highest price without a warning: floor(p75 × ${PRICE_WARN_HIGH})` }),
    p25: z.number(),
    p75: z.number(),
    median: z.number(),
  })
  .meta({ id: 'FairRange' });
export type FairRangeDto = z.infer<typeof fairRangeSchema>;

export const priceHistorySchema = z
  .object({
    item_id: z.number().int(),
    windows: z.object({ d7: priceWindowSchema, d30: priceWindowSchema, d90: priceWindowSchema }),
    series: z
      .array(priceDaySchema)
      .meta({ description: `The last ${PRICE_SERIES_DAYS} UTC days, oldest first; days without trades have count 0` }),
    fair: fairRangeSchema
      .nullable()
      .meta({ description: `From the ${PRICE_FAIR_WINDOW_DAYS}-day window; null when it has too few trades` }),
  })
  .meta({ id: 'PriceHistory' });
export type PriceHistoryDto = z.infer<typeof priceHistorySchema>;

export const ladderLevelSchema = z
  .object({
    price: z.number().int().meta({ description: 'Gems per piece' }),
    offers: z.number().int().meta({ description: 'Wish entries and trade-post items at this price' }),
    count: z.number().int().meta({ description: 'Pieces offered at this price' }),
  })
  .meta({ id: 'LadderLevel' });
export type LadderLevelDto = z.infer<typeof ladderLevelSchema>;

export const ladderSchema = z
  .object({
    item_id: z.number().int(),
    sell: z.array(ladderLevelSchema).meta({ description: `Sell offers, cheapest first (at most ${LADDER_LEVELS} levels)` }),
    buy: z.array(ladderLevelSchema).meta({ description: `Buy offers, highest first (at most ${LADDER_LEVELS} levels)` }),
    unpriced: z.object({ sell: z.number().int(), buy: z.number().int() }).meta({ description: 'Open offers that name no price' }),
  })
  .meta({ id: 'PriceLadder' });
export type LadderDto = z.infer<typeof ladderSchema>;

export const priceAlertItemSchema = z
  .object({
    ...namedItemShape,
    item_rating: z.enum(ITEM_GRADES),
  })
  .meta({ id: 'PriceAlertItem' });

export const priceAlertSchema = z
  .object({
    id: z.number().int(),
    item: priceAlertItemSchema,
    side: z.enum(PRICE_ALERT_SIDES),
    price: z.number().int(),
    is_active: z.boolean(),
    last_fired_at: z.string().nullable().meta({ format: 'date-time' }),
    created_at: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'PriceAlert' });
export type PriceAlertDto = z.infer<typeof priceAlertSchema>;

export const priceAlertListSchema = z.object({ results: z.array(priceAlertSchema) });
export type PriceAlertListDto = z.infer<typeof priceAlertListSchema>;
/** What deleting an alert answers. */
export const priceAlertDeletedSchema = z.object({ id: z.number().int() });
export type PriceAlertDeletedDto = z.infer<typeof priceAlertDeletedSchema>;
