import { FEED_STORAGE_KEY, useFeedStore } from './feed-store';

const initial = useFeedStore.getState();

function stored(): Record<string, unknown> {
  const raw = localStorage.getItem(FEED_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as { state: Record<string, unknown> }).state : {};
}

beforeEach(() => {
  useFeedStore.setState(initial, true);
  localStorage.clear();
});

test('keeps the scroll position it is given', () => {
  useFeedStore.getState().setPrevScrollPosition(420);
  expect(useFeedStore.getState().prevScrollPosition).toBe(420);
});

test('records a read post once, with an ISO read time', () => {
  jest.useFakeTimers({ now: new Date('2024-05-01T12:00:00Z') });
  try {
    useFeedStore.getState().addReadHistory(5);
    jest.setSystemTime(new Date('2024-05-02T12:00:00Z'));
    useFeedStore.getState().addReadHistory(5);
    useFeedStore.getState().addReadHistory(6);
  } finally {
    jest.useRealTimers();
  }
  expect(useFeedStore.getState().postReadHistory).toEqual([
    { postId: 5, readAt: '2024-05-01T12:00:00.000Z' },
    { postId: 6, readAt: '2024-05-02T12:00:00.000Z' },
  ]);
});

test('persists only the read history', () => {
  const s = useFeedStore.getState();
  s.setPrevScrollPosition(420);
  s.addReadHistory(5);
  expect(stored()).toEqual({ postReadHistory: [{ postId: 5, readAt: expect.any(String) }] });
});

test('rehydrates the read history from localStorage', async () => {
  localStorage.setItem(
    FEED_STORAGE_KEY,
    JSON.stringify({ state: { postReadHistory: [{ postId: 9, readAt: '2024-01-01T00:00:00.000Z' }] }, version: 0 }),
  );
  await useFeedStore.persist.rehydrate();
  expect(useFeedStore.getState().postReadHistory).toEqual([{ postId: 9, readAt: '2024-01-01T00:00:00.000Z' }]);
});
