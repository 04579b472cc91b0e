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
  /** Which query (its filters) each list last took its answer from. */
  syncedFrom: PerType<string | null>;
  /** When each list last changed on this screen (add, remove, update), 0 before. */
  changedAt: PerType<number>;
};

export type WishlistActions<T extends { id: number }> = {
  /**
   * Takes a list. With `answer` it is the server's answer to the query `from` at time `at`. An answer
   * to the same query older than a change made here does not replace the list: a page refresh can
   * bring a list read before the change.
   */
  setList: (type: WishType, items: T[], answer?: { at: number; from: string }) => void;
  addItem: (type: WishType, item: T) => void;
  removeItem: (type: WishType, id: number) => void;
  updateItem: (type: WishType, id: number, partial: Partial<T>) => void;
  markRefresh: (type: WishType) => void;
  clearRefresh: (type: WishType) => void;
};

export type WishlistStore<T extends { id: number }> = WishlistState<T> & WishlistActions<T>;

export function createWishlistStore<T extends { id: number }>() {
  return create<WishlistStore<T>>()((set, get) => {
    const updateList = (type: WishType, fn: (list: T[]) => T[]) =>
      set((state) => (type === 'buy' ? { buyList: fn(state.buyList) } : { sellList: fn(state.sellList) }));
    const changeList = (type: WishType, fn: (list: T[]) => T[]) => {
      updateList(type, fn);
      set((state) => ({ changedAt: { ...state.changedAt, [type]: Date.now() } }));
    };
    return {
      buyList: [],
      sellList: [],
      needsRefresh: { buy: false, sell: false },
      syncedAt: { buy: 0, sell: 0 },
      syncedFrom: { buy: null, sell: null },
      changedAt: { buy: 0, sell: 0 },
      setList: (type, items, answer) => {
        if (!answer) return changeList(type, () => items);
        const state = get();
        if (answer.from !== state.syncedFrom[type] || answer.at >= state.changedAt[type]) updateList(type, () => items);
        set((s) => ({ syncedAt: { ...s.syncedAt, [type]: answer.at }, syncedFrom: { ...s.syncedFrom, [type]: answer.from } }));
      },
      addItem: (type, item) => changeList(type, (list) => [item, ...list.filter((x) => x.id !== item.id)]),
      removeItem: (type, id) => changeList(type, (list) => list.filter((x) => x.id !== id)),
      updateItem: (type, id, partial) => changeList(type, (list) => list.map((x) => (x.id === id ? { ...x, ...partial } : x))),
      markRefresh: (type) => set((state) => ({ needsRefresh: { ...state.needsRefresh, [type]: true } })),
      clearRefresh: (type) => set((state) => ({ needsRefresh: { ...state.needsRefresh, [type]: false } })),
    };
  });
}

export const useWishlistStore = createWishlistStore<WishlistItem>();
