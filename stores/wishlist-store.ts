import { create } from 'zustand';
import type { WishItemDto } from '@/lib/validation/wishlist';

export type WishType = 'buy' | 'sell';

// Entries are the API's wish items (lib/validation/wishlist.ts); the cache itself only relies on `id`.
export type WishlistItem = Pick<WishItemDto, 'id'> & Partial<Omit<WishItemDto, 'id'>>;

type PerType<V> = Record<WishType, V>;

export type WishlistState<T extends { id: number }> = {
  buyList: T[];
  sellList: T[];
  needsRefresh: PerType<boolean>;
  /** When each list last took the server's answer (its react-query `dataUpdatedAt`), 0 before. */
  syncedAt: PerType<number>;
};

export type WishlistActions<T extends { id: number }> = {
  setList: (type: WishType, items: T[], syncedAt?: number) => void;
  addItem: (type: WishType, item: T) => void;
  removeItem: (type: WishType, id: number) => void;
  updateItem: (type: WishType, id: number, partial: Partial<T>) => void;
  markRefresh: (type: WishType) => void;
  clearRefresh: (type: WishType) => void;
};

export type WishlistStore<T extends { id: number }> = WishlistState<T> & WishlistActions<T>;

export function createWishlistStore<T extends { id: number }>() {
  return create<WishlistStore<T>>()((set) => {
    const updateList = (type: WishType, fn: (list: T[]) => T[]) =>
      set((state) => (type === 'buy' ? { buyList: fn(state.buyList) } : { sellList: fn(state.sellList) }));
    return {
      buyList: [],
      sellList: [],
      needsRefresh: { buy: false, sell: false },
      syncedAt: { buy: 0, sell: 0 },
      setList: (type, items, syncedAt) => {
        updateList(type, () => items);
        if (syncedAt !== undefined) set((state) => ({ syncedAt: { ...state.syncedAt, [type]: syncedAt } }));
      },
      addItem: (type, item) => updateList(type, (list) => [item, ...list.filter((x) => x.id !== item.id)]),
      removeItem: (type, id) => updateList(type, (list) => list.filter((x) => x.id !== id)),
      updateItem: (type, id, partial) => updateList(type, (list) => list.map((x) => (x.id === id ? { ...x, ...partial } : x))),
      markRefresh: (type) => set((state) => ({ needsRefresh: { ...state.needsRefresh, [type]: true } })),
      clearRefresh: (type) => set((state) => ({ needsRefresh: { ...state.needsRefresh, [type]: false } })),
    };
  });
}

export const useWishlistStore = createWishlistStore<WishlistItem>();
