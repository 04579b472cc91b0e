import { z } from '@/lib/zod';
import { rowId } from '@/lib/validation/common';
import { bilingual, isoDateTime, siteImagePath } from '../common';

export const BANNER_TITLE_MAX = 80;

const linkUrl = z
  .string()
  .trim()
  .max(500, 'tooLong')
  .refine((v) => /^\/(?!\/)[^\s]*$/.test(v) || /^https:\/\/[^\s]+$/.test(v), 'linkInvalid')
  .nullish()
  .transform((v) => v || null)
  .meta({ description: 'A site path (`/community/…`) or an https URL' });

export const bannerInputSchema = z
  .object({
    title_ko: bilingual(BANNER_TITLE_MAX),
    title_zh_tw: bilingual(BANNER_TITLE_MAX),
    image: siteImagePath,
    link_url: linkUrl,
    active: z.boolean().default(true),
    starts_at: isoDateTime.nullable().default(null),
    ends_at: isoDateTime.nullable().default(null),
  })
  .refine((v) => !v.starts_at || !v.ends_at || Date.parse(v.starts_at) < Date.parse(v.ends_at), {
    path: ['ends_at'],
    message: 'endBeforeStart',
  })
  .meta({ id: 'AdminBannerInput' });
export type BannerInput = z.infer<typeof bannerInputSchema>;
export const bannerPatchSchema = z
  .object({
    title_ko: bilingual(BANNER_TITLE_MAX).optional(),
    title_zh_tw: bilingual(BANNER_TITLE_MAX).optional(),
    image: siteImagePath.optional(),
    link_url: linkUrl.optional(),
    active: z.boolean().optional(),
    starts_at: isoDateTime.nullable().optional(),
    ends_at: isoDateTime.nullable().optional(),
  })
  .meta({ id: 'AdminBannerPatch' });
export type BannerPatch = z.infer<typeof bannerPatchSchema>;
export const bannerOrderSchema = z
  .object({ ids: z.array(rowId).min(1).max(200) })
  .meta({ id: 'AdminBannerOrder', description: 'Every banner id, in the order to show them' });

export const adminBannerSchema = z
  .object({
    id: z.number().int(),
    title_ko: z.string(),
    title_zh_tw: z.string(),
    image: z.string(),
    link_url: z.string().nullable(),
    sort_order: z.number().int(),
    active: z.boolean(),
    starts_at: z.string().nullable(),
    ends_at: z.string().nullable(),
    live: z.boolean().meta({ description: 'Shown on the community main page right now' }),
    created_at: z.string(),
  })
  .meta({ id: 'AdminBanner' });
export type AdminBannerDto = z.infer<typeof adminBannerSchema>;
