import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type ReadHistoryEntry = {
  postId: number;
  readAt: string;
};

export type FeedState = {
  prevScrollPosition: number;
  postReadHistory: ReadHistoryEntry[];
};

export type FeedActions = {
  setPrevScrollPosition: (position: number) => void;
  addReadHistory: (postId: number) => void;
};

export type FeedStore = FeedState & FeedActions;

export const FEED_STORAGE_KEY = 'slime-feed';

export const useFeedStore = create<FeedStore>()(
  persist(
    (set, get) => ({
      prevScrollPosition: 0,
      postReadHistory: [],
      setPrevScrollPosition: (prevScrollPosition) => set({ prevScrollPosition }),
      addReadHistory: (postId) => {
        if (get().postReadHistory.some((entry) => entry.postId === postId)) return;
        set((state) => ({
          postReadHistory: [...state.postReadHistory, { postId, readAt: new Date().toISOString() }],
        }));
      },
    }),
    {
      name: FEED_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ postReadHistory }) => ({ postReadHistory }),
    },
  ),
);
