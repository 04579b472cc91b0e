import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/lib/api/request';
import { useUserStore } from '@/stores/user-store';
import { renderScreen } from '@/test/render-with-providers';
import { RegisterFlow } from './register-flow';

const replace = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), back: jest.fn(), replace, prefetch: jest.fn() }),
  usePathname: () => '/register',
}));
// The registration's calls by path (the hooks of lib/api/account call the request layer).
const mockApi = { sendCode: jest.fn(), verifyCode: jest.fn(), register: jest.fn() };
const mockPosts: Record<string, jest.Mock> = {
  '/v1/user/verification/send/': mockApi.sendCode,
  '/v1/user/verification/verify/': mockApi.verifyCode,
  '/v1/user/register/': mockApi.register,
};
jest.mock('@/lib/api/request', () => ({
  ...jest.requireActual('@/lib/api/request'),
  post: (path: string, body: unknown) => mockPosts[path]!(body),
}));
jest.mock('@/lib/api/account', () => ({
  ...jest.requireActual('@/lib/api/account'),
  nicknameAvailabilityOptions: (nickname: string) => ({ queryKey: ['nick', nickname], queryFn: async () => ({ available: true }) }),
}));
const api = mockApi;

const sent = () => ({
  expires_at: new Date(Date.now() + 180_000).toISOString(),
  resend_available_at: new Date(Date.now() + 30_000).toISOString(),
  length: 4,
});

beforeEach(() => {
  replace.mockReset();
  api.sendCode.mockReset();
  api.verifyCode.mockReset();
  api.register.mockReset();
  useUserStore.getState().clearAll();
});

async function toDestination(method: '이메일로 가입' | '휴대폰 번호로 가입' = '이메일로 가입') {
  const user = userEvent.setup();
  renderScreen(<RegisterFlow />);
  await user.click(screen.getByRole('checkbox', { name: '전체 동의' }));
  await user.click(screen.getByRole('button', { name: method }));
  return user;
}

it('asks for the two required consents before anything else, with links to their texts', async () => {
  const user = userEvent.setup();
  renderScreen(<RegisterFlow />);
  const terms = screen.getByRole('checkbox', { name: '[필수] 서비스 이용약관 동의' });
  const privacy = screen.getByRole('checkbox', { name: '[필수] 개인정보 수집·이용 동의' });
  const all = screen.getByRole('checkbox', { name: '전체 동의' });
  for (const box of [terms, privacy, all]) expect(box).not.toBeChecked();
  expect(screen.getByRole('group', { name: '약관 동의' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '보기 서비스 이용약관 (새 탭에서 열림)' })).toHaveAttribute('href', '/terms');
  expect(screen.getByRole('link', { name: '보기 개인정보 처리방침 (새 탭에서 열림)' })).toHaveAttribute('href', '/privacy');
  // Nothing says consent is "deemed" any more.
  expect(screen.queryByText(/간주/)).not.toBeInTheDocument();

  // Going on without them stays here, says why and puts the focus on the first box.
  await user.click(screen.getByRole('button', { name: '이메일로 가입' }));
  expect(screen.getByRole('alert')).toHaveTextContent('가입하려면 필수 항목에 모두 동의해 주세요');
  expect(terms).toHaveFocus();
  expect(terms).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByLabelText('이메일')).not.toBeInTheDocument();

  // One box is not enough; "agree to all" follows the two and sets both.
  await user.click(terms);
  expect(all).not.toBeChecked();
  await user.click(screen.getByRole('button', { name: '이메일로 가입' }));
  expect(screen.queryByLabelText('이메일')).not.toBeInTheDocument();
  expect(privacy).toHaveAttribute('aria-invalid', 'true');
  expect(terms).not.toHaveAttribute('aria-invalid');
  await user.click(privacy);
  expect(all).toBeChecked();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await user.click(all);
  expect(terms).not.toBeChecked();
  expect(privacy).not.toBeChecked();
  await user.keyboard(' ');
  expect(terms).toBeChecked();
  expect(privacy).toBeChecked();
  await user.click(screen.getByRole('button', { name: '이메일로 가입' }));
  expect(screen.getByLabelText('이메일')).toBeInTheDocument();
});

it('validates the address and keeps it when going back a step', async () => {
  const user = await toDestination();
  expect(screen.getByRole('heading', { name: '이메일을 입력해 주세요' })).toHaveFocus();
  expect(screen.getByText('2/5')).toBeInTheDocument();
  await user.type(screen.getByLabelText('이메일'), 'not-mail');
  await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
  expect(screen.getByRole('alert')).toHaveTextContent('올바른 이메일 형식이 아니에요');
  await user.click(screen.getByRole('button', { name: '뒤로 가기' }));
  expect(screen.getByRole('heading', { name: '어떤 방법으로 가입할까요?' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: '이메일로 가입' }));
  expect(screen.getByLabelText('이메일')).toHaveValue('not-mail');
});

it('says where the code will go, and nothing of its three minutes before it was sent', async () => {
  await toDestination();
  expect(screen.getByText('입력한 이메일로 인증번호를 보내 드릴게요')).toBeInTheDocument();
  expect(screen.queryByText(/3분/)).not.toBeInTheDocument();
});

it('says so for a phone number too', async () => {
  await toDestination('휴대폰 번호로 가입');
  expect(screen.getByText('입력한 번호로 인증번호 문자를 보내 드릴게요')).toBeInTheDocument();
  expect(screen.queryByText(/3분/)).not.toBeInTheDocument();
});

it('says an e-mail is in use and links to login', async () => {
  api.sendCode.mockRejectedValue(new ApiError(409, 2003, 'in use', {}));
  const user = await toDestination();
  await user.type(screen.getByLabelText('이메일'), 'demo@example.com{Enter}');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('이미 사용 중인 이메일이에요');
  expect(alert.querySelector('a')).toHaveAttribute('href', '/login');
});

it('has its own message for a withdrawn identifier inside 30 days', async () => {
  api.sendCode.mockRejectedValue(new ApiError(409, 2008, 'blocked', {}));
  const user = await toDestination('휴대폰 번호로 가입');
  await user.type(screen.getByLabelText('휴대폰 번호'), '01012345678{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent('탈퇴한 지 30일이 지나지 않아');
  expect(api.sendCode.mock.calls[0]?.[0]).toEqual({ purpose: 'register', channel: 'phone', destination: '+821012345678' });
});

it('goes through code, password and nickname to the completion screen, keeping each step’s input', async () => {
  api.sendCode.mockImplementation(async () => sent());
  api.verifyCode.mockResolvedValue({ verification_token: 'vt-9' });
  api.register.mockResolvedValue({ token: 'tok-new', user: { id: 50, nickname: '새슬라임' }, needs_nickname: false });
  const user = await toDestination();
  await user.type(screen.getByLabelText('이메일'), 'New@Example.com{Enter}');
  expect(await screen.findByRole('heading', { name: '인증번호를 입력해 주세요' })).toHaveFocus();
  expect(screen.getByRole('timer')).toHaveTextContent('남은 시간 3:00');
  await user.type(screen.getByLabelText('인증번호'), '1234{Enter}');

  expect(await screen.findByRole('heading', { name: '비밀번호를 설정해 주세요' })).toHaveFocus();
  await user.type(screen.getByLabelText('비밀번호'), 'short');
  await user.click(screen.getByRole('button', { name: '다음' }));
  expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
    '비밀번호는 8자 이상 입력해 주세요',
    '비밀번호가 일치하지 않아요',
  ]);
  await user.type(screen.getByLabelText('비밀번호'), '12!');
  await user.type(screen.getByLabelText('비밀번호 확인'), 'short12!{Enter}');

  expect(await screen.findByRole('heading', { name: '닉네임을 정해 주세요' })).toHaveFocus();
  // Back to the password and forward again: nothing typed is lost, the code is not asked again.
  await user.click(screen.getByRole('button', { name: '뒤로 가기' }));
  expect(screen.getByLabelText('비밀번호')).toHaveValue('short12!');
  await user.click(screen.getByRole('button', { name: '뒤로 가기' }));
  expect(screen.getByRole('heading', { name: '인증이 완료됐어요' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '다음' }));
  await user.click(screen.getByRole('button', { name: '다음' }));

  await user.type(screen.getByLabelText('닉네임'), '새슬라임');
  expect(await screen.findByText('사용할 수 있는 닉네임이에요', undefined, { timeout: 2000 })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '가입하기' }));

  expect(await screen.findByRole('heading', { name: '가입을 축하해요!' })).toHaveFocus();
  expect(screen.getByText('새슬라임님, 슬라임 커뮤니티에 오신 걸 환영해요')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '커뮤니티 시작하기' })).toHaveAttribute('href', '/community');
  expect(api.sendCode).toHaveBeenCalledTimes(1);
  expect(api.register.mock.calls[0]?.[0]).toEqual({
    verification_token: 'vt-9',
    password: 'short12!',
    password_confirm: 'short12!',
    nickname: '새슬라임',
    agree_terms: true,
    agree_privacy: true,
  });
  expect(useUserStore.getState()).toMatchObject({ userToken: 'tok-new', isAuthenticated: true });
  expect(replace).not.toHaveBeenCalled();
});

async function toPassword() {
  api.sendCode.mockImplementation(async () => sent());
  api.verifyCode.mockResolvedValue({ verification_token: 'vt-9' });
  const user = await toDestination();
  await user.type(screen.getByLabelText('이메일'), 'new@example.com{Enter}');
  await user.type(await screen.findByLabelText('인증번호'), '1234{Enter}');
  await user.type(await screen.findByLabelText('비밀번호'), 'slime123!');
  return user;
}

it('flags a password confirmation that does not match', async () => {
  const user = await toPassword();
  await user.type(screen.getByLabelText('비밀번호 확인'), 'slime123?');
  expect(screen.getByRole('alert')).toHaveTextContent('비밀번호가 일치하지 않아요');
  await user.click(screen.getByRole('button', { name: '다음' }));
  expect(screen.getByRole('heading', { name: '비밀번호를 설정해 주세요' })).toBeInTheDocument();
});

async function toNickname() {
  const user = await toPassword();
  await user.type(screen.getByLabelText('비밀번호 확인'), 'slime123!{Enter}');
  await user.type(await screen.findByLabelText('닉네임'), '새슬라임');
  expect(await screen.findByText('사용할 수 있는 닉네임이에요', undefined, { timeout: 2000 })).toBeInTheDocument();
  return user;
}

it('puts the server’s messages under the fields they are about', async () => {
  api.register.mockRejectedValueOnce(new ApiError(409, 2005, 'taken', {}));
  const user = await toNickname();
  await user.click(screen.getByRole('button', { name: '가입하기' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('이미 사용 중인 닉네임이에요');
  expect(screen.getByLabelText('닉네임')).toHaveAccessibleDescription(/^이미 사용 중인 닉네임이에요/);

  // A password the server will not take: back to its step, the message under the field, the typed password kept.
  api.register.mockRejectedValueOnce(new ApiError(400, 1000, 'invalid', {}, { password: ['passwordRule'] }));
  await user.type(screen.getByLabelText('닉네임'), '2');
  expect(await screen.findByText('사용할 수 있는 닉네임이에요', undefined, { timeout: 2000 })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '가입하기' }));
  expect(await screen.findByRole('heading', { name: '비밀번호를 설정해 주세요' })).toHaveFocus();
  expect(screen.getByLabelText('비밀번호')).toHaveAccessibleDescription(/^영문, 숫자, 특수문자를 포함해 8자 이상 입력해 주세요/);
  expect(screen.getByLabelText('비밀번호')).toHaveValue('slime123!');
  expect(api.register).toHaveBeenLastCalledWith({
    verification_token: 'vt-9',
    password: 'slime123!',
    password_confirm: 'slime123!',
    nickname: '새슬라임2',
    agree_terms: true,
    agree_privacy: true,
  });
});

it('goes back to the consents when the server refuses the sign-up without them (2013)', async () => {
  api.register.mockRejectedValue(new ApiError(400, 2013, 'consent', {}, { agree_terms: ['consentRequired'] }));
  const user = await toPassword();
  await user.type(screen.getByLabelText('비밀번호 확인'), 'slime123!{Enter}');
  await user.type(await screen.findByLabelText('닉네임'), '새슬라임');
  expect(await screen.findByText('사용할 수 있는 닉네임이에요', undefined, { timeout: 2000 })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '가입하기' }));
  expect(await screen.findByRole('heading', { name: '어떤 방법으로 가입할까요?' })).toHaveFocus();
  expect(screen.getByRole('alert')).toHaveTextContent('가입하려면 필수 항목에 모두 동의해 주세요');
});

it('puts the server’s message about the address under the field', async () => {
  api.sendCode.mockRejectedValue(new ApiError(400, 1000, 'invalid', {}, { destination: ['invalidEmail'] }));
  const user = await toDestination();
  await user.type(screen.getByLabelText('이메일'), 'new@example.com{Enter}');
  expect(await screen.findByText('입력한 내용을 다시 확인해 주세요')).toBeInTheDocument();
  expect(screen.getByLabelText('이메일')).toHaveAccessibleDescription('올바른 이메일 형식이 아니에요');
});
