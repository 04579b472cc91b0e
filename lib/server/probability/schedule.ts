import 'server-only';
import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { recordAudit, type Conn } from '@/lib/server/audit/log';
import { invalidatePages } from '@/lib/server/cache/pages';
import { getDb, schema } from '@/lib/server/db';
import { AppError } from '@/lib/server/http/errors';
import { lowersAnyRate } from '@/lib/probability/ledger';
import { PROBABILITY_NOTICE_DAYS } from '@/lib/validation/probability';
import { parseSnapshot, storedEntry, type SnapshotEntry } from './snapshot';

// Versions with prior notice. Every save is a ledger version with an effective date; a table's
// entries are the last version in effect (`applied_version`). Later versions wait: they are
// applied by the read that finds them due and by the jobs tick, whichever comes first.

const { probabilityTables: tables, probabilityEntries: entries, probabilityChanges: changes } = schema;
const DAY_MS = 24 * 60 * 60_000;
// A date the editor picked "now" with may reach the server a moment later.
const PAST_TOLERANCE_MS = 60_000;

const refused = (key: string, meta: Record<string, unknown>) =>
  new AppError('VALIDATION', 'The effective date is not allowed', { effective_at: [key] }, undefined, meta);

/**
 * When a new version of the table may take effect, checked against its latest version (in
 * effect or waiting), inside the save's transaction that holds the table's row:
 * - not in the past (`effectiveInPast`); a new table starts at once (`scheduleNewTable`);
 * - not before the latest version, as versions take effect in order (`effectiveBeforePrevious`);
 * - a version that lowers any rate of the latest one takes effect no sooner than
 *   PROBABILITY_NOTICE_DAYS after it is announced (`noticeTooShort`).
 * Each refusal's `meta.earliest` is the first date that would pass.
 */
export async function checkEffectiveDate(
  conn: Conn,
  tableId: number | null,
  requested: Date | null,
  snapshot: SnapshotEntry[],
  now: Date,
): Promise<Date> {
  const effectiveAt = requested ?? now;
  if (effectiveAt.getTime() < now.getTime() - PAST_TOLERANCE_MS) throw refused('effectiveInPast', { earliest: now.toISOString() });
  if (tableId === null) {
    if (effectiveAt.getTime() > now.getTime() + PAST_TOLERANCE_MS) throw refused('scheduleNewTable', {});
    return effectiveAt;
  }
  const [last] = await conn
    .select({ effectiveAt: changes.effectiveAt, snapshot: changes.snapshot })
    .from(changes)
    .where(eq(changes.tableId, tableId))
    .orderBy(desc(changes.version))
    .limit(1);
  if (!last) return effectiveAt;
  const cut = lowersAnyRate({ entries: parseSnapshot(last.snapshot).map(storedEntry) }, { entries: snapshot.map(storedEntry) });
  const noticeEnds = cut ? new Date(now.getTime() + PROBABILITY_NOTICE_DAYS * DAY_MS) : null;
  const tooSoon = noticeEnds !== null && effectiveAt.getTime() < noticeEnds.getTime() - PAST_TOLERANCE_MS;
  if (tooSoon || effectiveAt < last.effectiveAt) {
    // The first date that passes both rules, under the rule that matters to the reader most.
    const earliest = noticeEnds && noticeEnds > last.effectiveAt ? noticeEnds : last.effectiveAt;
    throw tooSoon
      ? refused('noticeTooShort', { earliest: earliest.toISOString(), notice_days: PROBABILITY_NOTICE_DAYS })
      : refused('effectiveBeforePrevious', { earliest: earliest.toISOString() });
  }
  return effectiveAt;
}

/** Makes the table's entries those of `snapshot`, as of `version`. */
export async function writeEntries(conn: Conn, tableId: number, version: number, snapshot: SnapshotEntry[]): Promise<void> {
  await conn.delete(entries).where(eq(entries.tableId, tableId));
  await conn.insert(entries).values(snapshot.map((e) => ({ tableId, ...e })));
  await conn.update(tables).set({ appliedVersion: version }).where(eq(tables.id, tableId));
}

/**
 * Applies every version whose date has come (of one table, or of all): the table's entries
 * become the latest due version's, with an audit row (`probability.apply`, no actor) and the
 * probability pages invalidated. Answers how many tables changed.
 */
export async function applyDueVersions(now: Date = new Date(), tableId?: number): Promise<number> {
  const db = await getDb();
  const due = await db
    .selectDistinct({ tableId: changes.tableId })
    .from(changes)
    .innerJoin(tables, eq(tables.id, changes.tableId))
    .where(and(gt(changes.version, tables.appliedVersion), lte(changes.effectiveAt, now), tableId ? eq(tables.id, tableId) : undefined));
  let applied = 0;
  for (const { tableId: id } of due) {
    const changed = await db.transaction(async (tx) => {
      const [table] = await tx.select({ applied: tables.appliedVersion }).from(tables).where(eq(tables.id, id)).for('update');
      if (!table) return false;
      const [version] = await tx
        .select()
        .from(changes)
        .where(and(eq(changes.tableId, id), gt(changes.version, table.applied), lte(changes.effectiveAt, now)))
        .orderBy(desc(changes.version))
        .limit(1);
      if (!version) return false;
      await writeEntries(tx, id, version.version, parseSnapshot(version.snapshot));
      await tx
        .update(tables)
        .set({ updatedAt: sql`now()` })
        .where(eq(tables.id, id));
      await recordAudit(tx, {
        actorId: null,
        action: 'probability.apply',
        targetType: 'probability_table',
        targetId: id,
        before: { version: table.applied },
        after: { version: version.version, effective_at: version.effectiveAt.toISOString() },
      });
      await invalidatePages(['probability'], tx);
      return true;
    });
    if (changed) applied += 1;
  }
  return applied;
}
