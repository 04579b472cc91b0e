import { and, asc, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Locale } from '@/lib/constants';
import type { Paginated } from '@/lib/errors';
import type { Viewer } from '@/lib/server/auth/session';
import { getDb, schema } from '@/lib/server/db';
import { NotFound } from '@/lib/server/http/errors';
import { paginate } from '@/lib/server/http/paging';
import { saveTable } from '@/lib/server/probability';
import type { AdminProbabilityTableDto } from '@/lib/validation/admin';
import type { ProbabilityChangeNote, ProbabilityKind, ProbabilityTableInput } from '@/lib/validation/probability';
import { recordAudit } from '../audit';

// Probability tables (issue 8 item 3). The write is the probability module's saveTable — the
// exact-100 % check (400 with errors.rates = ['sumMustBe100'] and meta.rates_sum), the required
// change note in both languages and the public history row all live there. This module adds the
// editor's bilingual reads and the audit row.
//
// saveTable runs its own transaction, so the audit row is written right after it commits (not in
// the same transaction); a refused save writes neither.

const { probabilityTables: tables, probabilityEntries: entries, probabilityChanges: changes, users } = schema;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function listAdminTables(q: { page: number; page_size: number; kind?: ProbabilityKind; q?: string }, url: URL | null = null) {
  const db = await getDb();
  const like = q.q ? `%${escapeLike(q.q)}%` : null;
  const where = and(q.kind ? eq(tables.kind, q.kind) : undefined, like ? or(ilike(tables.nameKo, like), ilike(tables.nameZhTw, like)) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(tables)
      .where(where)
      .orderBy(desc(tables.updatedAt), desc(tables.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(tables).where(where),
  ]);
  const counts = rows.length
    ? await db
        .select({ tableId: entries.tableId, n: count() })
        .from(entries)
        .where(inArray(entries.tableId, rows.map((r) => r.id)))
        .groupBy(entries.tableId)
    : [];
  const byId = new Map(counts.map((c) => [c.tableId, c.n]));
  return paginate(
    url,
    q.page,
    q.page_size,
    total?.n ?? 0,
    rows.map((r) => ({
      id: r.id,
      uuid: r.uuid,
      kind: r.kind,
      name_ko: r.nameKo,
      name_zh_tw: r.nameZhTw,
      image: r.image,
      updated_at: r.updatedAt.toISOString(),
      entry_count: byId.get(r.id) ?? 0,
    })),
  ) satisfies Paginated<unknown>;
}

/** One table as stored, both languages, with its change history (who changed it too). */
export async function getAdminTable(id: number): Promise<AdminProbabilityTableDto> {
  const db = await getDb();
  const [row] = await db.select().from(tables).where(eq(tables.id, id)).limit(1);
  if (!row) throw NotFound('Probability table not found');
  const [entryRows, changeRows] = await Promise.all([
    db.select().from(entries).where(eq(entries.tableId, id)).orderBy(asc(entries.sortOrder), asc(entries.id)),
    db
      .select({ change: changes, nickname: users.nickname })
      .from(changes)
      .leftJoin(users, eq(users.id, changes.changedBy))
      .where(eq(changes.tableId, id))
      .orderBy(desc(changes.createdAt), desc(changes.id)),
  ]);
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
    entries: entryRows.map((e) => ({
      item_id: e.itemId,
      label_ko: e.labelKo,
      label_zh_tw: e.labelZhTw,
      grade: e.grade,
      quantity: e.quantity,
      rate_micros: e.rateMicros,
    })),
    total_rate_micros: entryRows.reduce((sum, e) => sum + e.rateMicros, 0),
    history: changeRows.map(({ change, nickname }) => ({
      id: change.id,
      note_ko: change.noteKo,
      note_zh_tw: change.noteZhTw,
      changed_by: nickname,
      created_at: change.createdAt.toISOString(),
    })),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The audit log's view of a table: its rates and names, without the history. */
function auditSnapshot(table: AdminProbabilityTableDto) {
  const { history: _history, ...rest } = table;
  void _history;
  return rest;
}

/**
 * Creates (`id` null) or replaces a table through saveTable with the body as sent — `{kind, name_ko,
 * …, entries, note: {ko, zh_tw}}` — and answers the saved table as the editor reads it.
 */
export async function saveAdminTable(admin: Viewer, id: number | null, body: Record<string, unknown>, locale: Locale): Promise<AdminProbabilityTableDto> {
  const before = id === null ? null : await getAdminTable(id);
  const { note, kind, ...table } = body;
  const saved = await saveTable(
    { ...(table as ProbabilityTableInput), kind: typeof kind === 'string' ? kind : (before?.kind ?? ''), ...(id === null ? {} : { id }) },
    admin.id,
    note as ProbabilityChangeNote,
    locale,
  );
  const after = await getAdminTable(saved.id);
  const db = await getDb();
  await recordAudit(db, {
    actorId: admin.id,
    action: id === null ? 'probability.create' : 'probability.update',
    targetType: 'probability_table',
    targetId: saved.id,
    before: before ? auditSnapshot(before) : null,
    after: { ...auditSnapshot(after), note },
  });
  return after;
}
