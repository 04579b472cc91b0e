import { z } from '@/lib/zod';
import { DEFAULT_PAGE } from '@/lib/constants';
import { TRADE_TYPES, WISH_TYPES } from '@/lib/enums';
import { ITEM_ID_REQUIRED, ITEM_UUID_REQUIRED, itemFilterQuery, itemSchema } from './items';
import { UUID_PATTERN, bodyId, pageQuery, rowIdText, textId } from './common';
import { OFFER_PRICE_MAX, TRADE_FILTERS } from './posts';
import { userSummarySchema } from './user-summary';

// ── Contract of the wish lists: wish-list items, buy-list status, the wish-list calls ──

export { WISH_TYPES };
export type WishType = (typeof WISH_TYPES)[number];
export const WISH_TRADE_TYPES = TRADE_TYPES;
export const WISH_STATUSES = [0, 1] as const;
export const WISH_COUNT_MAX = 999;
export const MANAGE_ACTIONS = ['toggle', 'add', 'remove'] as const;

const wishType = z.enum(WISH_TYPES);
const count = z.number().int().min(1).max(WISH_COUNT_MAX);
const price = z
  .number()
  .int('priceRange')
  .min(1, 'priceRange')
  .max(OFFER_PRICE_MAX, 'priceRange')
  .nullable()
  .meta({ description: 'Gems per piece asked (sell list) or offered (buy list); null: no price named' });

export const userUuidParam = z.object({ user_uuid: z.string().regex(UUID_PATTERN, 'userUuidInvalid') });
export const wishItemIdParam = z.object({ id: rowIdText });
export const itemIdParam = z.object({ id: textId(ITEM_ID_REQUIRED) });
export const itemUuidParam = z.object({ uuid: z.string().regex(UUID_PATTERN, ITEM_UUID_REQUIRED) });

export const wishListQuery = itemFilterQuery.extend({
  ...pageQuery.shape,
  wish_type: wishType.meta({ description: 'Which list: buy or sell' }),
  trade: z
    .enum(TRADE_FILTERS)
    .default('all')
    .meta({ description: 'Trade filter (spec §3): sell, buy or all; exchange entries match both sell and buy' }),
  status: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .optional()
    .meta({ description: 'Owner only: 1 active, 0 paused. Other readers always see active entries only' }),
});
export type WishListQuery = z.infer<typeof wishListQuery>;

export const wishListUsersQuery = z.object({
  wish_type: wishType.meta({ description: 'sell lists the sellers of the item, buy its buyers' }),
  page: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_PAGE),
});

export const addBuyItemBody = z
  .object({
    item_id: bodyId().optional(),
    item_uuid: z.string().regex(UUID_PATTERN, ITEM_UUID_REQUIRED).optional(),
    count: count.default(1),
    trade_type: z.enum(['buy', 'exchange']).default('buy'),
    price: price.optional(),
  })
  .meta({ description: 'One of item_id or item_uuid is required' });
export type AddBuyItemBody = z.infer<typeof addBuyItemBody>;

export const removeWishItemBody = z.object({
  id: bodyId().meta({ description: 'Wish-item id' }),
  wish_type: wishType.default('sell').meta({ description: 'The list the entry is on (default sell)' }),
});

export const toggleStatusBody = z.object({
  status: z.union([z.literal(0), z.literal(1)]).meta({ description: '1 active (looking for a trade), 0 paused' }),
});

export const manageBody = z.object({
  wish_type: wishType.optional().meta({ description: 'buy or sell; may be given in the query instead (both must agree)' }),
  action: z
    .enum(MANAGE_ACTIONS)
    .default('toggle')
    .meta({ description: 'toggle (default): remove when listed, else add; add: idempotent add; remove: idempotent remove' }),
  count: count.optional().meta({ description: 'Quantity when the item is added (default 1)' }),
  trade_type: z.enum(WISH_TRADE_TYPES).optional().meta({ description: 'Default: the wish type itself' }),
  price: price.optional().meta({ description: 'Gems per piece when the item is added (default: none)' }),
});
export type ManageBody = z.infer<typeof manageBody>;

export const updateWishItemBody = z
  .object({ count: count.optional(), price: price.optional() })
  .refine((b) => b.count !== undefined || b.price !== undefined, { message: 'nothingToChange', path: ['price'] })
  .meta({ id: 'WishItemUpdate', description: 'Changes an own entry: its count, its price, or both' });
export type UpdateWishItemBody = z.infer<typeof updateWishItemBody>;

export const manageQuery = z.object({ wish_type: wishType.optional() });

export const wishItemSchema = z
  .object({
    id: z.number().int(),
    item_id: z.number().int(),
    item: itemSchema,
    user_uuid: z.string(),
    wish_type: wishType,
    status: z.union([z.literal(0), z.literal(1)]).meta({ description: '1 active, 0 paused' }),
    count: z.number().int(),
    trade_type: z.enum(WISH_TRADE_TYPES).nullable(),
    price: z.number().int().nullable().meta({ description: 'Gems per piece; null when not named' }),
    match_count: z.number().int().meta({
      description: 'Other members with the item active on the opposite list (sellers for a buy entry, buyers for a sell entry)',
    }),
    created_at: z.string().meta({ format: 'date-time' }),
    updated_at: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'WishItem' });
export type WishItemDto = z.infer<typeof wishItemSchema>;

/** What removing an entry answers. */
export const wishItemRemovedSchema = z.object({ id: z.number().int(), wish_type: wishType });
export type WishItemRemovedDto = z.infer<typeof wishItemRemovedSchema>;

export const manageResultSchema = z
  .object({
    item_id: z.number().int(),
    item_uuid: z.string(),
    wish_type: wishType,
    wished: z.boolean().meta({ description: 'Whether the item is on that list now' }),
    changed: z.boolean(),
    wish_item: wishItemSchema.nullable(),
  })
  .meta({ id: 'WishManageResult' });
export type ManageResultDto = z.infer<typeof manageResultSchema>;

export const wishUserSchema = z
  .object({
    id: z.number().int().meta({ description: 'Wish-item id' }),
    count: z.number().int(),
    trade_type: z.enum(WISH_TRADE_TYPES).nullable(),
    price: z.number().int().nullable().meta({ description: 'Gems per piece; null when not named' }),
    created_at: z.string().meta({ format: 'date-time' }),
    user: userSummarySchema,
  })
  .meta({ id: 'WishListUser' });
export type WishUserDto = z.infer<typeof wishUserSchema>;

export const wishOwnerSchema = z
  .object({ user: userSummarySchema, buy_count: z.number().int(), sell_count: z.number().int() })
  .meta({ id: 'WishListOwner' });
export type WishOwnerDto = z.infer<typeof wishOwnerSchema>;
