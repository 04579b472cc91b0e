import 'server-only';
import { and, count, desc, eq, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@/lib/constants';
import { getDb, schema } from '@/lib/server/db';
import { containsPattern } from '@/lib/server/db/like';
import { readPage, type Page } from '@/lib/server/db/paging';
import { AppError, Conflict, Forbidden, NotFound } from '@/lib/server/http/errors';
import { countTraders, findItem, toItemDto } from '@/lib/server/items';
import { consume } from '@/lib/server/rate-limit';
import { recordMissionActionQuietly } from '@/lib/server/missions/counting';
import { offersPosted } from '@/lib/server/prices/alerts';
import { hiddenAuthorIds } from '@/lib/server/people/blocks';
import { loadUserSummaries } from '@/lib/server/people/summary';
import { PAGE_SIZE } from '@/lib/constants';
import { ITEM_ID_REQUIRED, ITEM_UUID_REQUIRED } from '@/lib/validation/items';
import {
  type AddBuyItemBody,
  type ManageBody,
  type ManageResultDto,
  type UpdateWishItemBody,
  type WishItemDto,
  type WishListQuery,
  type WishOwnerDto,
  type WishType,
  type WishUserDto,
} from '@/lib/validation/wishlist';

const { wishItems, items, users, notifications } = schema;

type Member = { id: number; uuid: string; nickname: string | null };
type Reader = { id: number } | null | undefined;
type WishRow = typeof wishItems.$inferSelect;

/** Entries per list; a full list refuses new items with 409. */
export const WISH_LIST_MAX = 200;
/** Wish-list writes per member per minute. */
export const WISH_WRITE_LIMIT = { max: 60, windowSeconds: 60 };
/** At most this many counterparts are told about a new match. */
const MATCH_NOTIFY_MAX = 50;

export const opposite = (type: WishType): WishType => (type === 'buy' ? 'sell' : 'buy');

const missingItemRef = () =>
  new AppError('VALIDATION', 'An item id or uuid is required', { item_id: [ITEM_ID_REQUIRED], item_uuid: [ITEM_UUID_REQUIRED] });

async function limitWrites(member: Member) {
  await consume({ key: `wishlist:${member.id}`, ...WISH_WRITE_LIMIT });
}

async function itemOrThrow(ref: number | string | undefined | null) {
  if (ref === undefined || ref === null || ref === '') throw missingItemRef();
  const item = await findItem(ref);
  if (!item) throw NotFound('Item not found');
  return item;
}

// ── Reading ──────────────────────────────────────────────────────────────

async function ownerByUuid(uuid: string, reader: Reader) {
  const db = await getDb();
  const [owner] = await db.select().from(users).where(eq(users.uuid, uuid.toLowerCase())).limit(1);
  // A withdrawn member's lists are gone; a member who blocked the reader (or was blocked) is not shown.
  if (!owner || owner.status === 'withdrawn') throw NotFound('User not found');
  if (reader && reader.id !== owner.id && (await hiddenAuthorIds(reader.id)).includes(owner.id)) throw NotFound('User not found');
  return owner;
}

// The spec's trade filter: an exchange offer both sells and buys, so it matches either side.
function tradeWhere(trade: 'sell' | 'buy' | 'all'): SQL | undefined {
  if (trade === 'all') return undefined;
  return or(eq(wishItems.tradeType, trade), eq(wishItems.tradeType, 'exchange'));
}

async function toWishDtos(
  rows: Array<{ wish: WishRow; item: schema.Item }>,
  owner: { id: number; uuid: string },
  ctx: { locale: Locale; reader: Reader },
): Promise<WishItemDto[]> {
  const itemIds = [...new Set(rows.map((r) => r.item.id))];
  const [forReader, forOwner] = await Promise.all([
    countTraders(itemIds, ctx.reader),
    // Matches are the owner's: other members the owner can trade with.
    hiddenAuthorIds(owner.id).then((hidden) => countTraders(itemIds, owner, [...hidden, owner.id])),
  ]);
  return rows.map(({ wish, item }) => {
    const matches = forOwner.get(item.id);
    return {
      id: wish.id,
      item_id: item.id,
      item: toItemDto(item, ctx.locale, forReader.get(item.id)),
      user_uuid: owner.uuid,
      wish_type: wish.wishType,
      status: wish.status === 0 ? 0 : 1,
      count: wish.count,
      trade_type: wish.tradeType,
      price: wish.price,
      match_count: (wish.wishType === 'buy' ? matches?.seller_count : matches?.buyer_count) ?? 0,
      created_at: wish.createdAt.toISOString(),
      updated_at: wish.updatedAt.toISOString(),
    };
  });
}

async function wishDto(wish: WishRow, owner: Member, locale: Locale): Promise<WishItemDto> {
  const item = await findItem(wish.itemId);
  if (!item) throw NotFound('Item not found');
  const [dto] = await toWishDtos([{ wish, item }], owner, { locale, reader: owner });
  return dto as WishItemDto;
}

/**
 * `GET /v1/item/wish-items/{user_uuid}/?wish_type=`: one member's buy or sell list, newest first.
 * The owner sees paused entries too (and may filter by status); everyone else sees active ones.
 */
export async function listWishItems(
  userUuid: string,
  query: WishListQuery,
  ctx: { locale: Locale; reader: Reader },
): Promise<Page<WishItemDto>> {
  const owner = await ownerByUuid(userUuid, ctx.reader);
  const isOwner = ctx.reader?.id === owner.id;
  const where = and(
    eq(wishItems.userId, owner.id),
    eq(wishItems.wishType, query.wish_type),
    isOwner ? (query.status === undefined ? undefined : eq(wishItems.status, query.status)) : eq(wishItems.status, 1),
    tradeWhere(query.trade),
    query.keyword
      ? or(sql`${items.nameKo} ilike ${containsPattern(query.keyword)}`, sql`${items.nameZhTw} ilike ${containsPattern(query.keyword)}`)
      : undefined,
    query.item_type ? eq(items.itemType, query.item_type) : undefined,
    query.grade ? eq(items.itemRating, query.grade) : undefined,
  );
  const db = await getDb();
  const page = await readPage(
    { page: query.page, pageSize: query.page_size },
    (limit, offset) =>
      db
        .select({ wish: wishItems, item: items })
        .from(wishItems)
        .innerJoin(items, eq(items.id, wishItems.itemId))
        .where(where)
        .orderBy(desc(wishItems.createdAt), desc(wishItems.id))
        .limit(limit)
        .offset(offset),
    db.select({ n: count() }).from(wishItems).innerJoin(items, eq(items.id, wishItems.itemId)).where(where),
  );
  return { ...page, results: await toWishDtos(page.results, owner, ctx) };
}

/** The owner of a wish list as shown on its page, with the sizes of both lists. */
export async function getWishOwner(userUuid: string, ctx: { locale: Locale; reader: Reader }): Promise<WishOwnerDto> {
  const owner = await ownerByUuid(userUuid, ctx.reader);
  const isOwner = ctx.reader?.id === owner.id;
  const db = await getDb();
  const rows = await db
    .select({ wishType: wishItems.wishType, n: count() })
    .from(wishItems)
    .where(and(eq(wishItems.userId, owner.id), isOwner ? undefined : eq(wishItems.status, 1)))
    .groupBy(wishItems.wishType);
  const summary = (await loadUserSummaries([owner.id], ctx.locale)).get(owner.id);
  if (!summary) throw NotFound('User not found');
  return {
    user: summary,
    buy_count: Number(rows.find((r) => r.wishType === 'buy')?.n ?? 0),
    sell_count: Number(rows.find((r) => r.wishType === 'sell')?.n ?? 0),
  };
}

/**
 * `GET /v1/item/wish-items/users/{id}/?wish_type=sell|buy&page=`: the sellers (or buyers) of an
 * item: active entries of active members, newest first, without members hidden from the reader.
 */
export async function listWishUsers(
  itemId: number,
  opts: { wishType: WishType; page: number; pageSize?: number },
  ctx: { locale: Locale; reader: Reader },
): Promise<Page<WishUserDto>> {
  const item = await findItem(itemId);
  if (!item) throw NotFound('Item not found');
  const pageSize = opts.pageSize ?? PAGE_SIZE;
  const hidden = await hiddenAuthorIds(ctx.reader?.id);
  const where = and(
    eq(wishItems.itemId, item.id),
    eq(wishItems.wishType, opts.wishType),
    eq(wishItems.status, 1),
    eq(users.status, 'active'),
    hidden.length ? notInArray(wishItems.userId, hidden) : undefined,
  );
  const db = await getDb();
  const page = await readPage(
    { page: opts.page, pageSize },
    (limit, offset) =>
      db
        .select({ wish: wishItems })
        .from(wishItems)
        .innerJoin(users, eq(users.id, wishItems.userId))
        .where(where)
        .orderBy(desc(wishItems.createdAt), desc(wishItems.id))
        .limit(limit)
        .offset(offset),
    db.select({ n: count() }).from(wishItems).innerJoin(users, eq(users.id, wishItems.userId)).where(where),
  );
  const summaries = await loadUserSummaries(
    page.results.map((r) => r.wish.userId),
    ctx.locale,
  );
  const results = page.results.flatMap(({ wish }) => {
    const user = summaries.get(wish.userId);
    return user
      ? [{ id: wish.id, count: wish.count, trade_type: wish.tradeType, price: wish.price, created_at: wish.createdAt.toISOString(), user }]
      : [];
  });
  return { ...page, results };
}

// ── Writing ──────────────────────────────────────────────────────────────

async function entryOf(memberId: number, itemId: number, wishType: WishType): Promise<WishRow | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(wishItems)
    .where(and(eq(wishItems.userId, memberId), eq(wishItems.itemId, itemId), eq(wishItems.wishType, wishType)))
    .limit(1);
  return row ?? null;
}

async function insertEntry(
  member: Member,
  item: schema.Item,
  values: { wishType: WishType; count: number; tradeType: 'sell' | 'buy' | 'exchange'; price?: number | null },
): Promise<WishRow | null> {
  const db = await getDb();
  const [size] = await db
    .select({ n: count() })
    .from(wishItems)
    .where(and(eq(wishItems.userId, member.id), eq(wishItems.wishType, values.wishType)));
  if (Number(size?.n ?? 0) >= WISH_LIST_MAX) throw Conflict(`The ${values.wishType} list is full (${WISH_LIST_MAX} items)`);
  const [row] = await db
    .insert(wishItems)
    .values({
      userId: member.id,
      itemId: item.id,
      wishType: values.wishType,
      count: values.count,
      tradeType: values.tradeType,
      price: values.price ?? null,
      status: 1,
    })
    .onConflictDoNothing()
    .returning();
  if (row) {
    await notifyMatches(member, item, values.wishType);
    await offerListed(row);
    // Keyed by the item, so taking it off and putting it back does not count again.
    await recordMissionActionQuietly(member.id, 'add_wish', `wish:${item.id}:${values.wishType}`);
  }
  return row ?? null;
}

// A priced active entry is an offer on the item's ladder: the alerts waiting for it fire (once per entry).
async function offerListed(row: WishRow) {
  if (row.status !== 1 || row.price === null) return;
  await offersPosted([{ itemId: row.itemId, side: row.wishType, price: row.price, offerKey: `wish:${row.id}`, ownerId: row.userId }]);
}

/**
 * Issue 6 "matches": when an item lands on a member's list while others have it active on the
 * opposite list, each of them is told (kind `wish_match`), and so is the member, once, with the count.
 */
async function notifyMatches(member: Member, item: schema.Item, wishType: WishType) {
  const db = await getDb();
  const hidden = await hiddenAuthorIds(member.id);
  const counterparts = await db
    .select({ userId: wishItems.userId })
    .from(wishItems)
    .innerJoin(users, eq(users.id, wishItems.userId))
    .where(
      and(
        eq(wishItems.itemId, item.id),
        eq(wishItems.wishType, opposite(wishType)),
        eq(wishItems.status, 1),
        eq(users.status, 'active'),
        ne(wishItems.userId, member.id),
        hidden.length ? notInArray(wishItems.userId, hidden) : undefined,
      ),
    )
    .orderBy(desc(wishItems.createdAt))
    .limit(MATCH_NOTIFY_MAX);
  if (counterparts.length === 0) return;
  const base = { itemId: item.id, itemUuid: item.uuid, itemNameKo: item.nameKo, itemNameZhTw: item.nameZhTw };
  await db.insert(notifications).values([
    ...counterparts.map((c) => ({
      userId: c.userId,
      kind: 'wish_match',
      payload: { ...base, wishType: opposite(wishType), actorId: member.id, actorUuid: member.uuid, actorNickname: member.nickname },
    })),
    {
      userId: member.id,
      kind: 'wish_match',
      payload: { ...base, wishType, matchCount: counterparts.length },
    },
  ]);
}

/** `POST /v1/wishlist/buy/`: puts an item on the member's buy list; an item already there is refused (409). */
export async function addBuyItem(member: Member, body: AddBuyItemBody, locale: Locale): Promise<WishItemDto> {
  const item = await itemOrThrow(body.item_id ?? body.item_uuid);
  await limitWrites(member);
  const row = await insertEntry(member, item, { wishType: 'buy', count: body.count, tradeType: body.trade_type, price: body.price });
  if (!row) throw Conflict('The item is already on the buy list');
  return wishDto(row, member, locale);
}

async function ownEntry(member: Member, id: number, wishType: WishType): Promise<WishRow> {
  const db = await getDb();
  const [row] = await db.select().from(wishItems).where(eq(wishItems.id, id)).limit(1);
  if (!row || row.wishType !== wishType) throw NotFound(`No such ${wishType}-list item`);
  if (row.userId !== member.id) throw Forbidden('Only the owner can change this list');
  return row;
}

/** `DELETE /v1/wishlist/buy/{id}/` and `DELETE /v1/item/wish-items/` {id}: removes one of the member's entries. */
export async function removeWishItem(member: Member, id: number, wishType: WishType): Promise<{ id: number; wish_type: WishType }> {
  const row = await ownEntry(member, id, wishType);
  await limitWrites(member);
  const db = await getDb();
  await db.delete(wishItems).where(eq(wishItems.id, row.id));
  return { id: row.id, wish_type: wishType };
}

/** `POST /v1/wishlist/buy/{id}/toggle/` {status}: 1 active, 0 paused. */
export async function setBuyItemStatus(member: Member, id: number, status: 0 | 1, locale: Locale): Promise<WishItemDto> {
  const row = await ownEntry(member, id, 'buy');
  await limitWrites(member);
  const db = await getDb();
  const [updated] = await db
    .update(wishItems)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(wishItems.id, row.id))
    .returning();
  if (updated) await offerListed(updated);
  return wishDto(updated ?? row, member, locale);
}

/** `PATCH /v1/wishlist/items/{id}/` {count?, price?}: changes one of the member's own entries (either list). */
export async function updateWishItem(member: Member, id: number, body: UpdateWishItemBody, locale: Locale): Promise<WishItemDto> {
  const db = await getDb();
  const [row] = await db.select().from(wishItems).where(eq(wishItems.id, id)).limit(1);
  if (!row) throw NotFound('No such wish-list item');
  if (row.userId !== member.id) throw Forbidden('Only the owner can change this list');
  await limitWrites(member);
  const [updated] = await db
    .update(wishItems)
    // A field the body leaves out is undefined, which an update skips.
    .set({ count: body.count, price: body.price, updatedAt: sql`now()` })
    .where(eq(wishItems.id, row.id))
    .returning();
  if (updated && body.price !== undefined) await offerListed(updated);
  return wishDto(updated ?? row, member, locale);
}

/** Query and body may both carry wish_type (the spec's wish-list calls); one is enough, and they must agree. */
function resolveWishType(fromQuery: WishType | undefined, fromBody: WishType | undefined): WishType {
  if (fromQuery && fromBody && fromQuery !== fromBody) {
    throw new AppError('VALIDATION', 'wish_type differs between query and body', { wish_type: ['wishTypeMismatch'] });
  }
  const type = fromBody ?? fromQuery;
  if (!type) throw new AppError('VALIDATION', 'wish_type is required', { wish_type: ['wishTypeRequired'] });
  return type;
}

/**
 * `POST /v1/item/wish-items/manage/{id}/` and `…/manage-by-uuid/{uuid}/`: adds the item to, or
 * removes it from, the member's list of that type (from the query or the body). `toggle` (default)
 * flips it; `add` and `remove` are idempotent.
 */
export async function manageWishItem(
  member: Member,
  ref: number | string,
  { query, body }: { query: { wish_type?: WishType }; body: ManageBody },
  locale: Locale,
): Promise<ManageResultDto> {
  const wishType = resolveWishType(query.wish_type, body.wish_type);
  const item = await itemOrThrow(ref);
  await limitWrites(member);
  const existing = await entryOf(member.id, item.id, wishType);
  const base = { item_id: item.id, item_uuid: item.uuid, wish_type: wishType };
  const remove = existing && (body.action === 'toggle' || body.action === 'remove');
  if (remove) {
    const db = await getDb();
    await db.delete(wishItems).where(eq(wishItems.id, existing.id));
    return { ...base, wished: false, changed: true, wish_item: null };
  }
  if (existing) return { ...base, wished: true, changed: false, wish_item: await wishDto(existing, member, locale) };
  if (body.action === 'remove') return { ...base, wished: false, changed: false, wish_item: null };
  const inserted = await insertEntry(member, item, {
    wishType,
    count: body.count ?? 1,
    tradeType: body.trade_type ?? wishType,
    price: body.price,
  });
  // Lost a race with a parallel add: the entry exists now, which is what was asked for.
  const row = inserted ?? (await entryOf(member.id, item.id, wishType));
  if (!row) throw Conflict('The list changed meanwhile; try again');
  return { ...base, wished: true, changed: Boolean(inserted), wish_item: await wishDto(row, member, locale) };
}
