import { z } from '@/lib/zod';
import { PROBABILITY_KINDS } from '@/lib/enums';
import { pageQuery } from '@/lib/validation/common';
import { probabilityTableSave, storedEntrySchema } from '@/lib/validation/probability';
import { keyword, optionalQuery } from '../common';

// The body of writing a table is saveTable's (probabilityTableSave in lib/validation/probability.ts);
// these are the body of a new table as the document shows it, the administrators' list filter and
// their view of a table.

/** A new table: saveTable's body and its kind (the route checks it with parseTableSave). */
export const adminProbabilityCreateSchema = probabilityTableSave.extend({
  kind: z.enum(PROBABILITY_KINDS).meta({ description: 'The kind of table' }),
});

export const adminProbabilityQuery = pageQuery.extend({ kind: optionalQuery(z.enum(PROBABILITY_KINDS)), q: keyword });

export const adminProbabilityTableSchema = z
  .object({
    id: z.number().int(),
    uuid: z.string(),
    kind: z.enum(PROBABILITY_KINDS),
    name_ko: z.string(),
    name_zh_tw: z.string(),
    description_ko: z.string(),
    description_zh_tw: z.string(),
    image: z.string().nullable(),
    pity_rule_ko: z.string().nullable(),
    pity_rule_zh_tw: z.string().nullable(),
    pity_after: z.number().int().nullable(),
    pity_grade: z.string().nullable(),
    price_gems: z.number().int().nullable(),
    entries: z.array(storedEntrySchema),
    total_rate_micros: z.number().int(),
    latest_entries: z
      .array(storedEntrySchema)
      .meta({ description: 'The latest version’s entries (those in effect, unless a version waits for its date)' }),
    history: z.array(
      z.object({
        id: z.number().int(),
        version: z.number().int(),
        note_ko: z.string(),
        note_zh_tw: z.string(),
        changed_by: z.string().nullable(),
        created_at: z.string(),
        effective_at: z.string(),
        in_effect: z.boolean().meta({ description: 'false: announced, waiting for effective_at' }),
      }),
    ),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminProbabilityTable', description: 'Both languages, as stored, for the editor' });
export type AdminProbabilityTableDto = z.infer<typeof adminProbabilityTableSchema>;

export const adminProbabilitySummarySchema = adminProbabilityTableSchema
  .pick({ id: true, uuid: true, kind: true, name_ko: true, name_zh_tw: true, image: true, updated_at: true })
  .extend({ entry_count: z.number().int() })
  .meta({ id: 'AdminProbabilitySummary' });
export type AdminProbabilitySummaryDto = z.infer<typeof adminProbabilitySummarySchema>;
