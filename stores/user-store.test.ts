import type { User } from '@/lib/api/user';
import { USER_STORAGE_KEY, useUserStore, type TargetUser } from './user-store';

const alice: User = {
  id: 1,
  uuid: 'u-1',
  nickname: 'alice',
  email: 'alice@example.com',
  phone: null,
  status_message: '',
  profile_image: null,
  role: 'member',
  referral_ball: 0,
  created_at: '2024-01-01T00:00:00.000Z',
  represent_badge: null,
  badges: [],
};
const bob: TargetUser = { id: 2, uuid: 'u-2', nickname: 'bob' };

function stored(): Record<string, unknown> {
  const raw = localStorage.getItem(USER_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as { state: Record<string, unknown> }).state : {};
}

beforeEach(() => {
  useUserStore.getState().clearAll();
  localStorage.clear();
});

test('starts signed out with no device', () => {
  const s = useUserStore.getState();
  expect(s).toMatchObject({
    user: null,
    userToken: null,
    userBadges: [],
    userDeviceId: null,
    userReferralBall: null,
    isAuthenticated: false,
    selectedTargetUser: null,
  });
});

test('login sets token and user and marks the user authenticated', () => {
  useUserStore.getState().login('tok', alice);
  expect(useUserStore.getState()).toMatchObject({ userToken: 'tok', user: alice, isAuthenticated: true });
});

test('logout clears the session but keeps device id and referral ball', () => {
  const s = useUserStore.getState();
  s.setDeviceId('dev-1');
  s.setReferralBall(3);
  s.login('tok', alice);
  s.setBadges([{ id: 1, title: 'Early', hex_code: '#ff0000' }]);
  s.setTargetUser(bob);

  useUserStore.getState().logout();

  expect(useUserStore.getState()).toMatchObject({
    user: null,
    userToken: null,
    userBadges: [],
    selectedTargetUser: null,
    isAuthenticated: false,
    userDeviceId: 'dev-1',
    userReferralBall: 3,
  });
});

test('clearAll also wipes device id and referral ball', () => {
  const s = useUserStore.getState();
  s.setDeviceId('dev-1');
  s.setReferralBall(3);
  s.login('tok', alice);

  useUserStore.getState().clearAll();

  expect(useUserStore.getState()).toMatchObject({
    user: null,
    userToken: null,
    isAuthenticated: false,
    userDeviceId: null,
    userReferralBall: null,
  });
});

test('setToken (webview hand-off) stores the token and authenticates only with a token', () => {
  useUserStore.getState().setToken('handed-off');
  expect(useUserStore.getState()).toMatchObject({ userToken: 'handed-off', isAuthenticated: true, user: null });
  useUserStore.getState().setToken(null);
  expect(useUserStore.getState()).toMatchObject({ userToken: null, isAuthenticated: false });
});

test('setUser, setBadges and setTargetUser replace their fields', () => {
  const s = useUserStore.getState();
  s.setUser(alice);
  s.setBadges([{ id: 7, title: 'Top', hex_code: '#00ff00' }]);
  s.setTargetUser(bob);
  expect(useUserStore.getState()).toMatchObject({
    user: alice,
    userBadges: [{ id: 7, title: 'Top', hex_code: '#00ff00' }],
    selectedTargetUser: bob,
  });
});

test('persists the session under slime-user but never the selected target user', () => {
  const s = useUserStore.getState();
  s.setDeviceId('dev-1');
  s.login('tok', alice);
  s.setTargetUser(bob);

  expect(stored()).toEqual({
    user: alice,
    userToken: 'tok',
    userBadges: [],
    userDeviceId: 'dev-1',
    userReferralBall: null,
    isAuthenticated: true,
  });
});

test('rehydrates the session from localStorage', async () => {
  localStorage.setItem(
    USER_STORAGE_KEY,
    JSON.stringify({
      state: { user: alice, userToken: 'saved', userDeviceId: 'dev-9', isAuthenticated: true },
      version: 0,
    }),
  );
  await useUserStore.persist.rehydrate();
  expect(useUserStore.getState()).toMatchObject({
    user: alice,
    userToken: 'saved',
    userDeviceId: 'dev-9',
    isAuthenticated: true,
  });
});
