import 'server-only';
import { asc } from 'drizzle-orm';
import type { Locale } from '@/lib/constants';
import { getDb, schema } from '@/lib/server/db';
import { pick } from '@/lib/bilingual';
import type { CategoryGroupDto } from '@/lib/validation/categories';

export async function listCategoryGroups(locale: Locale): Promise<CategoryGroupDto[]> {
  const db = await getDb();
  const rows = await db.select().from(schema.categories).orderBy(asc(schema.categories.sortOrder));
  const toDto = (row: schema.Category) => ({
    id: row.id,
    key: row.key,
    name: pick(locale, row.nameKo, row.nameZhTw),
    post_type: row.postType,
    writable: row.writable,
    admin_only: row.adminOnly,
  });
  return rows
    .filter((row) => row.parentId === null)
    .map((group) => ({ ...toDto(group), children: rows.filter((r) => r.parentId === group.id).map(toDto) }));
}
