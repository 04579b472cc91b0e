import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Badge, User } from '@/lib/api/user';

// Enough to open another user's profile; callers may keep a fuller profile object.
export type TargetUser = { id: number; uuid: string; nickname: string | null };

export type UserState = {
  user: User | null;
  userToken: string | null;
  userBadges: Badge[];
  userDeviceId: string | null;
  userReferralBall: number | null;
  isAuthenticated: boolean;
  // The other user whose profile is open; never persisted.
  selectedTargetUser: TargetUser | null;
};

export type UserActions = {
  login: (token: string, user: User) => void;
  logout: () => void;
  clearAll: () => void;
  setToken: (token: string | null) => void;
  setUser: (user: User | null) => void;
  setBadges: (badges: Badge[]) => void;
  setDeviceId: (deviceId: string | null) => void;
  setReferralBall: (referralBall: number | null) => void;
  setTargetUser: (user: TargetUser | null) => void;
};

export type UserStore = UserState & UserActions;

const signedOut = {
  user: null,
  userToken: null,
  userBadges: [],
  isAuthenticated: false,
  selectedTargetUser: null,
} satisfies Partial<UserState>;

const initialState: UserState = {
  ...signedOut,
  userDeviceId: null,
  userReferralBall: null,
};

export const USER_STORAGE_KEY = 'slime-user';

export const useUserStore = create<UserStore>()(
  persist(
    (set) => ({
      ...initialState,
      login: (token, user) => set({ userToken: token, user, isAuthenticated: true }),
      // The device id and referral ball belong to the device, not the session.
      logout: () => set(signedOut),
      clearAll: () => set(initialState),
      // The webview hand-off gives a token before the user is known; having it is being signed in.
      setToken: (token) => set({ userToken: token, isAuthenticated: Boolean(token) }),
      setUser: (user) => set({ user }),
      setBadges: (userBadges) => set({ userBadges }),
      setDeviceId: (userDeviceId) => set({ userDeviceId }),
      setReferralBall: (userReferralBall) => set({ userReferralBall }),
      setTargetUser: (selectedTargetUser) => set({ selectedTargetUser }),
    }),
    {
      name: USER_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ user, userToken, userBadges, userDeviceId, userReferralBall, isAuthenticated }) => ({
        user,
        userToken,
        userBadges,
        userDeviceId,
        userReferralBall,
        isAuthenticated,
      }),
    },
  ),
);
