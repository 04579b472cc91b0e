import { act, renderHook } from '@testing-library/react';
import { useUiStore } from '@/stores/ui-store';
import { useUserStore } from '@/stores/user-store';
import { useRequireLogin } from './use-require-login';

beforeEach(() => {
  useUserStore.getState().clearAll();
  useUiStore.setState({ isLoginModalOpen: false });
});

it('opens the login-required dialog for a guest instead of acting', () => {
  const action = jest.fn();
  const { result } = renderHook(() => useRequireLogin());
  act(() => result.current(action));
  expect(action).not.toHaveBeenCalled();
  expect(useUiStore.getState().isLoginModalOpen).toBe(true);
});

it('runs the action for a signed-in user, reading the token at call time', () => {
  const action = jest.fn();
  const { result } = renderHook(() => useRequireLogin());
  act(() => useUserStore.getState().setToken('tok'));
  act(() => result.current(action));
  expect(action).toHaveBeenCalledTimes(1);
  expect(useUiStore.getState().isLoginModalOpen).toBe(false);
});
