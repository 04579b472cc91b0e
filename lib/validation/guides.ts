import { z } from '@/lib/zod';
import { pageQuery } from './common';

// ── Contract of the guide book (with the spec's "guide page ID is empty") ──

// `faq`: the questions the help page (/help) shows to everyone, guests included.
export const GUIDE_CATEGORIES = ['beginner', 'slime', 'trade', 'room', 'guild', 'account', 'faq'] as const;
export type GuideCategory = (typeof GUIDE_CATEGORIES)[number];

export const GUIDE_KEYWORD_MAX = 100;

// An empty `?keyword=` or `?category=` (a cleared search box, the "all" chip) means no filter.
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const guideListQuery = pageQuery.extend({
  category: z.preprocess(blankToUndefined, z.enum(GUIDE_CATEGORIES).optional()),
  // One character is enough: Korean and Chinese searches are often one or two characters.
  keyword: z.preprocess(
    blankToUndefined,
    z.string().trim().max(GUIDE_KEYWORD_MAX, 'keywordMax').optional().meta({
      description: 'Searched in the title and text of the reader’s language; words separated by spaces must all appear',
    }),
  ),
});
export type GuideListQuery = z.infer<typeof guideListQuery>;

export const guideSlugParam = z.object({ slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/) });

export const guideRefSchema = z
  .object({ id: z.number().int(), slug: z.string(), category: z.enum(GUIDE_CATEGORIES), title: z.string() })
  .meta({ id: 'GuideRef' });
export type GuideRefDto = z.infer<typeof guideRefSchema>;

export const guideSummarySchema = guideRefSchema
  .extend({
    excerpt: z.string().meta({ description: 'Plain-text start of the guide; empty when it has no content' }),
    has_content: z.boolean().meta({ description: 'False when the guide has no content source yet' }),
    updated_at: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'GuideSummary' });
export type GuideSummaryDto = z.infer<typeof guideSummarySchema>;

export const guideSchema = guideSummarySchema
  .extend({
    content: z.string().nullable().meta({ description: 'Markdown; null when the guide page has no content source (spec §8)' }),
    created_at: z.string().meta({ format: 'date-time' }),
    related: z.array(guideRefSchema).meta({ description: 'Other guides of the same category' }),
  })
  .meta({ id: 'Guide' });
export type GuideDto = z.infer<typeof guideSchema>;
