import 'server-only';
import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Locale } from '@/lib/constants';
import { getDb, schema } from '@/lib/server/db';
import { pick } from '@/lib/bilingual';

const { banners } = schema;

export async function listActiveBanners(locale: Locale, now = new Date()) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(banners)
    .where(
      and(
        eq(banners.active, true),
        or(isNull(banners.startsAt), lte(banners.startsAt, now)),
        or(isNull(banners.endsAt), gt(banners.endsAt, now)),
      ),
    )
    .orderBy(asc(banners.sortOrder), asc(banners.id));
  return rows.map((b) => ({ id: b.id, title: pick(locale, b.titleKo, b.titleZhTw), image: b.image, link_url: b.linkUrl }));
}
