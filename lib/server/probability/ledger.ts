import 'server-only';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Conn } from '@/lib/server/audit/log';
import { getDb, schema } from '@/lib/server/db';
import { sealVersion, type LedgerEntry, type LedgerVersion } from '@/lib/probability/ledger';
import type { ProbabilityKind, ProbabilityLedger, ProbabilityTableRef } from '@/lib/validation/probability';
import { findTable } from './queries';
import { parseSnapshot, storedEntry, type SnapshotEntry } from './snapshot';

const { probabilityTables: tables, probabilityChanges: changes } = schema;
type ChangeRow = typeof changes.$inferSelect;

const ledgerEntries = (snapshot: SnapshotEntry[]): LedgerEntry[] =>
  [...snapshot].sort((a, b) => a.sortOrder - b.sortOrder).map(storedEntry);

function unsealed(row: ChangeRow, prevHash: string | null): Omit<LedgerVersion, 'hash'> {
  return {
    version: row.version,
    announced_at: row.announcedAt.toISOString(),
    effective_at: row.effectiveAt.toISOString(),
    note_ko: row.noteKo,
    note_zh_tw: row.noteZhTw,
    entries: ledgerEntries(parseSnapshot(row.snapshot)),
    prev_hash: prevHash,
  };
}

export type NewVersion = { noteKo: string; noteZhTw: string; snapshot: SnapshotEntry[]; at: Date; effectiveAt: Date };

/**
 * The next version of a table, sealed onto its last one: what saveTable inserts. Runs in the
 * save's transaction, which holds the table's row, so two saves cannot take the same number.
 */
export async function nextVersion(conn: Conn, table: { id: number; uuid: string }, change: NewVersion) {
  const [last] = await conn
    .select({ version: changes.version, hash: changes.hash })
    .from(changes)
    .where(eq(changes.tableId, table.id))
    .orderBy(desc(changes.version))
    .limit(1);
  const version = (last?.version ?? 0) + 1;
  const prevHash = last?.hash ?? null;
  const content = {
    version,
    announced_at: change.at.toISOString(),
    effective_at: change.effectiveAt.toISOString(),
    note_ko: change.noteKo,
    note_zh_tw: change.noteZhTw,
    entries: ledgerEntries(change.snapshot),
    prev_hash: prevHash,
  };
  return { version, announcedAt: change.at, effectiveAt: change.effectiveAt, prevHash, hash: await sealVersion(table.uuid, content) };
}

/**
 * Seals versions written without a seal (before the ledger existed, or by the demo seed), oldest
 * first, each onto the one before. Idempotent; the start-up runs it after the migrations.
 */
export async function sealProbabilityLedger(conn: Conn): Promise<number> {
  const pending = await conn.selectDistinct({ tableId: changes.tableId }).from(changes).where(isNull(changes.hash));
  let sealed = 0;
  for (const { tableId } of pending) {
    const [table] = await conn.select({ uuid: tables.uuid }).from(tables).where(eq(tables.id, tableId));
    if (!table) continue;
    const rows = await conn.select().from(changes).where(eq(changes.tableId, tableId)).orderBy(asc(changes.version));
    let prevHash: string | null = null;
    for (const row of rows) {
      if (row.hash === null) {
        const hash = await sealVersion(table.uuid, unsealed(row, prevHash));
        await conn
          .update(changes)
          .set({ prevHash, hash })
          .where(and(eq(changes.id, row.id), isNull(changes.hash)));
        sealed += 1;
        prevHash = hash;
      } else {
        prevHash = row.hash;
      }
    }
  }
  return sealed;
}

/** A table's ledger as published: every version oldest first, as stored, for anyone to check. */
export async function getLedger(ref: ProbabilityTableRef, kind?: ProbabilityKind): Promise<ProbabilityLedger> {
  const table = await findTable(ref, kind);
  const db = await getDb();
  const rows = await db.select().from(changes).where(eq(changes.tableId, table.id)).orderBy(asc(changes.version));
  return {
    table: { id: table.id, uuid: table.uuid, kind: table.kind, name_ko: table.nameKo, name_zh_tw: table.nameZhTw },
    algorithm: 'sha256',
    versions: rows.map((row) => ({ ...unsealed(row, row.prevHash), hash: row.hash ?? '' })),
  };
}
