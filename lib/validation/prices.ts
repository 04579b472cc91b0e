import { z } from '@/lib/zod';
import { PRICE_ALERT_SIDES } from '@/lib/enums';
import { ITEM_GRADES, ITEM_TYPES } from '@/lib/items/catalog';
import { itemRefParam } from './items';

// ── Contract of item prices: history from completed trades, the fair range, the live ladder, alerts ──

/** Fewer completed trades than this in a window: "not enough data", figures null. */
export const PRICE_MIN_TRADES = 5;
/** The fair range is the 30-day window's; a price below p25 × LOW or above p75 × HIGH gets a warning. */
export const PRICE_FAIR_WINDOW_DAYS = 30;
export const PRICE_WARN_LOW = 0.5;
export const PRICE_WARN_HIGH = 2;
export const PRICE_WINDOWS = [7, 30, 90] as const;
export type PriceWindowDays = (typeof PRICE_WINDOWS)[number];
export const PRICE_SERIES_DAYS = 90;
/** Trade posts older than this leave the ladder. */
export const LADDER_POST_DAYS = 30;
/** Price levels shown per side of the ladder (the best ones). */
export const LADDER_LEVELS = 30;
export const PRICE_ALERT_MAX = 20;
export const PRICE_ALERT_COOLDOWN_MINUTES = 60;
export const PRICE_MAX = 1_000_000_000;

export { PRICE_ALERT_SIDES };
export type PriceAlertSide = (typeof PRICE_ALERT_SIDES)[number];

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
    .max(PRICE_MAX, 'priceInvalid')
    .meta({ description: `Gems per piece, 1–${PRICE_MAX}` }),
});
export type PriceAlertBody = z.infer<typeof priceAlertBody>;

const figure = z.number().nullable();

export const priceWindowSchema = z
  .object({
    count: z.number().int().meta({ description: 'Completed trades in the window' }),
    enough: z.boolean().meta({ description: `count ≥ ${PRICE_MIN_TRADES}; otherwise the figures are null ("not enough data")` }),
    median: figure,
    p25: figure,
    p75: figure,
  })
  .meta({ id: 'PriceWindow' });
export type PriceWindowDto = z.infer<typeof priceWindowSchema>;

export const priceDaySchema = z
  .object({
    day: z.string().meta({ description: 'UTC day, YYYY-MM-DD' }),
    count: z.number().int(),
    median: figure,
    p25: figure,
    p75: figure,
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
    id: z.number().int(),
    uuid: z.string(),
    name: z.string().meta({ description: "Name in the reader's language" }),
    image: z.string(),
    item_type: z.enum(ITEM_TYPES),
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

/** The warning a price gets against a fair range: null when inside it (or nothing to compare). */
export function fairPriceWarning(fair: Pick<FairRangeDto, 'low' | 'high'> | null | undefined, price: number | null | undefined) {
  if (!fair || price === null || price === undefined || !Number.isFinite(price) || price <= 0) return null;
  if (price < fair.low) return 'low' as const;
  if (price > fair.high) return 'high' as const;
  return null;
}
