import type { User } from '@/lib/api/user';
import { USER_STORAGE_KEY, useUserStore } from './user-store';

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
    userDeviceId: null,
    isAuthenticated: false,
  });
});

test('login sets token and user and marks the user authenticated', () => {
  useUserStore.getState().login('tok', alice);
  expect(useUserStore.getState()).toMatchObject({ userToken: 'tok', user: alice, isAuthenticated: true });
});

test('logout clears the session but keeps the device id', () => {
  const s = useUserStore.getState();
  s.setDeviceId('dev-1');
  s.login('tok', alice);

  useUserStore.getState().logout();

  expect(useUserStore.getState()).toMatchObject({
    user: null,
    userToken: null,
    isAuthenticated: false,
    userDeviceId: 'dev-1',
  });
});

test('clearAll also wipes the device id', () => {
  const s = useUserStore.getState();
  s.setDeviceId('dev-1');
  s.login('tok', alice);

  useUserStore.getState().clearAll();

  expect(useUserStore.getState()).toMatchObject({
    user: null,
    userToken: null,
    isAuthenticated: false,
    userDeviceId: null,
  });
});

test('setToken (webview hand-off) stores the token and authenticates only with a token', () => {
  useUserStore.getState().setToken('handed-off');
  expect(useUserStore.getState()).toMatchObject({ userToken: 'handed-off', isAuthenticated: true, user: null });
  useUserStore.getState().setToken(null);
  expect(useUserStore.getState()).toMatchObject({ userToken: null, isAuthenticated: false });
});

test('setUser replaces the user', () => {
  useUserStore.getState().setUser(alice);
  expect(useUserStore.getState()).toMatchObject({ user: alice });
});

test('persists the session under slime-user', () => {
  const s = useUserStore.getState();
  s.setDeviceId('dev-1');
  s.login('tok', alice);

  expect(stored()).toEqual({
    user: alice,
    userToken: 'tok',
    userDeviceId: 'dev-1',
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
