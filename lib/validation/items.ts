import { z } from '@/lib/zod';
import { ITEM_SEARCH_KEYWORD_MIN, ITEM_SEARCH_LIMIT } from '@/lib/constants';
import { ITEM_GRADES, ITEM_TYPES } from '@/lib/items/catalog';
import { isUuid, pageQuery } from './common';

// ── Contract of the item catalogue: items, item search, /v1/items/search/ ──

export const ITEM_KEYWORD_MAX = 50;

const keyword = z
  .string()
  .trim()
  .min(ITEM_SEARCH_KEYWORD_MIN, 'keywordMin')
  .max(ITEM_KEYWORD_MAX)
  .meta({ description: `Part of the item's name in Korean or Traditional Chinese; ${ITEM_SEARCH_KEYWORD_MIN} character is enough` });

// An empty `?keyword=` (a cleared search box) means no keyword rather than a validation error.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

export const itemFilterQuery = z.object({
  keyword: optional(keyword),
  item_type: optional(z.enum(ITEM_TYPES)),
  grade: optional(z.enum(ITEM_GRADES).meta({ description: 'Item rating: SSS, SS, S+, S, A, B, C or F' })),
});
export type ItemFilter = z.infer<typeof itemFilterQuery>;

export const itemSearchQuery = itemFilterQuery.extend({
  limit: z.coerce.number().int().min(1).max(ITEM_SEARCH_LIMIT).default(ITEM_SEARCH_LIMIT),
});
export type ItemSearchQuery = z.infer<typeof itemSearchQuery>;

export const itemListQuery = itemFilterQuery.extend(pageQuery.shape);
export type ItemListQuery = z.infer<typeof itemListQuery>;

export const itemNameSearchQuery = z.object({
  name: keyword.meta({ description: 'Start or part of a name in either language (autocomplete; 1 character is enough)' }),
});

// The spec's message keys ("item id required / item uuid required"), answered in `errors`.
export const ITEM_ID_REQUIRED = 'itemIdRequired';
export const ITEM_UUID_REQUIRED = 'itemUuidRequired';

export const isItemId = (value: unknown): boolean => typeof value === 'string' && /^[1-9]\d{0,8}$/.test(value);

// Accepts a numeric id or an item uuid in the same path segment.
export const itemRefParam = z.object({
  id: z
    .string()
    .refine((v) => isItemId(v) || isUuid(v), ITEM_ID_REQUIRED)
    .meta({ description: 'Item id (e.g. 12) or item uuid' }),
});

/** An item as other answers name it (a look's layers, a price alert): what it takes to show and link it. */
export const namedItemShape = {
  id: z.number().int(),
  uuid: z.string(),
  name: z.string().meta({ description: "Name in the reader's language" }),
  image: z.string(),
  item_type: z.enum(ITEM_TYPES),
};

export const itemSchema = z
  .object({
    id: z.number().int(),
    uuid: z.string(),
    name: z.string().meta({ description: "Name in the reader's language" }),
    name_ko: z.string(),
    name_zh_tw: z.string(),
    image: z.string(),
    description: z.string().meta({ description: "Description in the reader's language" }),
    item_type: z.enum(ITEM_TYPES),
    item_rating: z.enum(ITEM_GRADES),
    grade_color: z.string().meta({ description: 'Hex colour of the grade family: S family red, A purple, B blue, C green, F gray' }),
    rating_score: z.number().int(),
    price: z.number().int().meta({ description: 'Price in gems' }),
    is_show_eyes: z.boolean(),
    sprite_img: z.string().nullable(),
    sprite_width: z.number().int().nullable().meta({ description: 'Width of one frame in the sprite sheet' }),
    sprite_height: z.number().int().nullable(),
    sprite_frame: z.number().int().nullable().meta({ description: 'Frames in the sprite sheet' }),
    seller_count: z.number().int().meta({ description: 'Members with this item active on their sell list (blocked members left out)' }),
    buyer_count: z.number().int().meta({ description: 'Members with this item active on their buy list (blocked members left out)' }),
    created_at: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'Item' });
export type ItemDto = z.infer<typeof itemSchema>;

export const equipmentObjectSchema = z
  .object({
    id: z.number().int(),
    display_order: z.number().int().meta({ description: 'Layer order; negative is drawn behind the slime' }),
    image: z.string(),
  })
  .meta({ id: 'EquipmentObject' });
export type EquipmentObjectDto = z.infer<typeof equipmentObjectSchema>;

export const itemDetailSchema = itemSchema
  .extend({
    equipment_objects: z.array(equipmentObjectSchema).meta({ description: 'Ordered by display_order' }),
    wished: z
      .object({ buy: z.number().int().nullable(), sell: z.number().int().nullable() })
      .meta({ description: "The signed-in reader's wish-item id on each list, or null (both null for guests)" }),
    matches: z.object({ sellers: z.number().int(), buyers: z.number().int() }).meta({
      description:
        "Issue 6 matches: other members with the item active on the list opposite the reader's own — sellers when the reader wants to buy it, buyers when the reader sells it (0 otherwise and for guests)",
    }),
  })
  .meta({ id: 'ItemDetail' });
export type ItemDetailDto = z.infer<typeof itemDetailSchema>;
