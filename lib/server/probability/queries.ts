import 'server-only';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { Locale } from '@/lib/constants';
import { isItemGrade } from '@/lib/items/catalog';
import { getDb, schema } from '@/lib/server/db';
import { NotFound } from '@/lib/server/http/errors';
import { pick } from '@/lib/bilingual';
import { serverTranslator } from '@/lib/server/messages';
import {
  PROBABILITY_KINDS,
  RATE_TOTAL_MICROS,
  formatRatePercent,
  parseProbabilityKind,
  probabilityKindMessageKey,
  probabilityKindSlug,
  type ProbabilityChange,
  type ProbabilityKind,
  type ProbabilityKindSummary,
  type ProbabilityListEntry,
  type ProbabilityOutcome,
  type ProbabilityTable,
  type ProbabilityTableRef,
  type ProbabilityUpcoming,
} from '@/lib/validation/probability';
import { diffVersions } from '@/lib/probability/ledger';
import { applyDueVersions } from './schedule';
import { parseSnapshot, storedEntry } from './snapshot';

const { probabilityTables: tables, probabilityEntries: entries, probabilityChanges: changes, items } = schema;

/** The kind named by a URL segment (kebab or snake case); 404 for anything else. */
export function requireKind(value: string | undefined): ProbabilityKind {
  const kind = parseProbabilityKind(value);
  if (!kind) throw NotFound('Unknown probability kind');
  return kind;
}

export function probabilityKindName(kind: ProbabilityKind, locale: Locale): string {
  return serverTranslator(locale, 'support')(`probability.kind.${probabilityKindMessageKey(kind)}`);
}

/** The five kinds in the spec's order, each with how many tables it has. */
export async function listKindSummaries(locale: Locale): Promise<ProbabilityKindSummary[]> {
  const db = await getDb();
  const rows = await db.select({ kind: tables.kind, n: count() }).from(tables).groupBy(tables.kind);
  const counts = new Map(rows.map((r) => [r.kind, r.n]));
  return PROBABILITY_KINDS.map((kind) => ({
    kind,
    slug: probabilityKindSlug(kind),
    name: probabilityKindName(kind, locale),
    count: counts.get(kind) ?? 0,
  }));
}

/**
 * The spec's "probability list entry" for every table, or those of one kind; oldest first.
 * A failure is logged here with its context: the list screen swallows it, so this
 * log is the only trace of it.
 */
export async function listTables(locale: Locale, kind?: ProbabilityKind): Promise<ProbabilityListEntry[]> {
  try {
    const db = await getDb();
    const rows = await db
      .select()
      .from(tables)
      .where(kind ? eq(tables.kind, kind) : undefined)
      .orderBy(asc(tables.id));
    return rows.map((row) => ({
      id: row.id,
      uuid: row.uuid,
      name: pick(locale, row.nameKo, row.nameZhTw),
      image: row.image,
      description: pick(locale, row.descriptionKo, row.descriptionZhTw),
    }));
  } catch (error) {
    console.error('[probability] list failed', { kind: kind ?? 'all', locale }, error);
    throw error;
  }
}

/** A table by id or uuid; 404 when there is none, or (with `kind`) when it is of another kind. */
export async function findTable(ref: ProbabilityTableRef, kind?: ProbabilityKind) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(tables)
    .where(typeof ref === 'number' ? eq(tables.id, ref) : eq(tables.uuid, ref))
    .limit(1);
  if (!row || (kind && row.kind !== kind)) throw NotFound('Probability table not found');
  return row;
}

/**
 * One table with every outcome (item name in the reader's language, grade, quantity, rate),
 * the pity / guarantee rule and the dated change history, newest first. With `kind`, a table
 * of another kind is not found, so `/probability/ticket/{id of a box}` is a 404.
 */
export async function getTable(ref: ProbabilityTableRef, locale: Locale, kind?: ProbabilityKind): Promise<ProbabilityTable> {
  const db = await getDb();
  const now = new Date();
  let row = await findTable(ref, kind);
  const changeRows = await db.select().from(changes).where(eq(changes.tableId, row.id)).orderBy(desc(changes.version));
  if (changeRows.some((c) => c.version > row.appliedVersion && c.effectiveAt <= now)) {
    await applyDueVersions(now, row.id);
    row = await findTable(row.id);
  }
  const applied = row.appliedVersion;

  const entryRows = await db
    .select({ entry: entries, item: { uuid: items.uuid, nameKo: items.nameKo, nameZhTw: items.nameZhTw, image: items.image } })
    .from(entries)
    .leftJoin(items, eq(items.id, entries.itemId))
    .where(eq(entries.tableId, row.id))
    .orderBy(asc(entries.sortOrder), asc(entries.id));

  const outcomes: ProbabilityOutcome[] = entryRows.map(({ entry, item }) => ({
    id: entry.id,
    item_id: entry.itemId,
    item_uuid: item?.uuid ?? null,
    name: item ? pick(locale, item.nameKo, item.nameZhTw) : pick(locale, entry.labelKo, entry.labelZhTw),
    image: item?.image ?? null,
    grade: entry.grade,
    quantity: entry.quantity,
    rate_micros: entry.rateMicros,
    rate: formatRatePercent(entry.rateMicros),
  }));
  const total = outcomes.reduce((sum, o) => sum + o.rate_micros, 0);

  const history: ProbabilityChange[] = changeRows
    .filter((change) => change.version <= applied)
    .map((change) => ({
      id: change.id,
      version: change.version,
      note: pick(locale, change.noteKo, change.noteZhTw),
      created_at: change.createdAt.toISOString(),
      effective_at: change.effectiveAt.toISOString(),
      entries: parseSnapshot(change.snapshot).map((e) => ({
        name: pick(locale, e.labelKo, e.labelZhTw),
        grade: e.grade,
        quantity: e.quantity,
        rate_micros: e.rateMicros,
        rate: formatRatePercent(e.rateMicros),
      })),
    }));

  const byVersion = new Map(changeRows.map((c) => [c.version, c]));
  const versionEntries = (version: number) => parseSnapshot(byVersion.get(version)?.snapshot ?? []).map(storedEntry);
  const upcoming: ProbabilityUpcoming[] = changeRows
    .filter((change) => change.version > applied)
    .reverse()
    .map((change) => ({
      version: change.version,
      note: pick(locale, change.noteKo, change.noteZhTw),
      announced_at: change.announcedAt.toISOString(),
      effective_at: change.effectiveAt.toISOString(),
      changes: diffVersions({ entries: versionEntries(change.version - 1) }, { entries: versionEntries(change.version) })
        .filter((r) => r.from !== r.to)
        .map((r) => ({
          name: pick(locale, r.label_ko, r.label_zh_tw),
          grade: r.grade,
          from_micros: r.from,
          to_micros: r.to,
          from: r.from === null ? null : formatRatePercent(r.from),
          to: r.to === null ? null : formatRatePercent(r.to),
        })),
    }));

  if (total !== RATE_TOTAL_MICROS) {
    // Writes are checked, so this means the data was changed outside saveTable.
    console.error('[probability] table does not add up to 100%', { tableId: row.id, total });
  }

  return {
    id: row.id,
    uuid: row.uuid,
    kind: row.kind,
    slug: probabilityKindSlug(row.kind),
    name: pick(locale, row.nameKo, row.nameZhTw),
    description: pick(locale, row.descriptionKo, row.descriptionZhTw),
    image: row.image,
    pity_rule: pick(locale, row.pityRuleKo, row.pityRuleZhTw) ?? null,
    pity: row.pityAfter !== null && isItemGrade(row.pityGrade) ? { after: row.pityAfter, grade: row.pityGrade } : null,
    price_gems: row.priceGems,
    updated_at: row.updatedAt.toISOString(),
    total_rate_micros: total,
    total_rate: formatRatePercent(total),
    entries: outcomes,
    history,
    upcoming,
  };
}
