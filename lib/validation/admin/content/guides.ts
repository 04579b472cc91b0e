import { z } from '@/lib/zod';
import { pageQuery } from '@/lib/validation/common';
import { GUIDE_CATEGORIES } from '@/lib/validation/guides';
import { bilingual, keyword, optionalQuery } from '../common';

export const GUIDE_TITLE_MAX = 120;
export const GUIDE_CONTENT_MAX = 50_000;
export const GUIDE_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,79}$/;

const optionalMarkdown = z
  .string()
  .max(GUIDE_CONTENT_MAX, 'tooLong')
  .nullish()
  .transform((v) => (v && v.trim() ? v : null));

export const guideInputSchema = z
  .object({
    slug: z.string({ error: 'slugInvalid' }).trim().regex(GUIDE_SLUG_PATTERN, 'slugInvalid'),
    category: z.enum(GUIDE_CATEGORIES, { error: 'categoryInvalid' }),
    title_ko: bilingual(GUIDE_TITLE_MAX),
    title_zh_tw: bilingual(GUIDE_TITLE_MAX),
    content_ko: optionalMarkdown.meta({ description: 'Markdown; empty means the guide has no content yet' }),
    content_zh_tw: optionalMarkdown,
    sort_order: z.number().int().min(0).max(10_000).default(0),
    published: z.boolean().default(true),
  })
  .meta({ id: 'AdminGuideInput' });
export type GuideInput = z.infer<typeof guideInputSchema>;
export const guidePatchSchema = guideInputSchema.partial().meta({ id: 'AdminGuidePatch' });
export type GuidePatch = z.infer<typeof guidePatchSchema>;

export const adminGuideQuery = pageQuery.extend({
  category: optionalQuery(z.enum(GUIDE_CATEGORIES)),
  q: keyword,
});

export const adminGuideSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    category: z.enum(GUIDE_CATEGORIES),
    title_ko: z.string(),
    title_zh_tw: z.string(),
    content_ko: z.string().nullable(),
    content_zh_tw: z.string().nullable(),
    sort_order: z.number().int(),
    published: z.boolean(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminGuide' });
export type AdminGuideDto = z.infer<typeof adminGuideSchema>;
