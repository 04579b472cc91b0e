import 'server-only';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, min } from 'drizzle-orm';
import type { Locale } from '@/lib/constants';
import { gradeColor, type ItemType } from '@/lib/items/catalog';
import { invalidatePages, type PageTag } from '@/lib/server/cache/pages';
import { getDb, schema, type Db } from '@/lib/server/db';
import { insertOne } from '@/lib/server/db/rows';
import { AppError, Forbidden, NotFound } from '@/lib/server/http/errors';
import { pick } from '@/lib/bilingual';
import { hiddenAuthorIds } from '@/lib/server/people/blocks';
import { consume, type Limit } from '@/lib/server/rate-limit';
import {
  LOOK_ERRORS,
  LOOKS_PER_MEMBER,
  ROOM_ITEM_TYPES,
  isLookPostType,
  lookItemErrors,
  lookItemIds,
  type LookDto,
  type LookItemDto,
  type LookWriteInput,
  type RoomCatalogueDto,
} from '@/lib/validation/room';

// ── My room: a member's saved looks (outfit and room), their share pages and show-off posts ──

const { looks, items, equipmentObjects, users, wishItems, posts } = schema;

type Reader = { id: number } | null | undefined;
type Member = { id: number };
type Conn = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** Look saves, edits and deletes per member. */
export const LOOK_WRITE_LIMIT = (userId: number): Limit => ({ key: `room:write:${userId}`, max: 60, windowSeconds: 60 });

const fieldError = (field: string, key: string) => new AppError('VALIDATION', 'Validation failed', { [field]: [key] });

// ── Reading ──────────────────────────────────────────────────────────────

async function loadItems(db: Conn, ids: number[], locale: Locale): Promise<Map<number, LookItemDto>> {
  const out = new Map<number, LookItemDto>();
  if (ids.length === 0) return out;
  const [rows, orders] = await Promise.all([
    db.select().from(items).where(inArray(items.id, ids)),
    db
      .select({ itemId: equipmentObjects.itemId, order: min(equipmentObjects.displayOrder) })
      .from(equipmentObjects)
      .where(inArray(equipmentObjects.itemId, ids))
      .groupBy(equipmentObjects.itemId),
  ]);
  const orderOf = new Map(orders.map((o) => [o.itemId, o.order]));
  for (const row of rows) out.set(row.id, toLookItem(row, locale, orderOf.get(row.id) ?? null));
  return out;
}

function toLookItem(row: schema.Item, locale: Locale, displayOrder: number | null): LookItemDto {
  return {
    id: row.id,
    uuid: row.uuid,
    name: pick(locale, row.nameKo, row.nameZhTw),
    image: row.image,
    item_type: row.itemType as ItemType,
    item_rating: row.itemRating,
    grade_color: gradeColor(row.itemRating),
    is_show_eyes: row.isShowEyes,
    sprite_img: row.spriteImg,
    sprite_frame: row.spriteFrame,
    display_order: displayOrder,
  };
}

type LookRow = { look: schema.Look; ownerUuid: string; nickname: string | null };

async function toDtos(db: Conn, rows: LookRow[], locale: Locale): Promise<LookDto[]> {
  const ids = [...new Set(rows.flatMap(({ look }) => lookItemIds(columnsAsInput(look))))];
  const found = await loadItems(db, ids, locale);
  const one = (id: number | null) => (id === null ? null : (found.get(id) ?? null));
  return rows.map(({ look, ownerUuid, nickname }) => ({
    uuid: look.uuid,
    name: look.name,
    owner: { uuid: ownerUuid, nickname },
    equipment: look.equipment.flatMap((id) => found.get(id) ?? []),
    backdrop: one(look.backdropItemId),
    wall: one(look.wallItemId),
    floor: one(look.floorItemId),
    furniture: look.furniture.flatMap((f) => {
      const item = found.get(f.item_id);
      return item ? [{ item, x: f.x, y: f.y }] : [];
    }),
    share_path: `/room/${look.uuid}`,
    created_at: look.createdAt.toISOString(),
    updated_at: look.updatedAt.toISOString(),
  }));
}

function columnsAsInput(look: schema.Look) {
  return {
    equipment: look.equipment,
    backdrop_item_id: look.backdropItemId,
    wall_item_id: look.wallItemId,
    floor_item_id: look.floorItemId,
    furniture: look.furniture,
  };
}

const lookColumns = { look: looks, ownerUuid: users.uuid, nickname: users.nickname };

/** `GET /v1/room/looks/`: the member's own looks, last changed first (at most LOOKS_PER_MEMBER). */
export async function listLooks(userId: number, locale: Locale): Promise<LookDto[]> {
  const db = await getDb();
  const rows = await db
    .select(lookColumns)
    .from(looks)
    .innerJoin(users, eq(users.id, looks.userId))
    .where(eq(looks.userId, userId))
    .orderBy(desc(looks.updatedAt), desc(looks.id));
  return toDtos(db, rows, locale);
}

// A withdrawn member's looks are gone with them; a member the reader blocked (or who blocked the
// reader) is not shown, as their posts are not.
async function visibleOwner(userId: number, status: string, reader: Reader): Promise<boolean> {
  if (status === 'withdrawn') return false;
  if (!reader || reader.id === userId) return true;
  return !(await hiddenAuthorIds(reader.id)).includes(userId);
}

/** `GET /v1/users/{uuid}/looks/`: another member's saved looks, read-only. */
export async function listPublicLooks(
  userUuid: string,
  ctx: { locale: Locale; reader: Reader },
): Promise<{ owner: { uuid: string; nickname: string | null }; looks: LookDto[] }> {
  const db = await getDb();
  const [owner] = await db.select().from(users).where(eq(users.uuid, userUuid.toLowerCase())).limit(1);
  if (!owner || !(await visibleOwner(owner.id, owner.status, ctx.reader))) throw NotFound('User not found');
  return { owner: { uuid: owner.uuid, nickname: owner.nickname }, looks: await listLooks(owner.id, ctx.locale) };
}

async function lookRow(db: Conn, uuid: string): Promise<(LookRow & { ownerStatus: string }) | null> {
  const [row] = await db
    .select({ ...lookColumns, ownerStatus: users.status })
    .from(looks)
    .innerJoin(users, eq(users.id, looks.userId))
    .where(eq(looks.uuid, uuid.toLowerCase()))
    .limit(1);
  return row ?? null;
}

/** `GET /v1/room/looks/{uuid}/` and the share page: one look, public (404 when unknown or its owner is hidden from the reader). */
export async function getLook(uuid: string, ctx: { locale: Locale; reader?: Reader }): Promise<LookDto> {
  const db = await getDb();
  const row = await lookRow(db, uuid);
  if (!row || !(await visibleOwner(row.look.userId, row.ownerStatus, ctx.reader))) throw NotFound('Look not found');
  const [dto] = await toDtos(db, [row], ctx.locale);
  return dto!;
}

/** The look shown on a post, or null (none, or since deleted). */
export async function getPostLook(postId: number, locale: Locale): Promise<LookDto | null> {
  const db = await getDb();
  const [row] = await db
    .select(lookColumns)
    .from(posts)
    .innerJoin(looks, eq(looks.id, posts.lookId))
    .innerJoin(users, eq(users.id, looks.userId))
    .where(eq(posts.id, postId))
    .limit(1);
  if (!row) return null;
  const [dto] = await toDtos(db, [row], locale);
  return dto ?? null;
}

/** `GET /v1/room/catalogue/`: every item the studio offers, and the ones on the member's sell list. */
export async function roomCatalogue(member: Member, locale: Locale): Promise<RoomCatalogueDto> {
  const db = await getDb();
  const [rows, sold] = await Promise.all([
    db
      .select({ id: items.id })
      .from(items)
      .where(inArray(items.itemType, [...ROOM_ITEM_TYPES]))
      .orderBy(asc(items.itemType), asc(items.id)),
    db
      .select({ itemId: wishItems.itemId })
      .from(wishItems)
      .where(and(eq(wishItems.userId, member.id), eq(wishItems.wishType, 'sell'))),
  ]);
  const found = await loadItems(
    db,
    rows.map((r) => r.id),
    locale,
  );
  return { items: rows.flatMap((r) => found.get(r.id) ?? []), sell_item_ids: sold.map((s) => s.itemId) };
}

// ── Writing ──────────────────────────────────────────────────────────────

// Every item must exist and fit its slot (lib/validation/room.ts); 400 with the field errors otherwise.
async function checkItems(db: Conn, input: LookWriteInput): Promise<void> {
  const ids = lookItemIds(input);
  const rows = ids.length ? await db.select({ id: items.id, type: items.itemType }).from(items).where(inArray(items.id, ids)) : [];
  const errors = lookItemErrors(input, new Map(rows.map((r) => [r.id, r.type])));
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION', 'Validation failed', errors);
}

function lookValues(input: LookWriteInput) {
  return {
    name: input.name,
    equipment: [...new Set(input.equipment)],
    backdropItemId: input.backdrop_item_id ?? null,
    wallItemId: input.wall_item_id ?? null,
    floorItemId: input.floor_item_id ?? null,
    furniture: input.furniture.map(({ item_id, x, y }) => ({ item_id, x, y })),
  };
}

async function ownLook(db: Conn, viewer: Member, uuid: string): Promise<schema.Look> {
  const [look] = await db.select().from(looks).where(eq(looks.uuid, uuid.toLowerCase())).limit(1);
  // Looks are public (their share pages), so someone else's answers 403 rather than pretending it is not there.
  if (!look) throw NotFound('Look not found');
  if (look.userId !== viewer.id) throw Forbidden('Only its owner may change this look');
  return look;
}

// The cached pages of the posts showing the look (room pages themselves are not cached).
async function invalidateLookPosts(tx: Conn, lookId: number): Promise<void> {
  const rows = await tx
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.lookId, lookId), isNull(posts.deletedAt)));
  const tags: PageTag[] = rows.map((r) => `post:${r.id}` as const);
  await invalidatePages(tags, tx);
}

async function readBack(db: Conn, uuid: string, locale: Locale): Promise<LookDto> {
  const row = await lookRow(db, uuid);
  if (!row) throw NotFound('Look not found');
  const [dto] = await toDtos(db, [row], locale);
  return dto!;
}

/** `POST /v1/room/looks/`: saves a new look (409 once the member has LOOKS_PER_MEMBER). */
export async function saveLook(viewer: Member, input: LookWriteInput, locale: Locale): Promise<LookDto> {
  const db = await getDb();
  await checkItems(db, input);
  await consume(LOOK_WRITE_LIMIT(viewer.id));
  const uuid = await db.transaction(async (tx) => {
    // One save at a time per member, so two at once cannot both take the last free place.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, viewer.id)).for('update');
    const [held] = await tx.select({ n: count() }).from(looks).where(eq(looks.userId, viewer.id));
    if ((held?.n ?? 0) >= LOOKS_PER_MEMBER) {
      throw new AppError('CONFLICT', `At most ${LOOKS_PER_MEMBER} looks per member`, { _: [LOOK_ERRORS.tooManyLooks] });
    }
    const row = await insertOne(tx, looks, { userId: viewer.id, ...lookValues(input) }, { uuid: looks.uuid });
    return row.uuid;
  });
  return readBack(db, uuid, locale);
}

/** `PUT /v1/room/looks/{uuid}/`: replaces a look of one's own (403 for anyone else's). */
export async function updateLook(viewer: Member, uuid: string, input: LookWriteInput, locale: Locale): Promise<LookDto> {
  const db = await getDb();
  const look = await ownLook(db, viewer, uuid);
  await checkItems(db, input);
  await consume(LOOK_WRITE_LIMIT(viewer.id));
  await db.transaction(async (tx) => {
    await tx
      .update(looks)
      .set({ ...lookValues(input), updatedAt: new Date() })
      .where(eq(looks.id, look.id));
    await invalidateLookPosts(tx, look.id);
  });
  return readBack(db, look.uuid, locale);
}

/** `DELETE /v1/room/looks/{uuid}/`: deletes a look of one's own; posts showing it keep their text and lose the look. */
export async function deleteLook(viewer: Member, uuid: string): Promise<{ uuid: string }> {
  const db = await getDb();
  const look = await ownLook(db, viewer, uuid);
  await consume(LOOK_WRITE_LIMIT(viewer.id));
  await db.transaction(async (tx) => {
    await invalidateLookPosts(tx, look.id);
    await tx.delete(looks).where(eq(looks.id, look.id));
  });
  return { uuid: look.uuid };
}

// ── Show-off posts ───────────────────────────────────────────────────────

/**
 * The look a post will show, from the write form's `look_uuid`: undefined keeps what the post has,
 * null shows none. Only a show-off post shows one, and only a look of the post's author.
 */
export async function lookForPost(
  db: Conn,
  authorId: number,
  postType: number,
  lookUuid: string | null | undefined,
): Promise<number | null | undefined> {
  if (lookUuid === undefined || lookUuid === null) return lookUuid;
  if (!isLookPostType(postType)) throw fieldError('look_uuid', 'lookNotAllowed');
  const [look] = await db
    .select({ id: looks.id })
    .from(looks)
    .where(and(eq(looks.uuid, lookUuid.toLowerCase()), eq(looks.userId, authorId)))
    .limit(1);
  if (!look) throw fieldError('look_uuid', 'lookNotOwned');
  return look.id;
}

/** The uuid of the look each post shows (posts showing none are left out). */
export async function postLookUuids(db: Conn, postIds: number[]): Promise<Map<number, string>> {
  if (postIds.length === 0) return new Map();
  const rows = await db
    .select({ postId: posts.id, uuid: looks.uuid })
    .from(posts)
    .innerJoin(looks, eq(looks.id, posts.lookId))
    .where(and(inArray(posts.id, postIds), isNotNull(posts.lookId)));
  return new Map(rows.map((r) => [r.postId, r.uuid]));
}
