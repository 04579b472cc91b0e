import { z } from '@/lib/zod';
import { WORD_FILTER_ACTIONS, WORD_FILTER_KINDS } from '@/lib/enums';
import { pageQuery } from './common';
import { keyword, optionalQuery } from './admin/common';

export { WORD_FILTER_ACTIONS, WORD_FILTER_KINDS };
export type WordFilterKind = (typeof WORD_FILTER_KINDS)[number];
export type WordFilterAction = (typeof WORD_FILTER_ACTIONS)[number];

// The field-error key of text the word filter refuses (translated by every member form).
export const BANNED_WORD = 'bannedWord';

export const WORD_FILTER_PATTERN_MAX = 200;
export const WORD_FILTER_NOTE_MAX = 300;
/** The "try a text" box takes a post's worth. */
export const WORD_FILTER_TRY_MAX = 20_000;

export const wordFilterInputSchema = z
  .object({
    pattern: z
      .string({ error: 'required' })
      .trim()
      .min(1, 'required')
      .max(WORD_FILTER_PATTERN_MAX, 'tooLong')
      .meta({ description: 'A word (matched with evasions folded) or, for kind regex, an RE2 regular expression' }),
    kind: z.enum(WORD_FILTER_KINDS, { error: 'required' }),
    action: z.enum(WORD_FILTER_ACTIONS, { error: 'required' }),
    note: z.string().trim().max(WORD_FILTER_NOTE_MAX, 'tooLong').default(''),
    is_active: z.boolean().default(true),
  })
  .meta({ id: 'WordFilterInput' });
export type WordFilterInput = z.infer<typeof wordFilterInputSchema>;
export type WordFilterForm = z.input<typeof wordFilterInputSchema>;

export const wordFilterSchema = z
  .object({
    id: z.number().int(),
    pattern: z.string(),
    kind: z.enum(WORD_FILTER_KINDS),
    action: z.enum(WORD_FILTER_ACTIONS),
    normalised: z.string().meta({ description: 'What a word is matched as (folded letters, Hangul as jamo); a regex as written' }),
    choseong: z.string().nullable().meta({ description: 'The 초성 a Korean word is also caught as when typed alone' }),
    note: z.string(),
    is_active: z.boolean(),
    created_by: z.number().int().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'WordFilter' });
export type WordFilterDto = z.infer<typeof wordFilterSchema>;

export const wordFilterListQuery = pageQuery.extend({
  q: keyword,
  action: optionalQuery(z.enum(WORD_FILTER_ACTIONS)),
});
export type WordFilterListQuery = z.infer<typeof wordFilterListQuery>;

export const wordFilterTrySchema = z
  .object({ text: z.string({ error: 'required' }).max(WORD_FILTER_TRY_MAX, 'tooLong') })
  .meta({ id: 'WordFilterTry' });

export const wordFilterMatchSchema = z.object({
  id: z.number().int(),
  pattern: z.string(),
  kind: z.enum(WORD_FILTER_KINDS),
  action: z.enum(WORD_FILTER_ACTIONS),
  via: z.enum(['word', 'choseong', 'regex']),
  start: z.number().int(),
  end: z.number().int(),
  text: z.string().meta({ description: 'The matched part of the text as written' }),
});

export const wordFilterTryResultSchema = z
  .object({
    action: z.enum(WORD_FILTER_ACTIONS).nullable().meta({ description: 'The strictest action of the matching active entries' }),
    failure: z.enum(['error', 'timeout']).nullable().meta({
      description: 'Set when the patterns could not be run (the engine failed or overran its budget): a real write would be held',
    }),
    matches: z.array(wordFilterMatchSchema),
    replaced: z.string().meta({ description: 'The text with ※ over every match' }),
    normalised: z.string().meta({ description: 'The text as words are looked for in it' }),
  })
  .meta({ id: 'WordFilterTryResult' });
export type WordFilterTryResultDto = z.infer<typeof wordFilterTryResultSchema>;
