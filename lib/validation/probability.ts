import { z } from '@/lib/zod';
import { PROBABILITY_KINDS } from '@/lib/enums';
import { ITEM_GRADES } from '@/lib/items/catalog';
import { bodyId, rowIdText, UUID_PATTERN } from './common';

export { PROBABILITY_KINDS };
export type ProbabilityKind = (typeof PROBABILITY_KINDS)[number];

// Rates are integers in millionths of one draw: 1 = 0.0001 %, and a table adds up to exactly this.
export const RATE_TOTAL_MICROS = 1_000_000;
export const RATE_DECIMALS = 4;
const MICROS_PER_PERCENT = 10_000;

export const PROBABILITY_ENTRIES_MAX = 500;
export const PROBABILITY_NAME_MAX = 80;
export const PROBABILITY_TEXT_MAX = 2000;
export const PROBABILITY_NOTE_MAX = 500;
// A version that lowers any rate is announced at least this many days before it takes effect.
export const PROBABILITY_NOTICE_DAYS = 7;
export const PROBABILITY_QUANTITY_MAX = 1_000_000;
/** A guarantee comes on the 2nd to the 1,000th try without the grade. */
export const PITY_AFTER_MIN = 2;
export const PITY_AFTER_MAX = 1000;
export const PRICE_GEMS_MAX = 1_000_000;

/** `treasure-box` or `treasure_box` (any case) → `treasure_box`; anything else → null. */
export function parseProbabilityKind(value: string | null | undefined): ProbabilityKind | null {
  const normalised = (value ?? '').trim().toLowerCase().replaceAll('-', '_');
  return (PROBABILITY_KINDS as readonly string[]).includes(normalised) ? (normalised as ProbabilityKind) : null;
}

/** The kind as it appears in page URLs: `treasure-box`. */
export function probabilityKindSlug(kind: ProbabilityKind): string {
  return kind.replaceAll('_', '-');
}

type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : S;

/** The key under `support.probability.kind.*`: `treasureBox`. */
export function probabilityKindMessageKey<K extends ProbabilityKind>(kind: K): CamelCase<K> {
  return kind.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()) as CamelCase<K>;
}

/**
 * A rate in millionths as a percentage string, computed with integers so nothing is lost to
 * floating point: 2_000 → "0.2" (or "0.2000" with `fixed`), 1_000_000 → "100".
 */
export function formatRatePercent(micros: number, { fixed = false }: { fixed?: boolean } = {}): string {
  const sign = micros < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(micros));
  const whole = Math.floor(abs / MICROS_PER_PERCENT);
  const fraction = String(abs % MICROS_PER_PERCENT).padStart(RATE_DECIMALS, '0');
  const shown = fixed ? fraction : fraction.replace(/0+$/, '');
  return `${sign}${whole}${shown ? `.${shown}` : ''}`;
}

// ── Path parameters ────────────────────────────────────────────────────────

/** A table's numeric id, or its uuid. */
export const probabilityTableRef = z.union([
  rowIdText,
  z
    .string()
    .regex(UUID_PATTERN)
    .transform((v) => v.toLowerCase()),
]);
export type ProbabilityTableRef = z.infer<typeof probabilityTableRef>;

export const probabilityPathParams = z.object({
  kind: z.string().meta({
    description: 'Kind, kebab or snake case: treasure-box, ticket, time-shop, guild-ornament, village-furniture-package',
    example: 'treasure-box',
  }),
});
export const probabilityDetailPathParams = probabilityPathParams.extend({
  id: z.string().meta({ description: 'Table id (or its uuid)', example: '1' }),
});

// ── Answers ────────────────────────────────────────────────────────────────

// The spec's "probability list entry"; the list endpoint answers a bare array of these.
export const probabilityListEntrySchema = z
  .object({
    id: z.number().int(),
    uuid: z.string().meta({ format: 'uuid' }),
    name: z.string(),
    image: z.string().nullable().meta({ description: 'Site-relative or absolute image URL' }),
    description: z.string().meta({ description: 'Full text; the list screen shows the first 40 characters' }),
  })
  .meta({ id: 'ProbabilityListEntry' });
export type ProbabilityListEntry = z.infer<typeof probabilityListEntrySchema>;

export const probabilityKindSummarySchema = z
  .object({
    kind: z.enum(PROBABILITY_KINDS),
    slug: z.string().meta({ description: 'The kind as used in page URLs', example: 'treasure-box' }),
    name: z.string(),
    count: z.number().int().meta({ description: 'Published tables of this kind' }),
  })
  .meta({ id: 'ProbabilityKindSummary' });
export type ProbabilityKindSummary = z.infer<typeof probabilityKindSummarySchema>;

const rateFields = {
  rate_micros: z.number().int().meta({ description: 'Millionths of one draw: 1 = 0.0001 %' }),
  rate: z.string().meta({ description: 'Percentage with up to 4 decimals', example: '0.15' }),
};

export const probabilityOutcomeSchema = z
  .object({
    id: z.number().int(),
    item_id: z.number().int().nullable(),
    item_uuid: z.string().nullable(),
    name: z.string(),
    image: z.string().nullable(),
    grade: z.string().meta({ description: 'SSS, SS, S+, S, A, B, C or F' }),
    quantity: z.number().int(),
    ...rateFields,
  })
  .meta({ id: 'ProbabilityOutcome' });
export type ProbabilityOutcome = z.infer<typeof probabilityOutcomeSchema>;

export const probabilityChangeSchema = z
  .object({
    id: z.number().int(),
    version: z.number().int().meta({ description: 'The ledger version' }),
    note: z.string(),
    created_at: z.string().meta({ format: 'date-time', description: 'When it was announced' }),
    effective_at: z.string().meta({ format: 'date-time', description: 'When it took effect' }),
    entries: z
      .array(z.object({ name: z.string(), grade: z.string(), quantity: z.number().int(), ...rateFields }))
      .meta({ description: 'The rates as they were from this change on' }),
  })
  .meta({ id: 'ProbabilityChange' });
export type ProbabilityChange = z.infer<typeof probabilityChangeSchema>;

export const probabilityUpcomingSchema = z
  .object({
    version: z.number().int(),
    note: z.string(),
    announced_at: z.string().meta({ format: 'date-time' }),
    effective_at: z.string().meta({ format: 'date-time' }),
    changes: z
      .array(
        z.object({
          name: z.string(),
          grade: z.string(),
          from_micros: z.number().int().nullable().meta({ description: 'null: a new outcome' }),
          to_micros: z.number().int().nullable().meta({ description: 'null: the outcome is dropped' }),
          from: z.string().nullable(),
          to: z.string().nullable(),
        }),
      )
      .meta({ description: 'The outcomes whose rate changes, against the version before' }),
  })
  .meta({ id: 'ProbabilityUpcoming' });
export type ProbabilityUpcoming = z.infer<typeof probabilityUpcomingSchema>;

export const probabilityTableSchema = z
  .object({
    id: z.number().int(),
    uuid: z.string().meta({ format: 'uuid' }),
    kind: z.enum(PROBABILITY_KINDS),
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    image: z.string().nullable(),
    pity_rule: z.string().nullable().meta({ description: 'Pity / guarantee rule, when the table has one' }),
    pity: z
      .object({
        after: z.number().int().meta({ description: 'The try that is guaranteed, counted since the last item of the grade or better' }),
        grade: z.enum(ITEM_GRADES).meta({ description: 'The guaranteed grade; a better grade counts too' }),
      })
      .nullable()
      .meta({ description: 'The guarantee the chance calculator counts, when the table has one' }),
    price_gems: z.number().int().nullable().meta({ description: 'The price of one try in gems, when the table has one' }),
    updated_at: z.string().meta({ format: 'date-time' }),
    total_rate_micros: z.number().int().meta({ description: 'Always 1,000,000' }),
    total_rate: z.string().meta({ example: '100' }),
    entries: z.array(probabilityOutcomeSchema),
    history: z.array(probabilityChangeSchema).meta({ description: 'Changes in effect, newest first' }),
    upcoming: z.array(probabilityUpcomingSchema).meta({ description: 'Announced versions waiting for their date, soonest first' }),
  })
  .meta({ id: 'ProbabilityTable' });
export type ProbabilityTable = z.infer<typeof probabilityTableSchema>;

/** An entry as stored, both languages: what the editor reads and what the ledger seals. */
export const storedEntrySchema = z.object({
  item_id: z.number().int().nullable(),
  label_ko: z.string(),
  label_zh_tw: z.string(),
  grade: z.string(),
  quantity: z.number().int(),
  rate_micros: z.number().int(),
});
export type StoredEntry = z.infer<typeof storedEntrySchema>;

export const probabilityLedgerSchema = z
  .object({
    table: z.object({
      id: z.number().int(),
      uuid: z.string(),
      kind: z.enum(PROBABILITY_KINDS),
      name_ko: z.string(),
      name_zh_tw: z.string(),
    }),
    algorithm: z.literal('sha256'),
    versions: z
      .array(
        z.object({
          version: z.number().int().meta({ description: '1, 2, … in order' }),
          announced_at: z.string().meta({ format: 'date-time' }),
          effective_at: z.string().meta({ format: 'date-time' }),
          note_ko: z.string(),
          note_zh_tw: z.string(),
          entries: z.array(storedEntrySchema),
          prev_hash: z.string().nullable().meta({ description: 'The hash of the version before; null for version 1' }),
          hash: z.string().meta({ description: 'SHA-256 (hex) of the canonical form; see lib/probability/ledger.ts' }),
        }),
      )
      .meta({ description: 'Every published version, oldest first' }),
  })
  .meta({
    id: 'ProbabilityLedger',
    description:
      "The chain of a table's versions. A version's hash is the SHA-256 of the UTF-8 JSON array " +
      '["slime-probability-ledger/1", table uuid, version, announced_at, effective_at, note_ko, note_zh_tw, ' +
      '[[item_id, label_ko, label_zh_tw, grade, quantity, rate_micros], …], prev_hash].',
  });
export type ProbabilityLedger = z.infer<typeof probabilityLedgerSchema>;

// ── Writing a table (administrators) ──────────────────────────────────────

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

export const probabilityEntryInput = z
  .object({
    item_id: bodyId().nullish().meta({ description: 'The item; its name and grade fill label and grade when left out' }),
    label_ko: z.string().trim().max(PROBABILITY_NAME_MAX).nullish(),
    label_zh_tw: z.string().trim().max(PROBABILITY_NAME_MAX).nullish(),
    grade: z.enum(ITEM_GRADES).nullish(),
    quantity: z.number().int().min(1).max(PROBABILITY_QUANTITY_MAX).default(1),
    rate_micros: z.number().int().min(1).max(RATE_TOTAL_MICROS).meta({ description: 'Millionths: 1 = 0.0001 %' }),
  })
  .superRefine((entry, ctx) => {
    if (entry.item_id) return;
    if (!entry.label_ko) ctx.addIssue({ code: 'custom', path: ['label_ko'], message: 'labelRequired' });
    if (!entry.label_zh_tw) ctx.addIssue({ code: 'custom', path: ['label_zh_tw'], message: 'labelRequired' });
    if (!entry.grade) ctx.addIssue({ code: 'custom', path: ['grade'], message: 'gradeRequired' });
  });
export type ProbabilityEntryInput = z.input<typeof probabilityEntryInput>;

const noteText = z.string({ error: 'noteRequired' }).trim().min(1, 'noteRequired').max(PROBABILITY_NOTE_MAX);

// Every change is published with a note in both languages (the public change history).
export const probabilityChangeNote = z
  .object({ ko: noteText, zh_tw: noteText }, { error: 'noteRequired' })
  .meta({ id: 'ProbabilityChangeNote', description: 'What changed and why, shown in the public history' });
export type ProbabilityChangeNote = z.input<typeof probabilityChangeNote>;

/** The sum of `entries[].rate_micros` of an unchecked body (for the failure's `meta`). */
export function probabilityRatesSum(value: unknown): number {
  const entries = (value as { entries?: unknown } | null)?.entries;
  if (!Array.isArray(entries)) return 0;
  return entries.reduce<number>((sum, e) => {
    const rate = (e as { rate_micros?: unknown } | null)?.rate_micros;
    return sum + (typeof rate === 'number' && Number.isFinite(rate) ? rate : 0);
  }, 0);
}

export const probabilityTableInput = z.object({
  name_ko: z.string().trim().min(1).max(PROBABILITY_NAME_MAX),
  name_zh_tw: z.string().trim().min(1).max(PROBABILITY_NAME_MAX),
  description_ko: z.string().trim().max(PROBABILITY_TEXT_MAX).default(''),
  description_zh_tw: z.string().trim().max(PROBABILITY_TEXT_MAX).default(''),
  image: optionalText(500),
  pity_rule_ko: optionalText(PROBABILITY_TEXT_MAX),
  pity_rule_zh_tw: optionalText(PROBABILITY_TEXT_MAX),
  pity_after: z
    .number()
    .int()
    .min(PITY_AFTER_MIN)
    .max(PITY_AFTER_MAX)
    .nullish()
    .transform((v) => v ?? null)
    .meta({ description: 'With pity_grade: an item of that grade or better is guaranteed on this try without one' }),
  pity_grade: z
    .enum(ITEM_GRADES)
    .nullish()
    .transform((v) => v ?? null),
  price_gems: z
    .number()
    .int()
    .min(1)
    .max(PRICE_GEMS_MAX)
    .nullish()
    .transform((v) => v ?? null),
  entries: z.array(probabilityEntryInput).min(1).max(PROBABILITY_ENTRIES_MAX),
});
export type ProbabilityTableInput = z.input<typeof probabilityTableInput>;

/**
 * The request body of creating or replacing a table: the table, its entries and the change note.
 * Rates must add up to exactly 1,000,000 (100 %): otherwise `errors.rates = ['sumMustBe100']`.
 */
const pityFieldsParsed = (payload: { issues: { path?: PropertyKey[] }[] }) =>
  payload.issues.every((issue) => issue.path?.[0] !== 'pity_after' && issue.path?.[0] !== 'pity_grade');

export const probabilityTableSave = probabilityTableInput
  .extend({
    note: probabilityChangeNote,
    effective_at: z.iso
      .datetime({ offset: true, error: 'dateInvalid' })
      .nullish()
      .transform((v) => v ?? null)
      .meta({
        description:
          'When the new rates take effect; null or left out: now. A change that lowers any rate needs PROBABILITY_NOTICE_DAYS of notice, and versions take effect in order.',
      }),
  })
  .refine((value) => probabilityRatesSum(value) === RATE_TOTAL_MICROS, {
    path: ['rates'],
    message: 'sumMustBe100',
    // Also when other fields fail, so one answer names every problem; not when the entries
    // themselves are malformed (their sum would mean nothing).
    when: (payload) =>
      Array.isArray((payload.value as { entries?: unknown } | null)?.entries) &&
      payload.issues.every((issue) => issue.path?.[0] !== 'entries'),
  })
  // A guarantee needs both its try and its grade (also named when other fields fail).
  .refine((value) => value.pity_after != null || value.pity_grade == null, {
    path: ['pity_after'],
    message: 'pityIncomplete',
    when: pityFieldsParsed,
  })
  .refine((value) => value.pity_grade != null || value.pity_after == null, {
    path: ['pity_grade'],
    message: 'pityIncomplete',
    when: pityFieldsParsed,
  })
  .meta({ id: 'ProbabilityTableSave' });
export type ProbabilityTableSave = z.infer<typeof probabilityTableSave>;
