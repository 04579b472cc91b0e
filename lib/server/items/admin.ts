import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_DIMENSION } from '@/lib/constants';
import type { Viewer } from '@/lib/server/auth/session';
import { getDb, schema } from '@/lib/server/db';
import { itemLook, itemRows } from '@/lib/server/items';
import { insertOne, updateOne } from '@/lib/server/db/rows';
import type { Page } from '@/lib/server/db/paging';
import { AppError, NotFound } from '@/lib/server/http/errors';
import { storeImage } from '@/lib/server/uploads';
import type { ItemGrade, ItemType } from '@/lib/items/catalog';
import type { AdminItemDto, AdminUploadDto, AdminUploadPurpose, ItemInput } from '@/lib/validation/admin/content/items';
import { recordAudit, type Tx } from '@/lib/server/audit/log';
import { invalidatePages } from '@/lib/server/cache/pages';

// Items: the marketplace catalogue's entries with their image, sprite sheet and
// equipment layers. Images come from POST /v1/admin/uploads/ (re-encoded to WebP by the uploads
// module) or the bundled art under /art/. A sprite sheet is one row of equal frames: its width is
// exactly frame width × frames, checked on upload and again on save.

const { items, equipmentObjects, uploads } = schema;
type ItemRow = typeof items.$inferSelect;
type LayerRow = typeof equipmentObjects.$inferSelect;

function toAdminItem(row: ItemRow, layers: LayerRow[]): AdminItemDto {
  return {
    id: row.id,
    uuid: row.uuid,
    name_ko: row.nameKo,
    name_zh_tw: row.nameZhTw,
    description_ko: row.descriptionKo,
    description_zh_tw: row.descriptionZhTw,
    image: row.image,
    item_type: row.itemType,
    item_rating: row.itemRating,
    ...itemLook(row),
    equipment_objects: layers
      .filter((l) => l.itemId === row.id)
      .sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id)
      .map((l) => ({ id: l.id, display_order: l.displayOrder, image: l.image })),
    created_at: row.createdAt.toISOString(),
  };
}

async function layersOf(conn: Tx | Awaited<ReturnType<typeof getDb>>, ids: number[]): Promise<LayerRow[]> {
  if (ids.length === 0) return [];
  return conn.select().from(equipmentObjects).where(inArray(equipmentObjects.itemId, ids)).orderBy(asc(equipmentObjects.displayOrder));
}

export async function listAdminItems(q: {
  page: number;
  page_size: number;
  q?: string;
  item_type?: ItemType;
  grade?: ItemGrade;
}): Promise<Page<AdminItemDto>> {
  const page = await itemRows({ keyword: q.q, item_type: q.item_type, grade: q.grade }, { page: q.page, pageSize: q.page_size });
  const layers = await layersOf(
    await getDb(),
    page.results.map((r) => r.id),
  );
  return { ...page, results: page.results.map((r) => toAdminItem(r, layers)) };
}

export async function getAdminItem(id: number): Promise<AdminItemDto> {
  const db = await getDb();
  const [row] = await db.select().from(items).where(eq(items.id, id)).limit(1);
  if (!row) throw NotFound('Item not found');
  return toAdminItem(row, await layersOf(db, [id]));
}

/** Upload URLs must name stored uploads; /art/ paths are the bundled art. */
async function checkImages(input: ItemInput): Promise<void> {
  const urls = [input.image, input.sprite_img, ...input.equipment_objects.map((l) => l.image)].filter((u): u is string => Boolean(u));
  const keys = [...new Set(urls.filter((u) => u.startsWith('/uploads/')).map((u) => u.slice('/uploads/'.length)))];
  if (keys.length) {
    const db = await getDb();
    const found = await db
      .select({ key: uploads.storageKey, width: uploads.width, height: uploads.height })
      .from(uploads)
      .where(inArray(uploads.storageKey, keys));
    const known = new Map(found.map((f) => [f.key, f]));
    const errors: Record<string, string[]> = {};
    if (input.image.startsWith('/uploads/') && !known.has(input.image.slice(9))) errors.image = ['imageInvalid'];
    input.equipment_objects.forEach((l, n) => {
      if (l.image.startsWith('/uploads/') && !known.has(l.image.slice(9))) errors[`equipment_objects.${n}.image`] = ['imageInvalid'];
    });
    const sheet = input.sprite_img?.startsWith('/uploads/') ? known.get(input.sprite_img.slice(9)) : undefined;
    if (input.sprite_img?.startsWith('/uploads/') && !sheet) errors.sprite_img = ['imageInvalid'];
    if (sheet && input.sprite_width && input.sprite_frame && input.sprite_height) {
      if (sheet.width !== input.sprite_width * input.sprite_frame || sheet.height !== input.sprite_height) {
        errors.sprite_width = ['spriteSizeMismatch'];
      }
    }
    if (Object.keys(errors).length) throw new AppError('VALIDATION', 'Validation failed', errors);
  }
}

function columns(input: ItemInput) {
  return {
    nameKo: input.name_ko,
    nameZhTw: input.name_zh_tw,
    descriptionKo: input.description_ko,
    descriptionZhTw: input.description_zh_tw,
    image: input.image,
    itemType: input.item_type,
    itemRating: input.item_rating,
    ratingScore: input.rating_score,
    price: input.price,
    isShowEyes: input.is_show_eyes,
    spriteImg: input.sprite_img,
    spriteWidth: input.sprite_width,
    spriteHeight: input.sprite_height,
    spriteFrame: input.sprite_frame,
  };
}

async function replaceLayers(tx: Tx, itemId: number, input: ItemInput) {
  await tx.delete(equipmentObjects).where(eq(equipmentObjects.itemId, itemId));
  if (input.equipment_objects.length) {
    await tx
      .insert(equipmentObjects)
      .values(input.equipment_objects.map((l) => ({ itemId, displayOrder: l.display_order, image: l.image })));
  }
}

export async function createItem(admin: Viewer, input: ItemInput): Promise<AdminItemDto> {
  await checkImages(input);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const row = await insertOne(tx, items, columns(input));
    await replaceLayers(tx, row.id, input);
    const dto = toAdminItem(row, await layersOf(tx, [row.id]));
    await recordAudit(tx, { actorId: admin.id, action: 'item.create', targetType: 'item', targetId: row.id, after: dto });
    await invalidatePages(['all'], tx);
    return dto;
  });
}

/** Replaces the item's fields and layers (the editor sends the whole item). */
export async function updateItem(admin: Viewer, id: number, input: ItemInput): Promise<AdminItemDto> {
  await checkImages(input);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(items).where(eq(items.id, id)).for('update');
    if (!before) throw NotFound('Item not found');
    const beforeDto = toAdminItem(before, await layersOf(tx, [id]));
    const row = await updateOne(tx, items, eq(items.id, id), columns(input));
    await replaceLayers(tx, id, input);
    const dto = toAdminItem(row, await layersOf(tx, [id]));
    await recordAudit(tx, { actorId: admin.id, action: 'item.update', targetType: 'item', targetId: id, before: beforeDto, after: dto });
    await invalidatePages(['all'], tx);
    return dto;
  });
}

// ── Uploads for items and banners ───────────────────────────────────────────

/**
 * Stores an image for an item or a banner, or a sprite sheet: a PNG exactly frame_width × frames
 * wide (frame_width defaults to width / frames, which must then divide evenly). Stored through
 * the uploads module (content-checked, re-encoded to WebP, metadata stripped).
 */
export async function uploadAdminImage(
  admin: Viewer,
  file: Blob | null,
  opts: { purpose: AdminUploadPurpose; frames?: number; frame_width?: number },
): Promise<AdminUploadDto> {
  let sheet: { frames: number; frameWidth: number; frameHeight: number } | null = null;
  if (opts.purpose === 'sprite') {
    if (!file || typeof file === 'string' || file.size === 0)
      throw new AppError('VALIDATION', 'An image file is required', { image: ['required'] });
    if (file.size > UPLOAD_MAX_BYTES) throw new AppError('TOO_LARGE', 'Files may be at most 5 MB');
    if (!opts.frames) throw new AppError('VALIDATION', 'Say how many frames the sheet has', { frames: ['framesRequired'] });
    const bytes = Buffer.from(await file.arrayBuffer());
    const meta = await sharp(bytes, { limitInputPixels: 40_000_000 })
      .metadata()
      .catch(() => {
        throw new AppError('UNSUPPORTED_MEDIA', 'The image could not be read');
      });
    if (meta.format !== 'png') throw new AppError('UNSUPPORTED_MEDIA', 'Sprite sheets must be PNG images', { image: ['spriteNotPng'] });
    const width = meta.width ?? 0;
    const height = meta.height ?? 0;
    if (width > UPLOAD_MAX_DIMENSION || height > UPLOAD_MAX_DIMENSION) {
      throw new AppError('VALIDATION', `Sprite sheets may be at most ${UPLOAD_MAX_DIMENSION} px on a side`, { image: ['spriteTooLarge'] });
    }
    const frameWidth = opts.frame_width ?? width / opts.frames;
    if (!Number.isInteger(frameWidth) || frameWidth * opts.frames !== width) {
      throw new AppError(
        'VALIDATION',
        `The sheet is ${width} px wide, not frame width × ${opts.frames} frames`,
        { frame_width: ['spriteSizeMismatch'] },
        undefined,
        {
          width,
          height,
          frames: opts.frames,
          frame_width: opts.frame_width ?? null,
        },
      );
    }
    sheet = { frames: opts.frames, frameWidth, frameHeight: height };
  }
  const stored = await storeImage(file, { ownerId: admin.id, purpose: opts.purpose === 'banner' ? 'banner' : 'item' });
  return {
    ...stored,
    frames: sheet?.frames ?? null,
    frame_width: sheet?.frameWidth ?? null,
    frame_height: sheet?.frameHeight ?? null,
  };
}
