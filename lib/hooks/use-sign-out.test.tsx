import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useUserStore } from '@/stores/user-store';
import { useSignOut } from './use-sign-out';

const calls: string[] = [];
jest.mock('@/lib/push/browser', () => ({
  unsubscribeBrowser: jest.fn(async () => {
    calls.push('unsubscribe');
    return 'https://fcm.googleapis.com/fcm/send/abc';
  }),
}));
jest.mock('@/lib/api/push', () => ({
  deleteSubscription: jest.fn(async (endpoint: string) => {
    calls.push(`delete ${endpoint} as ${useUserStore.getState().userToken}`);
  }),
}));
jest.mock('@/lib/api/account', () => ({
  logout: jest.fn(async () => {
    calls.push('logout');
  }),
  clearRenderCookie: jest.fn(async () => undefined),
}));

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;

beforeEach(() => {
  calls.length = 0;
  useUserStore.getState().setToken('member-token');
});

test('drops this browser’s push subscription, on the server too while the token is valid, before signing out', async () => {
  const { result } = renderHook(() => useSignOut(), { wrapper });
  await act(() => result.current());
  expect(calls).toEqual(['unsubscribe', 'delete https://fcm.googleapis.com/fcm/send/abc as member-token', 'logout']);
  expect(useUserStore.getState().userToken).toBeNull();
});

test('after a withdrawal (session already ended) only the browser’s side is dropped', async () => {
  const { result } = renderHook(() => useSignOut(), { wrapper });
  await act(() => result.current({ revoke: false }));
  expect(calls).toEqual(['unsubscribe']);
  expect(useUserStore.getState().userToken).toBeNull();
});
