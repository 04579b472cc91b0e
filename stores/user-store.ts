import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
// The signed-in member (lib/api/user.ts calls it User), from the schema rather
// than the API module: the API's request helper reads this store, so the store imports no API module.
import type { MeDto as User } from '@/lib/validation/users';

export type UserState = {
  user: User | null;
  userToken: string | null;
  userDeviceId: string | null;
  isAuthenticated: boolean;
};

export type UserActions = {
  login: (token: string, user: User) => void;
  logout: () => void;
  clearAll: () => void;
  setToken: (token: string | null) => void;
  setUser: (user: User | null) => void;
  setDeviceId: (deviceId: string | null) => void;
};

export type UserStore = UserState & UserActions;

const signedOut = {
  user: null,
  userToken: null,
  isAuthenticated: false,
} satisfies Partial<UserState>;

const initialState: UserState = {
  ...signedOut,
  userDeviceId: null,
};

export const USER_STORAGE_KEY = 'slime-user';

export const useUserStore = create<UserStore>()(
  persist(
    (set) => ({
      ...initialState,
      login: (token, user) => set({ userToken: token, user, isAuthenticated: true }),
      // The device id belongs to the device, not the session.
      logout: () => set(signedOut),
      clearAll: () => set(initialState),
      // The webview hand-off gives a token before the user is known; having it is being signed in.
      setToken: (token) => set({ userToken: token, isAuthenticated: Boolean(token) }),
      setUser: (user) => set({ user }),
      setDeviceId: (userDeviceId) => set({ userDeviceId }),
    }),
    {
      name: USER_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ user, userToken, userDeviceId, isAuthenticated }) => ({
        user,
        userToken,
        userDeviceId,
        isAuthenticated,
      }),
    },
  ),
);
