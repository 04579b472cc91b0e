import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_PAGE, WISHLIST_USERS_STALE_MS } from '@/lib/constants';
import type { Paginated } from '@/lib/errors';
import type { ItemDetailDto } from '@/lib/validation/items';
import type { ManageResultDto, WishItemDto, WishType, WishUserDto } from '@/lib/validation/wishlist';
import { useUserStore } from '@/stores/user-store';
import { useWishlistStore } from '@/stores/wishlist-store';
import { itemDetailOptions, requireItemId, requireItemUuid, type ItemRef } from './items';
import { itemKeys, wishlistKeys } from './keys';
import type { MutationCallbacks } from './mutation';
import { pageOf } from './paging';
import { del, get, post } from './request';

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
    queryFn: ({ pageParam, signal }) =>
      get<Paginated<WishItemDto>>(
        `/v1/item/wish-items/${encodeURIComponent(userUuid)}/`,
        { wish_type: wishType, ...clean, page: pageParam },
        { signal },
      ),
    initialPageParam: DEFAULT_PAGE,
    getNextPageParam: (last) => pageOf(last.next),
  });
}

/** `GET /v1/item/wish-items/users/{id}/?wish_type=&page=`: the sellers (sell) or buyers (buy) of an item, cached 120 s. */
export function wishUsersOptions(itemId: number, wishType: WishType) {
  return infiniteQueryOptions({
    queryKey: wishlistKeys.users(itemId, wishType),
    queryFn: ({ pageParam, signal }) =>
      get<Paginated<WishUserDto>>(`/v1/item/wish-items/users/${itemId}/`, { wish_type: wishType, page: pageParam }, { signal }),
    initialPageParam: DEFAULT_PAGE,
    getNextPageParam: (last) => pageOf(last.next),
    staleTime: WISHLIST_USERS_STALE_MS,
  });
}

/** `POST /v1/wishlist/buy/` (the path the spec leaves out, designed like the others). */
export async function addBuyItem(payload: ItemRef & { count?: number; trade_type?: 'buy' | 'exchange' }): Promise<WishItemDto> {
  const body: { item_id?: number; item_uuid?: string; count?: number; trade_type?: 'buy' | 'exchange' } = {
    count: payload.count,
    trade_type: payload.trade_type,
  };
  if (payload.id) body.item_id = requireItemId(payload);
  else body.item_uuid = requireItemUuid(payload);
  return post<WishItemDto>('/v1/wishlist/buy/', body);
}

/** `DELETE /v1/wishlist/buy/{id}/` (wish-item id). */
export function removeBuyItem(id: number): Promise<{ id: number; wish_type: WishType }> {
  return del(`/v1/wishlist/buy/${id}/`);
}

/** `DELETE /v1/item/wish-items/` with a body: removes a sell-list entry. */
export function removeSellItem(id: number): Promise<{ id: number; wish_type: WishType }> {
  return del('/v1/item/wish-items/', { id, wish_type: 'sell' });
}

export function removeWishItem(wishType: WishType, id: number) {
  return wishType === 'buy' ? removeBuyItem(id) : removeSellItem(id);
}

/** `POST /v1/wishlist/buy/{id}/toggle/` {status}: 1 active, 0 paused. */
export function toggleBuyItemStatus(id: number, status: 0 | 1): Promise<WishItemDto> {
  return post<WishItemDto>(`/v1/wishlist/buy/${id}/toggle/`, { status });
}

export type ManageOptions = { action?: 'toggle' | 'add' | 'remove'; count?: number };

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

// The matches once the reader's list changed: on the buy list the sellers count (all other active
// sellers; the reader's own sell entry left out), on the sell list the buyers; off the list none.
function matchesAfter(old: ItemDetailDto, wishType: WishType, removed: boolean): ItemDetailDto['matches'] {
  const current = old.matches ?? { sellers: 0, buyers: 0 };
  if (wishType === 'buy') return { ...current, sellers: removed ? 0 : Math.max(0, old.seller_count - (old.wished.sell ? 1 : 0)) };
  return { ...current, buyers: removed ? 0 : Math.max(0, old.buyer_count - (old.wished.buy ? 1 : 0)) };
}

export type ManageWishVars = { uuid: string | null | undefined; wishType: WishType; remove: boolean };

/**
 * Adds the item `ref` to, or removes it from, the reader's buy or sell list (from its detail):
 * the reader's cached detail shows it at once, and that list, the item's sellers or buyers and
 * the item lists are read again.
 */
export function useManageWishItemMutation(ref: ItemRef, options: MutationCallbacks<ManageResultDto, ManageWishVars> = {}) {
  const qc = useQueryClient();
  const readerId = useUserStore((s) => s.user?.id ?? null);
  const readerUuid = useUserStore((s) => s.user?.uuid ?? null);
  const detailKey = itemDetailOptions(ref, readerId).queryKey;
  return useMutation({
    ...options,
    mutationFn: ({ uuid, wishType, remove }) => manageWishItemByUuid({ uuid }, wishType, { action: remove ? 'remove' : 'add' }),
    onSuccess: (...args) => {
      const [result, { wishType, remove }] = args;
      qc.setQueryData(detailKey, (old: ItemDetailDto | undefined) =>
        old
          ? { ...old, wished: { ...old.wished, [wishType]: result.wish_item?.id ?? null }, matches: matchesAfter(old, wishType, remove) }
          : old,
      );
      if (readerUuid) void qc.invalidateQueries({ queryKey: wishlistKeys.lists(readerUuid, wishType) });
      void qc.invalidateQueries({ queryKey: wishlistKeys.users(result.item_id, wishType) });
      void qc.invalidateQueries({ queryKey: itemKeys.all, refetchType: 'none' });
      useWishlistStore.getState().markRefresh(wishType);
      return options.onSuccess?.(...args);
    },
  });
}
