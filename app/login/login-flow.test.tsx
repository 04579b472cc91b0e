import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/lib/api/request';
import { useUiStore } from '@/stores/ui-store';
import { useUserStore } from '@/stores/user-store';
import { renderScreen } from '@/test/render-with-providers';
import { LoginFlow } from './login-flow';

const replace = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), back: jest.fn(), replace, prefetch: jest.fn() }),
  usePathname: () => '/login',
}));
// POST /v1/user/login/community/ is the only call the password step makes.
const mockLogin = jest.fn();
// PUT /v1/user/render-cookie/ restores the render cookie of a browser already signed in.
const mockRestore = jest.fn();
jest.mock('@/lib/api/request', () => ({
  ...jest.requireActual('@/lib/api/request'),
  post: (_path: string, body: unknown) => mockLogin(body),
  put: (path: string) => mockRestore(path),
}));
const loginWithPassword = mockLogin;

const someone = { id: 3, uuid: 'u3', nickname: '젤리곰', email: 'jellybear@example.com', phone: null } as never;

beforeEach(() => {
  replace.mockReset();
  loginWithPassword.mockReset();
  mockRestore.mockReset().mockResolvedValue(null);
  useUserStore.getState().clearAll();
  useUiStore.setState({ isPlaySoundEffect: false });
});

async function toPassword(identifier = 'jellybear@example.com', next: string | null = null) {
  const user = userEvent.setup();
  renderScreen(<LoginFlow next={next} />);
  await user.type(screen.getByLabelText('이메일 또는 휴대폰 번호'), identifier);
  await user.click(screen.getByRole('button', { name: '다음' }));
  return user;
}

it('says why a members-only page sent the guest here, and where to get help', () => {
  renderScreen(<LoginFlow next="/support" reason="support" />);
  expect(screen.getByText('문의하기는 로그인한 회원만 쓸 수 있어요')).toBeInTheDocument();
  expect(screen.getByText('로그인하면 보던 페이지로 돌아가요.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '도움말 보기' })).toHaveAttribute('href', '/help');
});

it('gives no reason for a sign-in the visitor chose, but still the help link', () => {
  renderScreen(<LoginFlow next="/community" />);
  expect(screen.queryByText(/로그인한 회원만|로그인한 뒤에/)).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: '도움말 보기' })).toHaveAttribute('href', '/help');
});

it('checks the identifier before the password step', async () => {
  const user = userEvent.setup();
  renderScreen(<LoginFlow next={null} />);
  await user.click(screen.getByRole('button', { name: '다음' }));
  expect(screen.getByRole('alert')).toHaveTextContent('이메일 또는 휴대폰 번호를 입력해 주세요');
  await user.type(screen.getByLabelText('이메일 또는 휴대폰 번호'), 'not-an-address');
  await user.click(screen.getByRole('button', { name: '다음' }));
  expect(screen.getByRole('alert')).toHaveTextContent('이메일 또는 휴대폰 번호를 정확히 입력해 주세요');
});

it('moves focus to the password step heading, keeps the identifier, and goes back with it', async () => {
  const user = await toPassword();
  expect(screen.getByRole('heading', { name: '비밀번호를 입력해 주세요' })).toHaveFocus();
  expect(screen.getByText('jellybear@example.com(으)로 로그인')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '다른 계정으로 로그인' }));
  expect(screen.getByRole('heading', { name: '이메일 또는 휴대폰 번호를 입력해 주세요' })).toHaveFocus();
  expect(screen.getByLabelText('이메일 또는 휴대폰 번호')).toHaveValue('jellybear@example.com');
});

it('offers registration to an unregistered identifier', async () => {
  loginWithPassword.mockRejectedValue(new ApiError(400, 2001, 'unknown', {}));
  const user = await toPassword('nobody@example.com');
  await user.type(screen.getByLabelText('비밀번호'), 'whatever1!');
  await user.click(screen.getByRole('button', { name: '로그인' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('가입되지 않은 이메일 또는 휴대폰 번호예요');
  expect(alert.querySelector('a')).toHaveAttribute('href', '/register');
});

it('says when the password is wrong', async () => {
  loginWithPassword.mockRejectedValue(new ApiError(401, 2002, 'wrong', {}));
  const user = await toPassword();
  await user.type(screen.getByLabelText('비밀번호'), 'wrong-one1!');
  await user.click(screen.getByRole('button', { name: '로그인' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('아이디 또는 비밀번호가 올바르지 않아요');
});

it('shows a suspension with its end date and reason', async () => {
  loginWithPassword.mockRejectedValue(
    new ApiError(403, 1301, 'suspended', {}, undefined, { meta: { until: '2026-12-05T03:00:00.000Z', reason: '광고 게시' } }),
  );
  const user = await toPassword('cheap-gems@example.com');
  await user.type(screen.getByLabelText('비밀번호'), 'slime1234!');
  await user.click(screen.getByRole('button', { name: '로그인' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('2026.12.05까지 이용이 정지된 계정이에요');
  expect(alert).toHaveTextContent('정지 사유: 광고 게시');
});

it('tells how many seconds to wait when rate limited', async () => {
  loginWithPassword.mockRejectedValue(new ApiError(429, 1700, 'slow', {}, undefined, { retryAfter: 45 }));
  const user = await toPassword();
  await user.type(screen.getByLabelText('비밀번호'), 'slime1234!');
  await user.click(screen.getByRole('button', { name: '로그인' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('45초 후에 다시 시도해 주세요');
});

it('puts the server’s message about the password under the field', async () => {
  loginWithPassword.mockRejectedValue(new ApiError(400, 1000, 'invalid', {}, { password: ['passwordRequired'] }));
  const user = await toPassword();
  await user.type(screen.getByLabelText('비밀번호'), ' {Enter}');
  expect(await screen.findByText('입력한 내용을 다시 확인해 주세요')).toBeInTheDocument();
  expect(screen.getByLabelText('비밀번호')).toHaveAccessibleDescription('비밀번호를 입력해 주세요');
});

it('asks for the password under its field before calling the server', async () => {
  const user = await toPassword();
  await user.click(screen.getByRole('button', { name: '로그인' }));
  expect(screen.getByLabelText('비밀번호')).toHaveAccessibleDescription('비밀번호를 입력해 주세요');
  expect(loginWithPassword).not.toHaveBeenCalled();
});

it('signs in and goes to the requested page', async () => {
  loginWithPassword.mockResolvedValue({ token: 'tok', user: someone });
  const user = await toPassword('  jellybear@example.com ', '/account');
  await user.type(screen.getByLabelText('비밀번호'), 'slime1234!{Enter}');
  expect(loginWithPassword.mock.calls[0]?.[0]).toEqual({ identifier: 'jellybear@example.com', password: 'slime1234!' });
  expect(useUserStore.getState()).toMatchObject({ userToken: 'tok', isAuthenticated: true, user: someone });
  expect(useUiStore.getState().toastMessage).toBe('로그인했어요');
  expect(replace).toHaveBeenCalledWith('/account');
});

it('sends a visitor who is already signed in on, after restoring the render cookie', async () => {
  useUserStore.getState().login('tok', someone);
  renderScreen(<LoginFlow next="/my" />);
  await waitFor(() => expect(replace).toHaveBeenCalledWith('/my'));
  expect(mockRestore).toHaveBeenCalledWith('/v1/user/render-cookie/');
});

it('keeps a visitor whose token is refused here, signed out', async () => {
  useUserStore.getState().login('tok', someone);
  mockRestore.mockImplementation(async () => {
    useUserStore.getState().logout();
    throw new ApiError(401, 1101, 'Invalid or expired token', null);
  });
  renderScreen(<LoginFlow next="/my" />);
  await waitFor(() => expect(useUserStore.getState().userToken).toBeNull());
  expect(replace).not.toHaveBeenCalled();
});

it('speaks Traditional Chinese', async () => {
  const user = userEvent.setup();
  renderScreen(<LoginFlow next={null} />, { locale: 'zh-TW' });
  expect(screen.getByRole('heading', { name: '請輸入電子郵件或手機號碼' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '下一步' }));
  expect(screen.getByRole('alert')).toHaveTextContent('請輸入電子郵件或手機號碼');
});
