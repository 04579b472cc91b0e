import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { rowsOf } from '@/lib/server/db/rows';
import { findItem } from '@/lib/server/items';
import { NotFound } from '@/lib/server/http/errors';
import { POST_TYPES } from '@/lib/constants';
import {
  LADDER_LEVELS,
  LADDER_POST_DAYS,
  PRICE_FAIR_WINDOW_DAYS,
  PRICE_MIN_TRADES,
  PRICE_SERIES_DAYS,
  PRICE_WARN_HIGH,
  PRICE_WARN_LOW,
  type FairRangeDto,
  type LadderDto,
  type LadderLevelDto,
  type PriceDayDto,
  type PriceHistoryDto,
  type PriceWindowDto,
} from '@/lib/validation/prices';

export { firePriceAlerts } from './alerts';

// Item prices from completed trades (trade_prices, one row per trade that paid gems for one kind of
// item) and the open offers on an item (priced wish entries and trade-post items).
//
// What counts (README "Prices and price alerts"): trades not excluded at completion (shared device
// or address, a new trader: lib/server/trades/counting.ts), one value per pair of members per
// window or day, the top and bottom PRICE_TRIM_SHARE trimmed, PRICE_MIN_TRADES pairs at least.
//
// Both reads walk trade_prices_counted_idx (item_id, completed_at, unit_price, seller_id, buyer_id,
// id; counted rows only) as an index-only scan of one item's last 90 days; no rollup is kept.
//
// Freshness: the history is kept in this process for PRICE_HISTORY_TTL_MS per item (an item detail
// is opened by many readers; a completed trade may take that long to show on other instances, and
// shows at once on the instance that calls forgetPriceHistory()). The ladder is never cached: an
// offer added, paused or removed shows on the next poll (the item detail polls every 5 s).

export const PRICE_HISTORY_TTL_MS = 30_000;
/** Share of a window's (or day's) pair values dropped at each end before its percentiles. */
export const PRICE_TRIM_SHARE = 0.1;
const HISTORY_CACHE_MAX = 1_000;

type Num = number | string | null;
const num = (v: Num): number | null => (v === null || v === undefined ? null : Number(v));
const round = (v: number | null) => (v === null ? null : Math.round(v));

type WindowRow = { n: number; p25: Num; p50: Num; p75: Num };

function windowDto(row: WindowRow | undefined): PriceWindowDto {
  const count = Number(row?.n ?? 0);
  const enough = count >= PRICE_MIN_TRADES;
  return {
    count,
    enough,
    median: enough ? round(num(row!.p50)) : null,
    p25: enough ? round(num(row!.p25)) : null,
    p75: enough ? round(num(row!.p75)) : null,
  };
}

/** The fair range of a window's raw figures: warn below ceil(p25 × LOW), above floor(p75 × HIGH). */
function fairOf(row: WindowRow | undefined): FairRangeDto | null {
  if (!row || Number(row.n) < PRICE_MIN_TRADES) return null;
  const p25 = num(row.p25)!;
  const p75 = num(row.p75)!;
  return {
    low: Math.ceil(p25 * PRICE_WARN_LOW),
    high: Math.floor(p75 * PRICE_WARN_HIGH),
    p25: Math.round(p25),
    p75: Math.round(p75),
    median: Math.round(num(row.p50)!),
  };
}

const utcDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The price rows of an item that count, one value per pair of members: rows of trades excluded at
 * completion (lib/server/trades/counting.ts) are left out, and a pair's several trades within a
 * group (a window or a day) become their median, whichever of the two sold. Rows without a pair
 * (written without a trade) stand alone. Then the lowest and the highest PRICE_TRIM_SHARE of the
 * group's values are dropped before its percentiles; `n` is the group's pairs before trimming.
 */
function trimmedFigures(itemId: number, since: SQL, groups: SQL, group: SQL) {
  const trim = sql.raw(String(PRICE_TRIM_SHARE));
  return sql`
    with counted as (
      select unit_price, completed_at,
             case when seller_id is null or buyer_id is null then 'r' || id::text
                  else least(seller_id, buyer_id)::text || ':' || greatest(seller_id, buyer_id)::text end as pair
      from trade_prices
      where item_id = ${itemId} and excluded_reason is null and completed_at > ${since}
    ),
    pairs as (
      select ${group} as grp, pair, percentile_cont(0.5) within group (order by unit_price) as price
      from counted ${groups}
      group by 1, pair
    ),
    ranked as (
      select grp, price, row_number() over (partition by grp order by price) as r, count(*) over (partition by grp) as n
      from pairs
    )
    select grp, max(n)::int as n,
           percentile_cont(0.25) within group (order by price) as p25,
           percentile_cont(0.5) within group (order by price) as p50,
           percentile_cont(0.75) within group (order by price) as p75
    from ranked
    where r > floor(n * ${trim}) and r <= n - floor(n * ${trim})
    group by grp`;
}

async function readHistory(itemId: number): Promise<PriceHistoryDto> {
  const db = await getDb();
  const [windowsResult, seriesResult] = await Promise.all([
    db.execute(
      trimmedFigures(
        itemId,
        sql`now() - interval '90 days'`,
        sql`join (values (7), (30), (90)) as w(days) on completed_at > now() - make_interval(days => w.days)`,
        sql`w.days`,
      ),
    ),
    db.execute(
      trimmedFigures(
        itemId,
        sql`(date_trunc('day', now() at time zone 'UTC') - make_interval(days => ${PRICE_SERIES_DAYS - 1})) at time zone 'UTC'`,
        sql``,
        sql`to_char(completed_at at time zone 'UTC', 'YYYY-MM-DD')`,
      ),
    ),
  ]);
  const byWindow = new Map(rowsOf<{ grp: number | string } & WindowRow>(windowsResult).map((r) => [Number(r.grp), r]));
  const pick = (days: number): WindowRow => byWindow.get(days) ?? { n: 0, p25: null, p50: null, p75: null };
  const byDay = new Map(rowsOf<{ grp: string } & WindowRow>(seriesResult).map((r) => [r.grp, r]));
  const series: PriceDayDto[] = [];
  const now = new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (let k = PRICE_SERIES_DAYS - 1; k >= 0; k--) {
    const day = utcDay(new Date(today - k * 86_400_000));
    const row = byDay.get(day);
    series.push({
      day,
      count: Number(row?.n ?? 0),
      median: row ? round(num(row.p50)) : null,
      p25: row ? round(num(row.p25)) : null,
      p75: row ? round(num(row.p75)) : null,
    });
  }
  return {
    item_id: itemId,
    windows: { d7: windowDto(pick(7)), d30: windowDto(pick(30)), d90: windowDto(pick(90)) },
    series,
    fair: fairOf(pick(PRICE_FAIR_WINDOW_DAYS)),
  };
}

const historyCache = new Map<number, { at: number; value: Promise<PriceHistoryDto> }>();

/** The item's price history: 7/30/90-day figures, the daily series over 90 days and the fair range. */
export async function getPriceHistory(itemId: number): Promise<PriceHistoryDto> {
  const now = Date.now();
  const hit = historyCache.get(itemId);
  if (hit && now - hit.at < PRICE_HISTORY_TTL_MS) return hit.value;
  // One read per item at a time: readers arriving meanwhile share it.
  const value = readHistory(itemId);
  historyCache.delete(itemId);
  historyCache.set(itemId, { at: now, value });
  value.catch(() => {
    if (historyCache.get(itemId)?.value === value) historyCache.delete(itemId);
  });
  for (const key of historyCache.keys()) {
    if (historyCache.size <= HISTORY_CACHE_MAX) break;
    historyCache.delete(key);
  }
  return value;
}

/** Drops this process's copy of an item's history (all items without an id), e.g. after a trade completed. */
export function forgetPriceHistory(itemId?: number): void {
  if (itemId === undefined) historyCache.clear();
  else historyCache.delete(itemId);
}

/** The 30-day fair range, or null with fewer than PRICE_MIN_TRADES trades. */
export async function getFairRange(itemId: number): Promise<FairRangeDto | null> {
  return (await getPriceHistory(itemId)).fair;
}

/**
 * The open offers on an item grouped by price: active priced wish entries (status 1) and items of
 * trade posts (need 15 → buy, sell 16 → sell) that are neither deleted nor hidden and at most
 * LADDER_POST_DAYS old, all of active members. Offers without a price are only counted.
 */
export async function getLadder(itemId: number): Promise<LadderDto> {
  const db = await getDb();
  const result = await db.execute(sql`
    select side, price, count(*)::int as offers, sum(pieces)::int as pieces
    from (
      select w.wish_type as side, w.price, w.count as pieces
      from wish_items w
      join users u on u.id = w.user_id
      where w.item_id = ${itemId} and w.status = 1 and u.status = 'active'
      union all
      select pi.trade_role as side, pi.price, pi.count as pieces
      from post_items pi
      join posts p on p.id = pi.post_id
      join users u on u.id = p.author_id
      where pi.item_id = ${itemId}
        and pi.trade_role in ('sell', 'buy')
        and p.post_type in (${POST_TYPES.tradeNeed}, ${POST_TYPES.tradeSell})
        and p.deleted_at is null and not p.is_hidden
        and p.created_at > now() - make_interval(days => ${LADDER_POST_DAYS})
        and u.status = 'active'
    ) offers
    group by side, price`);
  const ladder: LadderDto = { item_id: itemId, sell: [], buy: [], unpriced: { sell: 0, buy: 0 } };
  for (const row of rowsOf<{ side: string; price: Num; offers: number; pieces: number }>(result)) {
    if (row.side !== 'sell' && row.side !== 'buy') continue;
    if (row.price === null) {
      ladder.unpriced[row.side] += Number(row.offers);
      continue;
    }
    const level: LadderLevelDto = { price: Number(row.price), offers: Number(row.offers), count: Number(row.pieces) };
    ladder[row.side].push(level);
  }
  ladder.sell = ladder.sell.sort((a, b) => a.price - b.price).slice(0, LADDER_LEVELS);
  ladder.buy = ladder.buy.sort((a, b) => b.price - a.price).slice(0, LADDER_LEVELS);
  return ladder;
}

/** The item behind `/v1/items/{id}/…` (an id or a uuid); 404 when there is none. */
export async function priceItemId(ref: string): Promise<number> {
  const item = await findItem(ref);
  if (!item) throw NotFound('Item not found');
  return item.id;
}
