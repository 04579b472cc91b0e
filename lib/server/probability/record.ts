import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Conn } from '@/lib/server/audit/log';
import { schema } from '@/lib/server/db';
import { storedEntry } from './snapshot';
import type { AdminProbabilityTableDto } from '@/lib/validation/admin/content/probability';

const { probabilityTables: tables, probabilityEntries: entries } = schema;

/** A table as stored, both languages, with its entries: what the editor reads and the audit log keeps. */
export type TableRecord = Omit<AdminProbabilityTableDto, 'history' | 'latest_entries'>;

/** Reads through `conn`, so a save can record its before and after inside its own transaction. */
export async function readTableRecord(conn: Conn, id: number): Promise<TableRecord | null> {
  const [row] = await conn.select().from(tables).where(eq(tables.id, id)).limit(1);
  if (!row) return null;
  const entryRows = await conn.select().from(entries).where(eq(entries.tableId, id)).orderBy(asc(entries.sortOrder), asc(entries.id));
  return {
    id: row.id,
    uuid: row.uuid,
    kind: row.kind,
    name_ko: row.nameKo,
    name_zh_tw: row.nameZhTw,
    description_ko: row.descriptionKo,
    description_zh_tw: row.descriptionZhTw,
    image: row.image,
    pity_rule_ko: row.pityRuleKo,
    pity_rule_zh_tw: row.pityRuleZhTw,
    pity_after: row.pityAfter,
    pity_grade: row.pityGrade,
    price_gems: row.priceGems,
    entries: entryRows.map(storedEntry),
    total_rate_micros: entryRows.reduce((sum, e) => sum + e.rateMicros, 0),
    updated_at: row.updatedAt.toISOString(),
  };
}
