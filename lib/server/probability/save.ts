import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { Locale } from '@/lib/constants';
import { gradeRank, isItemGrade } from '@/lib/items/catalog';
import { recordAudit } from '@/lib/server/audit/log';
import { getDb, schema } from '@/lib/server/db';
import { insertOne } from '@/lib/server/db/rows';
import { AppError, NotFound } from '@/lib/server/http/errors';
import { zodFieldErrors } from '@/lib/server/http/route';
import {
  RATE_TOTAL_MICROS,
  parseProbabilityKind,
  probabilityRatesSum,
  probabilityTableSave,
  type ProbabilityKind,
  type ProbabilityTable,
  type ProbabilityTableSave,
} from '@/lib/validation/probability';
import { getTable } from './queries';
import { nextVersion } from './ledger';
import { readTableRecord, type TableRecord } from './record';
import { checkEffectiveDate, writeEntries } from './schedule';
import { storedEntry, type SnapshotEntry } from './snapshot';
import { invalidatePages } from '@/lib/server/cache/pages';

const { probabilityTables: tables, probabilityChanges: changes, items } = schema;

/** A create or replace of a table, as parseTableSave checked it: what saveTable writes. */
export type TableSave = ProbabilityTableSave & {
  /** Replace this table; without it a new table is created. */
  id?: number;
  /** The kind to file it under; null when a replaced table keeps its own. */
  kind: ProbabilityKind | null;
};

function validationFailed(errors: Record<string, string[]>, meta?: Record<string, unknown>): AppError {
  return new AppError('VALIDATION', 'Validation failed', errors, undefined, meta);
}

/**
 * Checks the body of a create or replace against probabilityTableSave (the table, its entries and
 * the change note), for the routes' doors. `target.kind` is the kind asked for: a new table needs
 * one, a replaced table (`target.id`) without one keeps its own. One 400 names every problem:
 *
 * - rates must add up to exactly 1,000,000 millionths (100 %), else `errors.rates = ['sumMustBe100']`
 *   and `meta = { rates_sum, expected: 1000000 }`;
 * - `note.ko` and `note.zh_tw` are required (`noteRequired`);
 * - a missing or unknown kind is `errors.kind = ['unknownKind']`.
 *
 * The kind's error and the `meta` are why this is not a bare readJson schema.
 */
export function parseTableSave(body: unknown, target: { id?: number; kind?: unknown } = {}): TableSave {
  const { id, kind: rawKind } = target;
  const keepsKind = rawKind == null && id !== undefined;
  const kind = keepsKind || typeof rawKind !== 'string' ? null : parseProbabilityKind(rawKind);
  const parsed = probabilityTableSave.safeParse(body);
  if ((!keepsKind && !kind) || !parsed.success) {
    const errors = parsed.success ? {} : zodFieldErrors(parsed.error);
    if (!keepsKind && !kind) errors.kind = ['unknownKind'];
    const meta = errors.rates ? { rates_sum: probabilityRatesSum(body), expected: RATE_TOTAL_MICROS } : undefined;
    throw validationFailed(errors, meta);
  }
  return { ...parsed.data, id, kind };
}

/**
 * The one write of probability tables, for the public and the administration routes alike.
 * Creates a table, or replaces one (`save.id`) with its entries, records the change in the
 * public history with a snapshot of the new rates as the table's next sealed version (the ledger), and writes the audit row
 * (`probability.create` / `probability.update`, before and after as the editor reads them, with
 * the note) — all in one transaction, so none exists without the others. The body was checked
 * by parseTableSave; what is left is that an entry's `item_id` must name an existing item
 * (`unknownItem`); without one it needs both labels and a grade. With one, the item's names and
 * grade fill in what is left out. The effective date must keep order and notice
 * (checkEffectiveDate): a version for a later date is in the ledger at once and becomes the
 * entries on its date.
 *
 * Nothing is written when a check fails. Answers the saved table in `locale`.
 */
export async function saveTable(save: TableSave, actorId: number, locale: Locale = 'ko'): Promise<ProbabilityTable> {
  const { id, kind, ...data } = save;
  const now = new Date();

  const db = await getDb();
  const itemIds = [...new Set(data.entries.flatMap((e) => (e.item_id ? [e.item_id] : [])))];
  const itemRows = itemIds.length
    ? await db
        .select({ id: items.id, nameKo: items.nameKo, nameZhTw: items.nameZhTw, grade: items.itemRating })
        .from(items)
        .where(inArray(items.id, itemIds))
    : [];
  const itemById = new Map(itemRows.map((row) => [row.id, row]));
  const unknown: Record<string, string[]> = {};
  data.entries.forEach((e, n) => {
    if (e.item_id && !itemById.has(e.item_id)) unknown[`entries.${n}.item_id`] = ['unknownItem'];
  });
  if (Object.keys(unknown).length) throw validationFailed(unknown);

  const snapshot: SnapshotEntry[] = data.entries.map((e, sortOrder) => {
    const item = e.item_id ? itemById.get(e.item_id) : undefined;
    return {
      itemId: item?.id ?? null,
      labelKo: e.label_ko || item?.nameKo || '',
      labelZhTw: e.label_zh_tw || item?.nameZhTw || '',
      grade: e.grade ?? item?.grade ?? 'F',
      quantity: e.quantity,
      sortOrder,
      rateMicros: e.rate_micros,
    };
  });

  // A guarantee of a grade the table cannot give would never come.
  if (data.pity_grade && !snapshot.some((e) => isItemGrade(e.grade) && gradeRank(e.grade) <= gradeRank(data.pity_grade!))) {
    throw validationFailed({ pity_grade: ['pityGradeMissing'] });
  }

  const fields = {
    nameKo: data.name_ko,
    nameZhTw: data.name_zh_tw,
    descriptionKo: data.description_ko,
    descriptionZhTw: data.description_zh_tw,
    image: data.image,
    pityRuleKo: data.pity_rule_ko,
    pityRuleZhTw: data.pity_rule_zh_tw,
    pityAfter: data.pity_after,
    pityGrade: data.pity_grade,
    priceGems: data.price_gems,
    updatedAt: now,
  };

  const tableId = await db.transaction(async (tx) => {
    let saved: { id: number; uuid: string };
    let before: TableRecord | null = null;
    const requested = data.effective_at ? new Date(data.effective_at) : null;
    let effectiveAt: Date;
    if (id !== undefined) {
      // Locks the row so two administrators saving at once each write a whole table, its history row and its audit row.
      const [existing] = await tx.select({ id: tables.id, uuid: tables.uuid }).from(tables).where(eq(tables.id, id)).for('update');
      if (!existing) throw NotFound('Probability table not found');
      effectiveAt = await checkEffectiveDate(tx, id, requested, snapshot, now);
      before = await readTableRecord(tx, id);
      await tx
        .update(tables)
        .set({ ...fields, kind: kind ?? before!.kind })
        .where(eq(tables.id, id));
      saved = existing;
    } else {
      effectiveAt = await checkEffectiveDate(tx, null, requested, snapshot, now);
      const created = await insertOne(tx, tables, { ...fields, kind: kind!, createdAt: now }, { id: tables.id, uuid: tables.uuid });
      saved = created;
    }
    const savedId = saved.id;
    const change = { noteKo: data.note.ko, noteZhTw: data.note.zh_tw, snapshot, at: now, effectiveAt };
    const version = await nextVersion(tx, saved, change);
    await tx.insert(changes).values({
      tableId: savedId,
      noteKo: change.noteKo,
      noteZhTw: change.noteZhTw,
      snapshot,
      changedBy: actorId,
      createdAt: now,
      ...version,
    });
    // A version for later leaves the entries as they are until its date (schedule.ts).
    if (effectiveAt <= now) await writeEntries(tx, savedId, version.version, snapshot);
    await recordAudit(tx, {
      actorId,
      action: before ? 'probability.update' : 'probability.create',
      targetType: 'probability_table',
      targetId: savedId,
      before,
      after: {
        ...(await readTableRecord(tx, savedId)),
        note: data.note,
        version: version.version,
        effective_at: effectiveAt.toISOString(),
        ...(effectiveAt > now ? { scheduled_entries: snapshot.map(storedEntry) } : {}),
      },
    });
    await invalidatePages(['probability'], tx);
    return savedId;
  });

  return getTable(tableId, locale);
}
