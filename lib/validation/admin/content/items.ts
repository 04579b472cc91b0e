import { z } from '@/lib/zod';
import { UPLOAD_MAX_DIMENSION } from '@/lib/constants';
import { ITEM_GRADES, ITEM_TYPES } from '@/lib/items/catalog';
import { pageQuery } from '@/lib/validation/common';
import { bilingual, keyword, optionalQuery, siteImagePath } from '../common';

export const ITEM_NAME_MAX = 60;
export const ITEM_DESCRIPTION_MAX = 2000;
export const SPRITE_FRAMES_MAX = 64;

const equipmentObjectInput = z.object({
  display_order: z.number().int().min(-100).max(100),
  image: siteImagePath,
});

export const itemInputSchema = z
  .object({
    name_ko: bilingual(ITEM_NAME_MAX),
    name_zh_tw: bilingual(ITEM_NAME_MAX),
    description_ko: bilingual(ITEM_DESCRIPTION_MAX, { required: false }).default(''),
    description_zh_tw: bilingual(ITEM_DESCRIPTION_MAX, { required: false }).default(''),
    image: siteImagePath,
    item_type: z.enum(ITEM_TYPES, { error: 'itemTypeInvalid' }),
    item_rating: z.enum(ITEM_GRADES, { error: 'gradeInvalid' }),
    rating_score: z.number().int().min(0).max(1_000_000).default(0),
    price: z.number().int().min(0).max(100_000_000).default(0),
    is_show_eyes: z.boolean().default(true),
    sprite_img: siteImagePath.nullable().default(null),
    sprite_width: z.number().int().min(1).max(UPLOAD_MAX_DIMENSION).nullable().default(null).meta({ description: 'Width of one frame' }),
    sprite_height: z.number().int().min(1).max(UPLOAD_MAX_DIMENSION).nullable().default(null),
    sprite_frame: z.number().int().min(1).max(SPRITE_FRAMES_MAX).nullable().default(null).meta({ description: 'Frames in the sheet' }),
    equipment_objects: z.array(equipmentObjectInput).max(20).default([]),
  })
  .superRefine((v, ctx) => {
    const sprite = [v.sprite_img, v.sprite_width, v.sprite_height, v.sprite_frame];
    const given = sprite.filter((s) => s !== null).length;
    if (given !== 0 && given !== sprite.length) {
      ctx.addIssue({ code: 'custom', path: ['sprite_img'], message: 'spriteIncomplete' });
    }
  })
  .meta({ id: 'AdminItemInput' });
export type ItemInput = z.infer<typeof itemInputSchema>;

export const adminItemQuery = pageQuery.extend({
  q: keyword,
  item_type: optionalQuery(z.enum(ITEM_TYPES)),
  grade: optionalQuery(z.enum(ITEM_GRADES)),
});

export const adminItemSchema = z
  .object({
    id: z.number().int(),
    uuid: z.string(),
    name_ko: z.string(),
    name_zh_tw: z.string(),
    description_ko: z.string(),
    description_zh_tw: z.string(),
    image: z.string(),
    item_type: z.string(),
    item_rating: z.string(),
    rating_score: z.number().int(),
    price: z.number().int(),
    is_show_eyes: z.boolean(),
    sprite_img: z.string().nullable(),
    sprite_width: z.number().int().nullable(),
    sprite_height: z.number().int().nullable(),
    sprite_frame: z.number().int().nullable(),
    equipment_objects: z.array(z.object({ id: z.number().int(), display_order: z.number().int(), image: z.string() })),
    created_at: z.string(),
  })
  .meta({ id: 'AdminItem' });
export type AdminItemDto = z.infer<typeof adminItemSchema>;

// ── Uploads (multipart; stored by lib/server/items/admin.ts for items, sprites and banners) ──

export const ADMIN_UPLOAD_PURPOSES = ['item', 'banner', 'sprite'] as const;
export type AdminUploadPurpose = (typeof ADMIN_UPLOAD_PURPOSES)[number];

export const adminUploadFields = z.object({
  purpose: z.enum(ADMIN_UPLOAD_PURPOSES, { error: 'purposeInvalid' }),
  frames: optionalQuery(z.coerce.number().int().min(1).max(SPRITE_FRAMES_MAX)),
  frame_width: optionalQuery(z.coerce.number().int().min(1).max(UPLOAD_MAX_DIMENSION)),
});

export const adminUploadForm = z
  .object({
    image: z.string().meta({ format: 'binary', description: 'JPEG, PNG, WebP or GIF, at most 5 MB; sprite sheets must be PNG' }),
    purpose: z.enum(ADMIN_UPLOAD_PURPOSES),
    frames: z.string().max(6).optional().meta({ description: 'sprite: frames in the sheet (required)' }),
    frame_width: z
      .string()
      .max(6)
      .optional()
      .meta({ description: 'sprite: width of one frame; the sheet must be exactly frame_width × frames wide' }),
  })
  .meta({ id: 'AdminUploadForm' });

export const adminUploadSchema = z
  .object({
    uuid: z.string(),
    url: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    frames: z.number().int().nullable(),
    frame_width: z.number().int().nullable(),
    frame_height: z.number().int().nullable(),
  })
  .meta({ id: 'AdminUpload' });
export type AdminUploadDto = z.infer<typeof adminUploadSchema>;
