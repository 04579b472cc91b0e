import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { RECENT_SEARCH_KEYWORDS_MAX } from '@/lib/constants';

export type ApiState = {
  recentSearchKeywords: string[];
};

export type ApiActions = {
  addRecentKeyword: (keyword: string) => void;
  removeRecentKeyword: (keyword: string) => void;
  clearRecentKeywords: () => void;
};

export type ApiStore = ApiState & ApiActions;

export const API_STORAGE_KEY = 'slime-api';

export const useApiStore = create<ApiStore>()(
  persist(
    (set) => ({
      recentSearchKeywords: [],
      addRecentKeyword: (keyword) => {
        const trimmed = keyword.trim();
        if (!trimmed) return;
        set((state) => ({
          recentSearchKeywords: [trimmed, ...state.recentSearchKeywords.filter((k) => k !== trimmed)].slice(0, RECENT_SEARCH_KEYWORDS_MAX),
        }));
      },
      removeRecentKeyword: (keyword) =>
        set((state) => ({
          recentSearchKeywords: state.recentSearchKeywords.filter((k) => k !== keyword.trim()),
        })),
      clearRecentKeywords: () => set({ recentSearchKeywords: [] }),
    }),
    {
      name: API_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ recentSearchKeywords }) => ({ recentSearchKeywords }),
    },
  ),
);
