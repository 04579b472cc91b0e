import 'server-only';
import { and, asc, count, desc, eq, ilike, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@/lib/constants';
import { gradeColor, type ItemGrade, type ItemType } from '@/lib/items/catalog';
import { getDb, schema } from '@/lib/server/db';
import { containsPattern, prefixPattern } from '@/lib/server/db/like';
import { readPage, type Page } from '@/lib/server/db/paging';
import { NotFound } from '@/lib/server/http/errors';
import { pick } from '@/lib/bilingual';
import { hiddenAuthorIds } from '@/lib/server/people/blocks';
import { isUuid } from '@/lib/validation/common';
import { type ItemDetailDto, type ItemDto, type ItemFilter } from '@/lib/validation/items';

const { items, wishItems, equipmentObjects, users } = schema;

export type ItemCounts = { seller_count: number; buyer_count: number };
type Viewer = { id: number } | null | undefined;

/** The score, price and sprite sheet, which the public item and the admin one both answer as stored. */
export const itemLook = (row: schema.Item) => ({
  rating_score: row.ratingScore,
  price: row.price,
  is_show_eyes: row.isShowEyes,
  sprite_img: row.spriteImg,
  sprite_width: row.spriteWidth,
  sprite_height: row.spriteHeight,
  sprite_frame: row.spriteFrame,
});

export function toItemDto(row: schema.Item, locale: Locale, counts: ItemCounts = { seller_count: 0, buyer_count: 0 }): ItemDto {
  return {
    id: row.id,
    uuid: row.uuid,
    name: pick(locale, row.nameKo, row.nameZhTw),
    name_ko: row.nameKo,
    name_zh_tw: row.nameZhTw,
    image: row.image,
    description: pick(locale, row.descriptionKo, row.descriptionZhTw),
    item_type: row.itemType as ItemType,
    item_rating: row.itemRating as ItemGrade,
    grade_color: gradeColor(row.itemRating),
    ...itemLook(row),
    seller_count: counts.seller_count,
    buyer_count: counts.buyer_count,
    created_at: row.createdAt.toISOString(),
  };
}

// Names are searched in both languages whatever the reader's language: a Korean reader may
// paste a name from a Taiwanese post and the other way round.
function filterWhere(filter: ItemFilter): SQL | undefined {
  return and(
    filter.keyword
      ? or(ilike(items.nameKo, containsPattern(filter.keyword)), ilike(items.nameZhTw, containsPattern(filter.keyword)))
      : undefined,
    filter.item_type ? eq(items.itemType, filter.item_type) : undefined,
    filter.grade ? eq(items.itemRating, filter.grade) : undefined,
  );
}

/**
 * Active sell and buy entries per item, leaving out members hidden from the viewer (blocks
 * either way), withdrawn and suspended members: the counts match the sellers and buyers tabs.
 */
export async function countTraders(itemIds: number[], viewer: Viewer, hidden?: number[]): Promise<Map<number, ItemCounts>> {
  const out = new Map<number, ItemCounts>(itemIds.map((id) => [id, { seller_count: 0, buyer_count: 0 }]));
  if (itemIds.length === 0) return out;
  const hiddenIds = hidden ?? (await hiddenAuthorIds(viewer?.id));
  const db = await getDb();
  const rows = await db
    .select({ itemId: wishItems.itemId, wishType: wishItems.wishType, n: count() })
    .from(wishItems)
    .innerJoin(users, eq(users.id, wishItems.userId))
    .where(
      and(
        inArray(wishItems.itemId, itemIds),
        eq(wishItems.status, 1),
        eq(users.status, 'active'),
        hiddenIds.length ? notInArray(wishItems.userId, hiddenIds) : undefined,
      ),
    )
    .groupBy(wishItems.itemId, wishItems.wishType);
  for (const row of rows) {
    const entry = out.get(row.itemId);
    if (!entry) continue;
    if (row.wishType === 'sell') entry.seller_count = Number(row.n);
    else entry.buyer_count = Number(row.n);
  }
  return out;
}

async function withCounts(rows: schema.Item[], locale: Locale, viewer: Viewer): Promise<ItemDto[]> {
  const counts = await countTraders(
    rows.map((r) => r.id),
    viewer,
  );
  return rows.map((row) => toItemDto(row, locale, counts.get(row.id)));
}

/** `GET /v1/items/search/`: at most `limit` (≤ 10) items, newest first. */
export async function searchItems(query: ItemFilter & { limit: number }, ctx: { locale: Locale; viewer?: Viewer }): Promise<ItemDto[]> {
  const db = await getDb();
  const rows = await db.select().from(items).where(filterWhere(query)).orderBy(desc(items.createdAt), desc(items.id)).limit(query.limit);
  return withCounts(rows, ctx.locale, ctx.viewer);
}

/** `GET /v1/items/`: the whole catalogue, paged, newest first. */
export async function listItems(
  query: ItemFilter & { page: number; page_size: number },
  ctx: { locale: Locale; viewer?: Viewer },
): Promise<Page<ItemDto>> {
  const page = await itemRows(query, { page: query.page, pageSize: query.page_size });
  return { ...page, results: await withCounts(page.results, ctx.locale, ctx.viewer) };
}

/** One page of the catalogue's rows under `filter`, newest first; for the public list and the admin one. */
export async function itemRows(filter: ItemFilter, at: { page: number; pageSize: number }): Promise<Page<schema.Item>> {
  const db = await getDb();
  const where = filterWhere(filter);
  return readPage(
    at,
    (limit, offset) => db.select().from(items).where(where).orderBy(desc(items.createdAt), desc(items.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(items).where(where),
  );
}

/**
 * `GET /v1/item/search-name/`: name autocomplete. Names starting with the text come first
 * (in the reader's language before the other), then names containing it; newest first within each.
 */
export async function searchItemNames(name: string, ctx: { locale: Locale; limit: number }): Promise<ItemDto[]> {
  const db = await getDb();
  const [own, other] = ctx.locale === 'zh-TW' ? [items.nameZhTw, items.nameKo] : [items.nameKo, items.nameZhTw];
  const rank = sql<number>`case when ${own} ilike ${prefixPattern(name)} then 0 when ${other} ilike ${prefixPattern(name)} then 1 else 2 end`;
  const rows = await db
    .select()
    .from(items)
    .where(or(ilike(items.nameKo, containsPattern(name)), ilike(items.nameZhTw, containsPattern(name))))
    .orderBy(asc(rank), desc(items.createdAt), desc(items.id))
    .limit(ctx.limit);
  return rows.map((row) => toItemDto(row, ctx.locale));
}

/** The item row for a numeric id or a uuid; null when there is none (or the reference is malformed). */
export async function findItem(ref: number | string): Promise<schema.Item | null> {
  const db = await getDb();
  let where: SQL;
  if (typeof ref === 'number' || /^\d{1,9}$/.test(ref)) {
    const id = Number(ref);
    if (!Number.isSafeInteger(id) || id <= 0) return null;
    where = eq(items.id, id);
  } else if (isUuid(ref)) {
    where = eq(items.uuid, ref.toLowerCase());
  } else {
    return null;
  }
  const [row] = await db.select().from(items).where(where).limit(1);
  return row ?? null;
}

/** `GET /v1/item/{id}/`: one item (by id or uuid) with its equipment objects and the reader's wish entries. */
export async function getItemDetail(ref: number | string, ctx: { locale: Locale; viewer?: Viewer }): Promise<ItemDetailDto> {
  const row = await findItem(ref);
  if (!row) throw NotFound('Item not found');
  const db = await getDb();
  const viewer = ctx.viewer ?? null;
  const [objects, [dto], wished, others] = await Promise.all([
    db
      .select()
      .from(equipmentObjects)
      .where(eq(equipmentObjects.itemId, row.id))
      .orderBy(asc(equipmentObjects.displayOrder), asc(equipmentObjects.id)),
    withCounts([row], ctx.locale, ctx.viewer),
    ctx.viewer
      ? db
          .select({ id: wishItems.id, wishType: wishItems.wishType })
          .from(wishItems)
          .where(and(eq(wishItems.userId, ctx.viewer.id), eq(wishItems.itemId, row.id)))
      : Promise.resolve([]),
    // Matches are counted as the wish list counts them: other members the reader can trade with.
    viewer
      ? hiddenAuthorIds(viewer.id).then((hidden) => countTraders([row.id], viewer, [...hidden, viewer.id]))
      : Promise.resolve(new Map<number, ItemCounts>()),
  ]);
  const buy = wished.find((w) => w.wishType === 'buy')?.id ?? null;
  const sell = wished.find((w) => w.wishType === 'sell')?.id ?? null;
  const counterparts = others.get(row.id);
  return {
    ...(dto as ItemDto),
    equipment_objects: objects.map((o) => ({ id: o.id, display_order: o.displayOrder, image: o.image })),
    wished: { buy, sell },
    matches: {
      sellers: buy !== null ? (counterparts?.seller_count ?? 0) : 0,
      buyers: sell !== null ? (counterparts?.buyer_count ?? 0) : 0,
    },
  };
}
