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
};

export type WishlistActions<T extends { id: number }> = {
  setList: (type: WishType, items: T[]) => void;
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
      setList: (type, items) => updateList(type, () => items),
      addItem: (type, item) => updateList(type, (list) => [item, ...list.filter((x) => x.id !== item.id)]),
      removeItem: (type, id) => updateList(type, (list) => list.filter((x) => x.id !== id)),
      updateItem: (type, id, partial) =>
        updateList(type, (list) => list.map((x) => (x.id === id ? { ...x, ...partial } : x))),
      markRefresh: (type) => set((state) => ({ needsRefresh: { ...state.needsRefresh, [type]: true } })),
      clearRefresh: (type) => set((state) => ({ needsRefresh: { ...state.needsRefresh, [type]: false } })),
    };
  });
}

export const useWishlistStore = createWishlistStore<WishlistItem>();
