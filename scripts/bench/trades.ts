// The bench's trading data: N completed trades (trade_prices rows, default 1,000,000) over 100
// items, spread evenly over the last 90 days (every row lands in the 90-day window: the history's
// worst case), and open priced offers on the ladder: a buy and a sell wish entry per demo member and
// item, and a trade post with one priced item per item and side. Runs in the bench's own process
// before the server starts, then closes the database; the production server reads the same data.

export type GrownTrades = {
  seconds: number;
  trades: number;
  items: number;
  /** The item the HTTP figures use (about trades ÷ items rows, like every other). */
  itemId: number;
  itemUuid: string;
  /** getLadder() and the history's SQL (cache bypassed) in this process: p50 and p95 of 30 calls, ms. */
  ladderDirect: { p50: number; p95: number };
  historyDirect: { p50: number; p95: number };
};

export const TRADE_ITEMS = 100;
const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function timed(fn: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let k = 0; k < 5; k++) await fn();
  const times: number[] = [];
  for (let k = 0; k < 30; k++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

export async function growTrades(trades: number, log: (line: string) => void): Promise<GrownTrades> {
  process.env.SEED_DEMO = 'true';
  process.env.APP_ENV = 'development';
  const { sql } = await import('drizzle-orm');
  const { closeDb } = await import('../../lib/server/db');
  const { prepareDatabase } = await import('../../lib/server/boot');
  const { rowsOf } = await import('../../lib/server/db/rows');
  const { getLadder, getPriceHistory, forgetPriceHistory } = await import('../../lib/server/prices');
  const started = performance.now();
  const db = await prepareDatabase(); // migrations and the demo seed (a no-op when the posts bench grew it already)
  try {
    // Enough items: the demo catalogue, topped up with bench items to TRADE_ITEMS.
    const have = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from items`))[0]!.n;
    if (have < TRADE_ITEMS) {
      await db.execute(sql`
        insert into items (name_ko, name_zh_tw, image, item_type, item_rating)
        select '벤치 아이템 ' || g, '測試道具 ' || g, '/art/items/royal-crown.png', 'EQUIPMENT_HAT', 'A'
        from generate_series(1, ${TRADE_ITEMS - have}) g`);
    }
    const itemIds = rowsOf<{ id: number }>(await db.execute(sql`select id from items order by id limit ${TRADE_ITEMS}`)).map((r) =>
      Number(r.id),
    );
    const ids = sql.raw(`array[${itemIds.join(',')}]`);
    // Each item has its own price level (100–5,000 gems); a trade lands within ±40 % of it.
    await db.execute(sql`
      insert into trade_prices (item_id, unit_price, count, completed_at)
      select (${ids})[1 + g % ${itemIds.length}],
             greatest(1, round((100 + ((g % ${itemIds.length}) * 4900 / ${itemIds.length})) * (0.6 + random() * 0.8)))::int,
             1 + g % 3,
             now() - make_interval(secs => (g::double precision / ${trades}) * 90 * 86400)
      from generate_series(1, ${trades}) g`);

    // Open offers: each demo member's buy and sell entry on every item, priced around the level.
    await db.execute(sql`
      insert into wish_items (user_id, item_id, wish_type, status, count, trade_type, price)
      select u.id, i.id, t.side, 1, 1 + (u.id + i.id) % 5, t.side,
             greatest(1, round((100 + (i.ord * 4900 / ${itemIds.length})) * (case when t.side = 'sell' then 1.05 else 0.95 end)
               * (0.8 + ((u.id * 7 + i.id * 13) % 40) / 100.0)))::int
      from users u
      cross join (select id, row_number() over (order by id) - 1 as ord from items where id = any(${ids})) i
      cross join (values ('sell'), ('buy')) t(side)
      where u.status = 'active'
      on conflict do nothing`);
    // And a trade post per item and side (need 15 → buy, sell 16 → sell) with a priced item.
    await db.execute(sql`
      with made as (
        insert into posts (category_id, post_type, author_id, title, content)
        select 26, case when s = 0 then 16 else 15 end, (select min(id) from users where status = 'active'),
               '벤치 거래 ' || i.id || '-' || s, '벤치 거래 글입니다. 가격은 본문에 적었어요.'
        from unnest(${ids}) i(id) cross join generate_series(0, 1) s
        returning id, post_type, title)
      insert into post_items (post_id, item_id, trade_role, count, price)
      select id, split_part(substr(title, 7), '-', 1)::int, case when post_type = 16 then 'sell' else 'buy' end, 2,
             500 + split_part(substr(title, 7), '-', 1)::int
      from made`);
    // The visibility map makes the history's reads index-only scans.
    await db.execute(sql`vacuum analyze trade_prices`);
    await db.execute(sql`analyze wish_items`);
    await db.execute(sql`analyze post_items`);
    await db.execute(sql`analyze posts`);
    await db.execute(sql`analyze users`);
    const seconds = (performance.now() - started) / 1000;
    const itemId = itemIds[Math.floor(itemIds.length / 2)]!;
    const itemUuid = rowsOf<{ uuid: string }>(await db.execute(sql`select uuid from items where id = ${itemId}`))[0]!.uuid;
    const offers = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from wish_items where price is not null`))[0]!.n;
    log(
      `  trades: ${trades.toLocaleString()} completed trades over ${itemIds.length} items, ${offers.toLocaleString()} priced wish entries, ` +
        `${itemIds.length * 2} priced trade posts, in ${seconds.toFixed(1)} s`,
    );

    const ladderDirect = await timed(() => getLadder(itemId));
    const historyDirect = await timed(() => {
      forgetPriceHistory(itemId);
      return getPriceHistory(itemId);
    });
    return { seconds, trades, items: itemIds.length, itemId, itemUuid, ladderDirect, historyDirect };
  } finally {
    await closeDb();
  }
}
