import 'server-only';
import { asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Viewer } from '@/lib/server/auth/session';
import { getDb, schema } from '@/lib/server/db';
import { columnsOf, insertOne, updateOne } from '@/lib/server/db/rows';
import { AppError, NotFound } from '@/lib/server/http/errors';
import type { AdminBannerDto, BannerInput, BannerPatch } from '@/lib/validation/admin/content/banners';
import { editAction, recordAudit } from '@/lib/server/audit/log';
import { invalidatePages } from '@/lib/server/cache/pages';

// The community main page's event banners. The main page shows the active ones
// inside their dates, by sort order (lib/server/community/banners.ts); here they are all listed,
// created, edited, switched on and off, ordered and deleted.

const { banners, uploads } = schema;
type BannerRow = typeof banners.$inferSelect;

function isLive(row: BannerRow, now = Date.now()): boolean {
  return row.active && (!row.startsAt || row.startsAt.getTime() <= now) && (!row.endsAt || row.endsAt.getTime() > now);
}

function toAdminBanner(row: BannerRow): AdminBannerDto {
  return {
    id: row.id,
    title_ko: row.titleKo,
    title_zh_tw: row.titleZhTw,
    image: row.image,
    link_url: row.linkUrl,
    sort_order: row.sortOrder,
    active: row.active,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    live: isLive(row),
    created_at: row.createdAt.toISOString(),
  };
}

async function checkImage(url: string | undefined): Promise<void> {
  if (!url?.startsWith('/uploads/')) return;
  const db = await getDb();
  const [row] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(eq(uploads.storageKey, url.slice('/uploads/'.length)))
    .limit(1);
  if (!row) throw new AppError('VALIDATION', 'Validation failed', { image: ['imageInvalid'] });
}

// A banner's fields but its dates, stored in the columns of the same names (columnsOf).
const FIELDS = ['title_ko', 'title_zh_tw', 'image', 'link_url', 'active'] as const;

const dateOf = (iso: string | null) => (iso ? new Date(iso) : null);

function checkDates(startsAt: Date | null, endsAt: Date | null): void {
  if (startsAt && endsAt && startsAt >= endsAt) throw new AppError('VALIDATION', 'Validation failed', { ends_at: ['endBeforeStart'] });
}

export async function listAdminBanners(): Promise<AdminBannerDto[]> {
  const db = await getDb();
  const rows = await db.select().from(banners).orderBy(asc(banners.sortOrder), asc(banners.id));
  return rows.map(toAdminBanner);
}

export async function createBanner(admin: Viewer, input: BannerInput): Promise<AdminBannerDto> {
  await checkImage(input.image);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [last] = await tx.select({ n: max(banners.sortOrder) }).from(banners);
    const row = await insertOne(tx, banners, {
      ...columnsOf(input, FIELDS),
      startsAt: dateOf(input.starts_at),
      endsAt: dateOf(input.ends_at),
      sortOrder: (last?.n ?? -1) + 1,
    });
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'banner.create',
      targetType: 'banner',
      targetId: row.id,
      after: toAdminBanner(row),
    });
    await invalidatePages(['all'], tx);
    return toAdminBanner(row);
  });
}

export async function updateBanner(admin: Viewer, id: number, input: BannerPatch): Promise<AdminBannerDto> {
  await checkImage(input.image);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
    if (!before) throw NotFound('Banner not found');
    const startsAt = input.starts_at !== undefined ? dateOf(input.starts_at) : before.startsAt;
    const endsAt = input.ends_at !== undefined ? dateOf(input.ends_at) : before.endsAt;
    checkDates(startsAt, endsAt);
    const row = await updateOne(tx, banners, eq(banners.id, id), { ...columnsOf(input, FIELDS), startsAt, endsAt });
    await recordAudit(tx, {
      actorId: admin.id,
      action: editAction(input, 'active', { on: 'banner.activate', off: 'banner.deactivate', edit: 'banner.update' }),
      targetType: 'banner',
      targetId: id,
      before: toAdminBanner(before),
      after: toAdminBanner(row),
    });
    await invalidatePages(['all'], tx);
    return toAdminBanner(row);
  });
}

/** Sets the order of every banner at once (ids in display order). */
export async function reorderBanners(admin: Viewer, ids: number[]): Promise<AdminBannerDto[]> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: banners.id, sortOrder: banners.sortOrder })
      .from(banners)
      .orderBy(asc(banners.sortOrder), asc(banners.id))
      .for('update');
    const known = new Set(rows.map((r) => r.id));
    if (new Set(ids).size !== ids.length || ids.length !== rows.length || ids.some((id) => !known.has(id))) {
      throw new AppError('VALIDATION', 'Send every banner id once', { ids: ['orderIncomplete'] });
    }
    if (ids.length) {
      await tx
        .update(banners)
        .set({ sortOrder: sql`array_position(${sql.raw(`array[${ids.map(Number).join(',')}]::int[]`)}, ${banners.id}) - 1` })
        .where(inArray(banners.id, ids));
    }
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'banner.reorder',
      targetType: 'banner',
      targetId: 'all',
      before: { order: rows.map((r) => r.id) },
      after: { order: ids },
    });
    await invalidatePages(['all'], tx);
  });
  return listAdminBanners();
}

export async function deleteBanner(admin: Viewer, id: number): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(banners).where(eq(banners.id, id)).returning();
    if (!before) throw NotFound('Banner not found');
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'banner.delete',
      targetType: 'banner',
      targetId: id,
      before: toAdminBanner(before),
    });
    await invalidatePages(['all'], tx);
  });
}
