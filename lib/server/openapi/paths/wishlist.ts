import 'server-only';
import { z } from '@/lib/zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { WISH_TYPES } from '@/lib/enums';
import { paginatedSchema } from '@/lib/validation/common';
import {
  addBuyItemBody,
  itemIdParam,
  itemUuidParam,
  manageBody,
  manageQuery,
  manageResultSchema,
  removeWishItemBody,
  toggleStatusBody,
  userUuidParam,
  wishItemIdParam,
  wishItemSchema,
  wishListQuery,
  wishListUsersQuery,
  wishUserSchema,
  updateWishItemBody,
} from '@/lib/validation/wishlist';
import { errorResponse, json, langParam, op } from '../op';

const tags = ['Wish lists'];
const removed = z.object({ id: z.number().int(), wish_type: z.enum(WISH_TYPES) });
const ownerOnly = { '403': errorResponse('1300: not the owner of the entry; 1301: suspended account') };
const itemRefErrors = '1000: `errors.item_id` = itemIdRequired and `errors.item_uuid` = itemUuidRequired when neither is given';
const manageDescription =
  'Adds the item to, or removes it from, the signed-in member’s list of that type. ' +
  '`action`: toggle (default) removes it when listed and adds it otherwise; add and remove are idempotent. ' +
  'wish_type may come from the query, the body or both (then they must agree). ' +
  'Adding an item others have active on the opposite list notifies them and the member (kind wish_match).';

export const wishlistPaths: ZodOpenApiPathsObject = {
  '/v1/item/wish-items/{user_uuid}/': {
    get: op('A member’s buy or sell list, newest first', paginatedSchema(wishItemSchema), {
      tags,
      description:
        'Anyone may read a list; the owner also sees paused entries (status 0) and may filter by status. ' +
        'Unknown, withdrawn and blocking (either way) owners answer 404.',
      requestParams: { path: userUuidParam, query: wishListQuery.extend(langParam.shape) },
      responses: { '404': errorResponse('No such member') },
    }),
  },
  '/v1/wishlist/buy/': {
    post: op('Add an item to the buy list', wishItemSchema, {
      tags,
      auth: true,
      requestBody: json(addBuyItemBody),
      requestParams: { query: langParam },
      responses: {
        '400': errorResponse(itemRefErrors),
        '404': errorResponse('No such item'),
        '409': errorResponse('1500: already on the buy list, or the list is full (200)'),
        ...ownerOnly,
      },
    }),
  },
  '/v1/wishlist/buy/{id}/': {
    delete: op('Remove an entry from the buy list', removed, {
      tags,
      auth: true,
      requestParams: { path: wishItemIdParam },
      responses: { '404': errorResponse('No such buy-list entry'), ...ownerOnly },
    }),
  },
  '/v1/wishlist/buy/{id}/toggle/': {
    post: op('Pause (0) or resume (1) a buy-list entry', wishItemSchema, {
      tags,
      auth: true,
      requestParams: { path: wishItemIdParam, query: langParam },
      requestBody: json(toggleStatusBody),
      responses: { '400': errorResponse('1000: status must be 0 or 1'), '404': errorResponse('No such buy-list entry'), ...ownerOnly },
    }),
  },
  '/v1/wishlist/items/{id}/': {
    patch: op('Change the count or the price of one of the member’s entries (either list)', wishItemSchema, {
      tags,
      auth: true,
      requestParams: { path: wishItemIdParam, query: langParam },
      requestBody: json(updateWishItemBody),
      responses: {
        '400': errorResponse('1000: count 1–999; price 1–1,000,000,000 gems or null; something to change'),
        '404': errorResponse('No such entry'),
        ...ownerOnly,
      },
    }),
  },
  '/v1/item/wish-items/': {
    delete: op('Remove a sell-list entry (body {id}; wish_type defaults to sell)', removed, {
      tags,
      auth: true,
      requestBody: json(removeWishItemBody),
      responses: { '404': errorResponse('No such entry on that list'), ...ownerOnly },
    }),
  },
  '/v1/item/wish-items/manage/{id}/': {
    post: op('Manage an item (by id) on the member’s list of a type', manageResultSchema, {
      tags,
      auth: true,
      description: manageDescription,
      requestParams: { path: itemIdParam, query: manageQuery.extend(langParam.shape) },
      requestBody: json(manageBody),
      responses: {
        '400': errorResponse('1000: `errors.id` = itemIdRequired; `errors.wish_type` = wishTypeRequired / wishTypeMismatch'),
        '404': errorResponse('No such item'),
        '409': errorResponse('1500: the list is full (200)'),
        ...ownerOnly,
      },
    }),
  },
  '/v1/item/wish-items/manage-by-uuid/{uuid}/': {
    post: op('Manage an item (by uuid) on the member’s list of a type', manageResultSchema, {
      tags,
      auth: true,
      description: `${manageDescription} Clients refresh their list of that type on success.`,
      requestParams: { path: itemUuidParam, query: manageQuery.extend(langParam.shape) },
      requestBody: json(manageBody),
      responses: {
        '400': errorResponse('1000: `errors.uuid` = itemUuidRequired; `errors.wish_type` = wishTypeRequired / wishTypeMismatch'),
        '404': errorResponse('No such item'),
        '409': errorResponse('1500: the list is full (200)'),
        ...ownerOnly,
      },
    }),
  },
  '/v1/item/wish-items/users/{id}/': {
    get: op('Sellers (wish_type=sell) or buyers (wish_type=buy) of an item, 10 per page, newest first', paginatedSchema(wishUserSchema), {
      tags,
      description: 'Active entries of active members only; members blocked by the reader or blocking them are left out.',
      requestParams: { path: itemIdParam, query: wishListUsersQuery.extend(langParam.shape) },
      responses: { '400': errorResponse('1000: `errors.id` = itemIdRequired'), '404': errorResponse('No such item') },
    }),
  },
};
