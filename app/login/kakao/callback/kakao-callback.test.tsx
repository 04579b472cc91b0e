import { waitFor } from '@testing-library/react';
import { useUiStore } from '@/stores/ui-store';
import { useUserStore } from '@/stores/user-store';
import { renderScreen } from '@/test/render-with-providers';
import { KakaoCallback } from './kakao-callback';

const replace = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), back: jest.fn(), replace, prefetch: jest.fn() }),
  usePathname: () => '/login/kakao/callback',
}));
jest.mock('@/lib/api/social', () => ({ completeKakaoLogin: jest.fn() }));
const { completeKakaoLogin } = jest.requireMock('@/lib/api/social') as { completeKakaoLogin: jest.Mock };

beforeEach(() => {
  replace.mockReset();
  completeKakaoLogin.mockReset();
  useUserStore.getState().clearAll();
  useUiStore.setState({ toastMessage: null });
  sessionStorage.clear();
});

it('goes back to login when the person cancelled at Kakao', () => {
  renderScreen(<KakaoCallback code={null} state={null} error="access_denied" />);
  expect(useUiStore.getState().toastMessage).toBe('로그인을 취소했어요');
  expect(replace).toHaveBeenCalledWith('/login');
});

it('refuses a code this browser did not ask for', () => {
  sessionStorage.setItem('slime-kakao-state', 'mine');
  renderScreen(<KakaoCallback code="c-1" state="planted" error={null} />);
  expect(completeKakaoLogin).not.toHaveBeenCalled();
  expect(useUiStore.getState().toastMessage).toBe('카카오 로그인에 실패했어요. 다시 시도해 주세요');
  expect(replace).toHaveBeenCalledWith('/login');
});

it('signs in and asks a first-time member for a nickname', async () => {
  sessionStorage.setItem('slime-kakao-state', 'mine');
  completeKakaoLogin.mockResolvedValue({ token: 'tok-k', user: { id: 9, nickname: null }, needs_nickname: true });
  renderScreen(<KakaoCallback code="c-1" state="mine" error={null} />);
  expect(completeKakaoLogin).toHaveBeenCalledWith('c-1', expect.stringContaining('/login/kakao/callback'));
  await waitFor(() => expect(replace).toHaveBeenCalledWith('/register/nickname'));
  expect(useUserStore.getState()).toMatchObject({ userToken: 'tok-k', isAuthenticated: true });
});
