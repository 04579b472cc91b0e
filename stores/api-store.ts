import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { RECENT_SEARCH_KEYWORDS_MAX } from '@/lib/constants';

export type ApiState = {
  loading: boolean;
  error: string | null;
  // Calls in flight; `loading` is true while it is above zero.
  apiCallCount: number;
  recentSearchKeywords: string[];
};

export type ApiActions = {
  startCall: () => void;
  finishCall: () => void;
  setError: (error: string | null) => void;
  addRecentKeyword: (keyword: string) => void;
  removeRecentKeyword: (keyword: string) => void;
  clearRecentKeywords: () => void;
};

export type ApiStore = ApiState & ApiActions;

export const API_STORAGE_KEY = 'slime-api';

export const useApiStore = create<ApiStore>()(
  persist(
    (set) => ({
      loading: false,
      error: null,
      apiCallCount: 0,
      recentSearchKeywords: [],
      startCall: () => set((state) => ({ apiCallCount: state.apiCallCount + 1, loading: true })),
      finishCall: () =>
        set((state) => {
          const apiCallCount = Math.max(0, state.apiCallCount - 1);
          return { apiCallCount, loading: apiCallCount > 0 };
        }),
      setError: (error) => set({ error }),
      addRecentKeyword: (keyword) => {
        const trimmed = keyword.trim();
        if (!trimmed) return;
        set((state) => ({
          recentSearchKeywords: [trimmed, ...state.recentSearchKeywords.filter((k) => k !== trimmed)].slice(
            0,
            RECENT_SEARCH_KEYWORDS_MAX,
          ),
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
