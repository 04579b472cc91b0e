import { UI_STORAGE_KEY, useUiStore } from './ui-store';

const initial = useUiStore.getState();

function stored(): Record<string, unknown> {
  const raw = localStorage.getItem(UI_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as { state: Record<string, unknown> }).state : {};
}

beforeEach(() => {
  useUiStore.setState(initial, true);
  localStorage.clear();
});

test('starts on desktop with sound on, no toast and the login modal closed', () => {
  expect(useUiStore.getState()).toMatchObject({
    isMobile: false,
    isPlaySoundEffect: true,
    toastMessage: null,
    isToastVisible: false,
    isLoginModalOpen: false,
  });
});

test('shows one toast at a time: a new one replaces the old', () => {
  useUiStore.getState().showToast('first');
  const firstId = useUiStore.getState().toastId;
  useUiStore.getState().showToast('second');
  expect(useUiStore.getState()).toMatchObject({ toastMessage: 'second', isToastVisible: true });
  expect(useUiStore.getState().toastId).not.toBe(firstId);
});

test('showing the same message again still counts as a new toast', () => {
  useUiStore.getState().showToast('saved');
  const firstId = useUiStore.getState().toastId;
  useUiStore.getState().showToast('saved');
  expect(useUiStore.getState().toastId).not.toBe(firstId);
});

test('hideToast hides it and clears the message', () => {
  useUiStore.getState().showToast('hello');
  useUiStore.getState().hideToast();
  expect(useUiStore.getState()).toMatchObject({ toastMessage: null, isToastVisible: false });
});

test('opens and closes the login modal', () => {
  useUiStore.getState().openLoginModal();
  expect(useUiStore.getState().isLoginModalOpen).toBe(true);
  useUiStore.getState().closeLoginModal();
  expect(useUiStore.getState().isLoginModalOpen).toBe(false);
});

test('persists only the sound-effect preference', () => {
  const s = useUiStore.getState();
  s.setIsMobile(true);
  s.showToast('hello');
  s.openLoginModal();
  s.setPlaySoundEffect(false);
  expect(stored()).toEqual({ isPlaySoundEffect: false });
});

test('rehydrates the sound-effect preference', async () => {
  localStorage.setItem(UI_STORAGE_KEY, JSON.stringify({ state: { isPlaySoundEffect: false }, version: 0 }));
  await useUiStore.persist.rehydrate();
  expect(useUiStore.getState().isPlaySoundEffect).toBe(false);
});
