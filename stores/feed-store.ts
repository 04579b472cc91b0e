import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { CategoryGroupDto } from '@/lib/validation/categories';

// The post the community screens hand between list and detail; only its id is relied on here.
export type FeedPost = { id: number };

export type ReadHistoryEntry = {
  postId: number;
  readAt: string;
};

export type FeedState = {
  post: FeedPost | null;
  categories: CategoryGroupDto[];
  prevScrollPosition: number;
  postReadHistory: ReadHistoryEntry[];
};

export type FeedActions = {
  setPost: (post: FeedPost | null) => void;
  setCategories: (categories: CategoryGroupDto[]) => void;
  setPrevScrollPosition: (position: number) => void;
  addReadHistory: (postId: number) => void;
  hasRead: (postId: number) => boolean;
};

export type FeedStore = FeedState & FeedActions;

export const FEED_STORAGE_KEY = 'slime-feed';

export const useFeedStore = create<FeedStore>()(
  persist(
    (set, get) => ({
      post: null,
      categories: [],
      prevScrollPosition: 0,
      postReadHistory: [],
      setPost: (post) => set({ post }),
      setCategories: (categories) => set({ categories }),
      setPrevScrollPosition: (prevScrollPosition) => set({ prevScrollPosition }),
      addReadHistory: (postId) => {
        if (get().hasRead(postId)) return;
        set((state) => ({
          postReadHistory: [...state.postReadHistory, { postId, readAt: new Date().toISOString() }],
        }));
      },
      hasRead: (postId) => get().postReadHistory.some((entry) => entry.postId === postId),
    }),
    {
      name: FEED_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ postReadHistory }) => ({ postReadHistory }),
    },
  ),
);
