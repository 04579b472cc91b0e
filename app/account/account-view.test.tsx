import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useUiStore } from '@/stores/ui-store';
import { useUserStore } from '@/stores/user-store';
import { meKeys } from '@/lib/api/keys';
import { renderScreen, testQueryClient } from '@/test/render-with-providers';
import { AccountView } from './account-view';

const replace = jest.fn();
// The push section has its own test (components/push/push-section.test.tsx).
jest.mock('@/components/push/push-section-lazy', () => ({ PushSectionLazy: () => null }));
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), back: jest.fn(), replace, refresh: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/account',
}));
jest.mock('next/image', () => ({ __esModule: true, default: (props: { alt: string }) => <img alt={props.alt} /> }));
// The account's writes by path (the hooks of lib/api/account call the request layer).
const mockApi = { withdraw: jest.fn(), logout: jest.fn(), logoutOthers: jest.fn() };
const mockPosts: Record<string, jest.Mock> = {
  '/v1/user/withdraw/': mockApi.withdraw,
  '/v1/user/logout/': mockApi.logout,
  '/v1/user/logout-others/': mockApi.logoutOthers,
};
jest.mock('@/lib/api/request', () => ({ ...jest.requireActual('@/lib/api/request'), post: (path: string) => mockPosts[path]!() }));
jest.mock('@/lib/api/account', () => ({
  ...jest.requireActual('@/lib/api/account'),
  sessionsOptions: () => ({
    queryKey: ['sessions'],
    queryFn: async () => [
      {
        id: 1,
        device_id: 'web',
        user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36',
        created_at: '2026-11-01T00:00:00Z',
        last_used_at: new Date().toISOString(),
        current: true,
      },
      {
        id: 2,
        device_id: 'ios-7',
        user_agent: null,
        created_at: '2026-11-01T00:00:00Z',
        last_used_at: '2026-11-10T00:00:00Z',
        current: false,
      },
    ],
  }),
}));
const api = mockApi;

const me = {
  id: 1,
  uuid: 'u1',
  nickname: '말랑데모',
  email: 'demo@example.com',
  phone: null,
  status_message: '',
  profile_image: '/art/avatars/1.png',
  role: 'member' as const,
  referral_ball: 3,
  created_at: '2026-09-22T00:00:00Z',
  represent_badge: { badge: { id: 1, title: '첫 글', hex_code: '#3b7ddd' } },
  badges: [],
};

// The server page seeds the member into the query cache.
function renderAccount() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(meKeys.all, me);
  return renderScreen(<AccountView />, { queryClient });
}

beforeEach(() => {
  replace.mockReset();
  api.withdraw.mockReset().mockResolvedValue(null);
  api.logout.mockReset().mockResolvedValue(null);
  api.logoutOthers.mockReset().mockResolvedValue({ revoked: 1 });
  useUserStore.getState().clearAll();
  // jsdom cannot play the dialogs' sound.
  useUiStore.setState({ isPlaySoundEffect: false, toastMessage: null });
});

it('shows the member, their devices and the settings', async () => {
  useUiStore.setState({ isPlaySoundEffect: true });
  useUserStore.getState().login('tok', me);
  useUserStore.getState().setDeviceId('dev-1');
  renderAccount();
  expect(screen.getByText('말랑데모')).toBeInTheDocument();
  expect(screen.getByText('demo@example.com')).toBeInTheDocument();
  expect(screen.getByText('2026.09.22 가입')).toBeInTheDocument();
  expect(await screen.findByText('Chrome · Linux')).toBeInTheDocument();
  expect(screen.getByText('ios-7')).toBeInTheDocument();
  expect(screen.getByText('현재 기기')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '공지사항' })).toHaveAttribute('href', '/community/notice');
  expect(screen.getByRole('link', { name: /이용약관/ })).toHaveAttribute('href', '/terms');
  expect(screen.getByRole('link', { name: /개인정보 처리방침/ })).toHaveAttribute('href', '/privacy');
  expect(screen.getByRole('link', { name: /고객센터/ })).toHaveAttribute('href', '/support');

  const user = userEvent.setup();
  const sound = screen.getByRole('switch', { name: '효과음' });
  expect(sound).toHaveAttribute('aria-checked', 'true');
  await user.click(sound);
  expect(useUiStore.getState().isPlaySoundEffect).toBe(false);
});

it('logs out other devices after confirming', async () => {
  useUserStore.getState().login('tok', me);
  const user = userEvent.setup();
  renderAccount();
  await user.click(await screen.findByRole('button', { name: '다른 기기에서 로그아웃' }));
  const dialog = screen.getByRole('alertdialog');
  expect(dialog).toHaveTextContent('지금 사용 중인 기기를 제외한 모든 기기에서 로그아웃할까요?');
  await user.click(within(dialog).getByRole('button', { name: '다른 기기에서 로그아웃' }));
  expect(api.logoutOthers).toHaveBeenCalled();
  expect(useUiStore.getState().toastMessage).toBe('다른 기기에서 모두 로그아웃했어요');
  expect(useUserStore.getState().userToken).toBe('tok');
});

it('logs out on the server, then in the browser, keeping the device id', async () => {
  useUserStore.getState().login('tok', me);
  useUserStore.getState().setDeviceId('dev-1');
  const user = userEvent.setup();
  renderAccount();
  await user.click(screen.getByRole('button', { name: '로그아웃' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '로그아웃' }));
  expect(api.logout).toHaveBeenCalled();
  expect(useUserStore.getState()).toMatchObject({ userToken: null, user: null, isAuthenticated: false, userDeviceId: 'dev-1' });
  expect(replace).toHaveBeenCalledWith('/community');
  expect(useUiStore.getState().toastMessage).toBe('로그아웃했어요');
});

it('withdraws only after the warning is confirmed', async () => {
  useUserStore.getState().login('tok', me);
  const user = userEvent.setup();
  renderAccount();
  await user.click(screen.getByRole('button', { name: /회원 탈퇴/ }));
  const dialog = screen.getByRole('alertdialog', { name: '탈퇴하기 전에 꼭 확인해 주세요' });
  expect(dialog).toHaveTextContent('탈퇴하면 30일 동안 다시 가입할 수 없고, 30일이 지나면 모든 데이터가 영구 삭제돼요');
  await user.click(within(dialog).getByRole('button', { name: '계속 이용할게요' }));
  expect(api.withdraw).not.toHaveBeenCalled();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: /회원 탈퇴/ }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '탈퇴하기' }));
  expect(api.withdraw).toHaveBeenCalled();
  expect(api.logout).not.toHaveBeenCalled();
  expect(useUserStore.getState().userToken).toBeNull();
  expect(replace).toHaveBeenCalledWith('/community');
  expect(useUiStore.getState().toastMessage).toBe('탈퇴가 완료됐어요. 그동안 함께해 주셔서 고마워요');
});
