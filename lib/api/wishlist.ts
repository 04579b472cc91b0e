import { infiniteQueryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { WISHLIST_USERS_STALE_MS } from '@/lib/constants';
import type { PaginatedDto } from '@/lib/validation/common';
import type { ItemDetailDto, ItemDto } from '@/lib/validation/items';
import type { ManageResultDto, WishItemDto, WishItemRemovedDto, WishType, WishUserDto } from '@/lib/validation/wishlist';
import { useUserStore } from '@/stores/user-store';
import { requireItemId, requireItemUuid, type ItemRef } from './items';
import { itemKeys, searchKeys, wishlistKeys } from './keys';
import type { LiveInvalidation } from './live';
import type { MutationCallbacks } from './mutation';
import { pageOf } from './paging';
import { apiPages } from './reads';
import { del, patch, post } from './request';

export type { ManageResultDto, WishItemDto, WishType, WishUserDto } from '@/lib/validation/wishlist';

export type WishListFilters = {
  trade?: 'sell' | 'buy' | 'all';
  keyword?: string;
  item_type?: string;
  grade?: string;
};

/** `GET /v1/item/wish-items/{user_uuid}/?wish_type=` plus filter params, page by page. */
export function wishListOptions(userUuid: string, wishType: WishType, filters: WishListFilters = {}) {
  const clean = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== '' && v !== 'all'));
  return infiniteQueryOptions({
    queryKey: wishlistKeys.list(userUuid, wishType, clean),
    ...apiPages<PaginatedDto<WishItemDto>>(`/v1/item/wish-items/${encodeURIComponent(userUuid)}/`, { wish_type: wishType, ...clean }),
    getNextPageParam: (last) => pageOf(last.next),
  });
}

/** `GET /v1/item/wish-items/users/{id}/?wish_type=&page=`: the sellers (sell) or buyers (buy) of an item, cached 120 s. */
export function wishUsersOptions(itemId: number, wishType: WishType) {
  return infiniteQueryOptions({
    queryKey: wishlistKeys.users(itemId, wishType),
    ...apiPages<PaginatedDto<WishUserDto>>(`/v1/item/wish-items/users/${itemId}/`, { wish_type: wishType }),
    getNextPageParam: (last) => pageOf(last.next),
    staleTime: WISHLIST_USERS_STALE_MS,
  });
}

/** Another member listed an item the member wishes for (kind `wish_match`): the lists' match counts moved. */
export const wishMatchesLive = { notifications: ['wish_match'], keys: [{ queryKey: wishlistKeys.all }] } satisfies LiveInvalidation;

/** `POST /v1/wishlist/buy/` (the path the spec leaves out, designed like the others). */
export async function addBuyItem(
  payload: ItemRef & { count?: number; trade_type?: 'buy' | 'exchange'; price?: number | null },
): Promise<WishItemDto> {
  const body: { item_id?: number; item_uuid?: string; count?: number; trade_type?: 'buy' | 'exchange'; price?: number | null } = {
    count: payload.count,
    trade_type: payload.trade_type,
    ...(payload.price !== undefined ? { price: payload.price } : {}),
  };
  if (payload.id) body.item_id = requireItemId(payload);
  else body.item_uuid = requireItemUuid(payload);
  return post<WishItemDto>('/v1/wishlist/buy/', body);
}

/** `DELETE /v1/wishlist/buy/{id}/` (wish-item id). */
export function removeBuyItem(id: number): Promise<WishItemRemovedDto> {
  return del<WishItemRemovedDto>(`/v1/wishlist/buy/${id}/`);
}

/** `DELETE /v1/item/wish-items/` with a body: removes a sell-list entry. */
export function removeSellItem(id: number): Promise<WishItemRemovedDto> {
  return del<WishItemRemovedDto>('/v1/item/wish-items/', { id, wish_type: 'sell' });
}

export function removeWishItem(wishType: WishType, id: number) {
  return wishType === 'buy' ? removeBuyItem(id) : removeSellItem(id);
}

/** `POST /v1/wishlist/buy/{id}/toggle/` {status}: 1 active, 0 paused. */
export function toggleBuyItemStatus(id: number, status: 0 | 1): Promise<WishItemDto> {
  return post<WishItemDto>(`/v1/wishlist/buy/${id}/toggle/`, { status });
}

export type ManageOptions = { action?: 'toggle' | 'add' | 'remove'; count?: number; price?: number | null };

/** `PATCH /v1/wishlist/items/{id}/` {count?, price?}: changes one of the reader's entries. */
export function updateWishItem(id: number, changes: { count?: number; price?: number | null }): Promise<WishItemDto> {
  return patch<WishItemDto>(`/v1/wishlist/items/${id}/`, changes);
}

/** `POST /v1/item/wish-items/manage/{id}/?wish_type={type}` {wish_type}. */
export async function manageWishItem(ref: ItemRef, wishType: WishType, options: ManageOptions = {}): Promise<ManageResultDto> {
  const id = requireItemId(ref);
  return post<ManageResultDto>(`/v1/item/wish-items/manage/${id}/?wish_type=${wishType}`, { wish_type: wishType, ...options });
}

/** `POST /v1/item/wish-items/manage-by-uuid/{uuid}/` {wish_type}; callers refresh that type's list on success. */
export async function manageWishItemByUuid(ref: ItemRef, wishType: WishType, options: ManageOptions = {}): Promise<ManageResultDto> {
  const uuid = requireItemUuid(ref);
  return post<ManageResultDto>(`/v1/item/wish-items/manage-by-uuid/${encodeURIComponent(uuid)}/`, { wish_type: wishType, ...options });
}

// ── Mutations ───────────────────────────────────────────────────────────────

/** A change to the reader's buy or sell list. */
export type WishChange = {
  itemId: number;
  wishType: WishType;
  /** The reader's entry as the server saved it; null once the item is off that list. */
  entry: WishItemDto | null;
  /** For an entry taken off: whether it was active, so counted among the item's traders (assumed when unknown). */
  wasActive?: boolean;
};

const COUNT_OF = { buy: 'buyer_count', sell: 'seller_count' } as const;
// A buy entry's matches are the item's other sellers, a sell entry's its other buyers.
const MATCHES_OF = { buy: 'sellers', sell: 'buyers' } as const;

// The saved entry carries the item with its counts as the reader sees them, and its matches.
// Taken off, the entry no longer counts: the reader's detail loses one trader if it was counted.
function detailAfter(old: ItemDetailDto, { wishType, entry, wasActive }: WishChange): ItemDetailDto {
  const countKey = COUNT_OF[wishType];
  const counted = old.wished[wishType] !== null && wasActive !== false;
  const counts = entry
    ? { seller_count: entry.item.seller_count, buyer_count: entry.item.buyer_count }
    : { [countKey]: Math.max(0, old[countKey] - (counted ? 1 : 0)) };
  return {
    ...old,
    ...counts,
    wished: { ...old.wished, [wishType]: entry?.id ?? null },
    matches: { ...(old.matches ?? { sellers: 0, buyers: 0 }), [MATCHES_OF[wishType]]: entry?.match_count ?? 0 },
  };
}

/**
 * The cache after a change to the reader's wish list: the item's details as this reader sees them
 * (cached by id and by uuid alike) show the entry and the new counts at once; then everything that
 * shows the item's traders or a wish list (the details, the item searches, every member's lists,
 * the item's sellers and buyers) is read again, on screen now and elsewhere when next shown.
 */
export function applyWishChange(qc: QueryClient, readerId: number | null, change: WishChange) {
  qc.setQueriesData<ItemDetailDto>(
    {
      queryKey: itemKeys.details(),
      // itemKeys.detail(ref, readerId): the reader is the key's last part.
      predicate: (query) =>
        query.queryKey[query.queryKey.length - 1] === readerId && (query.state.data as ItemDetailDto | undefined)?.id === change.itemId,
    },
    (old) => (old ? detailAfter(old, change) : old),
  );
  void qc.invalidateQueries({ queryKey: itemKeys.all });
  void qc.invalidateQueries({ queryKey: searchKeys.itemSearches() });
  void qc.invalidateQueries({ queryKey: wishlistKeys.all });
}

const useReaderId = () => useUserStore((s) => s.user?.id ?? null);

export type AddWishVars = {
  item: ItemDto;
  wishType: WishType;
  count: number;
  tradeType?: WishItemDto['trade_type'];
  price?: number | null;
};

/** Puts `item` on the reader's buy list (`POST /v1/wishlist/buy/`) or sell list; answers the saved entry. */
export function useAddWishItemMutation(options: MutationCallbacks<WishItemDto | null, AddWishVars> = {}) {
  const qc = useQueryClient();
  const readerId = useReaderId();
  return useMutation({
    // Sent twice after a lost answer, the second add would fail as already listed.
    retry: false,
    ...options,
    mutationFn: async ({ item, wishType, count, tradeType, price = null }) =>
      wishType === 'buy'
        ? addBuyItem({ id: item.id, count, trade_type: tradeType === 'exchange' ? 'exchange' : 'buy', price })
        : (await manageWishItemByUuid({ uuid: item.uuid }, 'sell', { action: 'add', count, price })).wish_item,
    onSuccess: (...args) => {
      const [entry, { item, wishType }] = args;
      applyWishChange(qc, readerId, { itemId: item.id, wishType, entry });
      return options.onSuccess?.(...args);
    },
  });
}

/** Takes `entry` off the reader's list. */
export function useRemoveWishItemMutation(options: MutationCallbacks<{ id: number; wish_type: WishType }, WishItemDto> = {}) {
  const qc = useQueryClient();
  const readerId = useReaderId();
  return useMutation({
    retry: false,
    ...options,
    mutationFn: (entry) => removeWishItem(entry.wish_type, entry.id),
    onSuccess: (...args) => {
      const [, entry] = args;
      applyWishChange(qc, readerId, { itemId: entry.item_id, wishType: entry.wish_type, entry: null, wasActive: entry.status === 1 });
      return options.onSuccess?.(...args);
    },
  });
}

export type ToggleWishVars = { id: number; status: 0 | 1 };

/** Pauses (0) or resumes (1) a buy-list entry; only active entries count among the item's buyers. */
export function useToggleBuyItemMutation(options: MutationCallbacks<WishItemDto, ToggleWishVars> = {}) {
  const qc = useQueryClient();
  const readerId = useReaderId();
  return useMutation({
    // The screen takes a failed toggle back at once: a retry landing afterwards would contradict it.
    retry: false,
    // Quick taps reach the server one after another, so the last tap is the status that stays.
    scope: { id: 'wishlist-status' },
    ...options,
    mutationFn: ({ id, status }) => toggleBuyItemStatus(id, status),
    onSuccess: (...args) => {
      const [saved] = args;
      applyWishChange(qc, readerId, { itemId: saved.item_id, wishType: 'buy', entry: saved });
      return options.onSuccess?.(...args);
    },
  });
}

export type UpdateWishVars = { entry: WishItemDto; count?: number; price?: number | null };

/** Changes the count or the price of one of the reader's entries. */
export function useUpdateWishItemMutation(options: MutationCallbacks<WishItemDto, UpdateWishVars> = {}) {
  const qc = useQueryClient();
  const readerId = useReaderId();
  return useMutation({
    retry: false,
    ...options,
    mutationFn: ({ entry, count, price }) => updateWishItem(entry.id, { count, price }),
    onSuccess: (...args) => {
      const [saved] = args;
      applyWishChange(qc, readerId, { itemId: saved.item_id, wishType: saved.wish_type, entry: saved });
      return options.onSuccess?.(...args);
    },
  });
}

export type ManageWishVars = { uuid: string | null | undefined; wishType: WishType; remove: boolean };

/**
 * Adds the item `uuid` to, or removes it from, the reader's buy or sell list (from its detail):
 * the reader's cached detail shows it at once with the new counts, and the details, lists and the
 * item's sellers or buyers are read again (applyWishChange).
 */
export function useManageWishItemMutation(options: MutationCallbacks<ManageResultDto, ManageWishVars> = {}) {
  const qc = useQueryClient();
  const readerId = useReaderId();
  return useMutation({
    ...options,
    mutationFn: ({ uuid, wishType, remove }) => manageWishItemByUuid({ uuid }, wishType, { action: remove ? 'remove' : 'add' }),
    onSuccess: (...args) => {
      const [result, { wishType }] = args;
      applyWishChange(qc, readerId, { itemId: result.item_id, wishType, entry: result.wish_item });
      return options.onSuccess?.(...args);
    },
  });
}
