import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type UiState = {
  isMobile: boolean;
  isPlaySoundEffect: boolean;
  toastMessage: string | null;
  isToastVisible: boolean;
  // Changes on every showToast, so a toast component can restart its
  // auto-hide timer even when the same message is shown twice in a row.
  toastId: number;
  isLoginModalOpen: boolean;
};

export type UiActions = {
  setIsMobile: (isMobile: boolean) => void;
  setPlaySoundEffect: (isPlaySoundEffect: boolean) => void;
  showToast: (message: string) => void;
  hideToast: () => void;
  openLoginModal: () => void;
  closeLoginModal: () => void;
};

export type UiStore = UiState & UiActions;

export const UI_STORAGE_KEY = 'slime-ui';

export const useUiStore = create<UiStore>()(
  persist(
    (set) => ({
      isMobile: false,
      isPlaySoundEffect: true,
      toastMessage: null,
      isToastVisible: false,
      toastId: 0,
      isLoginModalOpen: false,
      setIsMobile: (isMobile) => set({ isMobile }),
      setPlaySoundEffect: (isPlaySoundEffect) => set({ isPlaySoundEffect }),
      showToast: (message) => set((state) => ({ toastMessage: message, isToastVisible: true, toastId: state.toastId + 1 })),
      hideToast: () => set({ toastMessage: null, isToastVisible: false }),
      openLoginModal: () => set({ isLoginModalOpen: true }),
      closeLoginModal: () => set({ isLoginModalOpen: false }),
    }),
    {
      name: UI_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ isPlaySoundEffect }) => ({ isPlaySoundEffect }),
    },
  ),
);
