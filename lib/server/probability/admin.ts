import 'server-only';
import { and, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import { getDb, schema } from '@/lib/server/db';
import { containsPattern } from '@/lib/server/db/like';
import { readPage, type Page } from '@/lib/server/db/paging';
import { NotFound } from '@/lib/server/http/errors';
import { readTableRecord } from '@/lib/server/probability';
import { parseSnapshot, storedEntry } from '@/lib/server/probability/snapshot';
import type { AdminProbabilityTableDto } from '@/lib/validation/admin/content/probability';
import type { ProbabilityKind } from '@/lib/validation/probability';

// Probability tables: the editor's bilingual reads. The write is the probability
// module's parseTableSave and saveTable, called by these routes and the public ones alike — the exact-100 % check
// (400 with errors.rates = ['sumMustBe100'] and meta.rates_sum), the required change note in both
// languages, the public history row and the audit row, all in one transaction.

const { probabilityTables: tables, probabilityEntries: entries, probabilityChanges: changes, users } = schema;

export async function listAdminTables(q: { page: number; page_size: number; kind?: ProbabilityKind; q?: string }) {
  const db = await getDb();
  const like = q.q ? containsPattern(q.q) : null;
  const where = and(
    q.kind ? eq(tables.kind, q.kind) : undefined,
    like ? or(ilike(tables.nameKo, like), ilike(tables.nameZhTw, like)) : undefined,
  );
  const page = await readPage(
    { page: q.page, pageSize: q.page_size },
    (limit, offset) => db.select().from(tables).where(where).orderBy(desc(tables.updatedAt), desc(tables.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(tables).where(where),
  );
  const rows = page.results;
  const counts = rows.length
    ? await db
        .select({ tableId: entries.tableId, n: count() })
        .from(entries)
        .where(
          inArray(
            entries.tableId,
            rows.map((r) => r.id),
          ),
        )
        .groupBy(entries.tableId)
    : [];
  const byId = new Map(counts.map((c) => [c.tableId, c.n]));
  return {
    ...page,
    results: rows.map((r) => ({
      id: r.id,
      uuid: r.uuid,
      kind: r.kind,
      name_ko: r.nameKo,
      name_zh_tw: r.nameZhTw,
      image: r.image,
      updated_at: r.updatedAt.toISOString(),
      entry_count: byId.get(r.id) ?? 0,
    })),
  } satisfies Page<unknown>;
}

/**
 * One table as stored, both languages, with its versions (who saved each, and whether it is in
 * effect yet) and the entries of its latest version, which the next version follows.
 */
export async function getAdminTable(id: number): Promise<AdminProbabilityTableDto> {
  const db = await getDb();
  const [table, applied, changeRows] = await Promise.all([
    readTableRecord(db, id),
    db.select({ version: tables.appliedVersion }).from(tables).where(eq(tables.id, id)),
    db
      .select({ change: changes, nickname: users.nickname })
      .from(changes)
      .leftJoin(users, eq(users.id, changes.changedBy))
      .where(eq(changes.tableId, id))
      .orderBy(desc(changes.version)),
  ]);
  if (!table) throw NotFound('Probability table not found');
  const appliedVersion = applied[0]?.version ?? 0;
  const latest = changeRows[0]?.change;
  return {
    ...table,
    latest_entries: latest && latest.version > appliedVersion ? parseSnapshot(latest.snapshot).map(storedEntry) : table.entries,
    history: changeRows.map(({ change, nickname }) => ({
      id: change.id,
      version: change.version,
      note_ko: change.noteKo,
      note_zh_tw: change.noteZhTw,
      changed_by: nickname,
      created_at: change.createdAt.toISOString(),
      effective_at: change.effectiveAt.toISOString(),
      in_effect: change.version <= appliedVersion,
    })),
  };
}
