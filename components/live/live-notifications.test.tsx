import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { peopleKeys, tradeKeys, wishlistKeys } from '@/lib/api/keys';
import type { User } from '@/lib/api/user';
import type { LiveFrame } from '@/lib/live/connection';
import { testQueryClient } from '@/test/render-with-providers';
import { useUserStore } from '@/stores/user-store';
import { LiveNotifications } from './live-notifications';

// The tab's stream, played by the test.
const mockListeners = new Set<(frame: LiveFrame) => void>();
jest.mock('@/lib/live/connection', () => ({
  liveConnection: () => ({
    listen: (listener: (frame: LiveFrame) => void) => {
      mockListeners.add(listener);
      return () => mockListeners.delete(listener);
    },
  }),
}));

const play = (kind: string, data: Record<string, unknown>) =>
  act(() => mockListeners.forEach((listener) => listener({ id: 1, kind, data })));

function setup() {
  const client = testQueryClient();
  const trades = tradeKeys.list(7, 'active');
  client.setQueryData(trades, { pages: [], pageParams: [1] });
  client.setQueryData(wishlistKeys.list('u', 'buy', {}), { pages: [], pageParams: [1] });
  client.setQueryData(peopleKeys.notifications(), { pages: [], pageParams: [1] });
  client.setQueryData(peopleKeys.unread(), { count: 1 });
  render(
    <QueryClientProvider client={client}>
      <LiveNotifications />
    </QueryClientProvider>,
  );
  const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
  return { client, trades, stale };
}

beforeEach(() => {
  mockListeners.clear();
  useUserStore.getState().login('token-7', { id: 7, uuid: 'u', nickname: '말랑' } as unknown as User);
});

it('an open trades list follows its events: a trade notification makes it stale', () => {
  const { client, trades, stale } = setup();
  play('notification', { id: 5, kind: 'trade', unread_count: 2 });
  expect(stale(trades)).toBe(true);
  expect(stale(peopleKeys.notifications())).toBe(true);
  expect(stale(wishlistKeys.list('u', 'buy', {}))).toBe(false);
  // The bell takes the count the event carries.
  expect(client.getQueryData(peopleKeys.unread())).toEqual({ count: 2 });
  expect(stale(peopleKeys.unread())).toBe(false);
});

it('a reset reads every resource again, the unread count too', () => {
  const { trades, stale } = setup();
  play('reset', {});
  expect(stale(trades)).toBe(true);
  expect(stale(wishlistKeys.list('u', 'buy', {}))).toBe(true);
  expect(stale(peopleKeys.unread())).toBe(true);
});

it('listens only while a member is signed in', () => {
  useUserStore.getState().logout();
  setup();
  expect(mockListeners.size).toBe(0);
});
