// Item prices' limits and the fair-range rule as plain data: price fields on many screens use them
// without zod (lib/validation/prices.ts adds the schemas; lib/server/prices computes the figures).
import { PRICE_ALERT_SIDES } from '@/lib/enums';

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
// An offer's count and its price in gems per piece (wish-list entries, trade posts, price alerts).
export const OFFER_COUNT_MAX = 999;
export const OFFER_PRICE_MAX = 1_000_000_000;

export { PRICE_ALERT_SIDES };
export type PriceAlertSide = (typeof PRICE_ALERT_SIDES)[number];

/** The warning a price gets against a fair range: null when inside it (or nothing to compare). */
export function fairPriceWarning(fair: { low: number; high: number } | null | undefined, price: number | null | undefined) {
  if (!fair || price === null || price === undefined || !Number.isFinite(price) || price <= 0) return null;
  if (price < fair.low) return 'low' as const;
  if (price > fair.high) return 'high' as const;
  return null;
}

/** A price or count as typed in a field: a whole number from 1, capped at `max`; null when empty or not one. */
export function typedOfferNumber(text: string, max: number): number | null {
  const n = Math.floor(Number(text));
  return text.trim() === '' || !Number.isFinite(n) || n < 1 ? null : Math.min(n, max);
}
