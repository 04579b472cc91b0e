import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/lib/api/request';
import { useUserStore } from '@/stores/user-store';
import { renderScreen } from '@/test/render-with-providers';
import { ResetFlow } from './reset-flow';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), back: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/password-reset',
}));
// The reset's calls by path (the hooks of lib/api/account call the request layer).
const mockApi = { sendCode: jest.fn(), verifyCode: jest.fn(), resetPassword: jest.fn() };
const mockPosts: Record<string, jest.Mock> = {
  '/v1/user/verification/send/': mockApi.sendCode,
  '/v1/user/verification/verify/': mockApi.verifyCode,
  '/v1/user/password/reset/': mockApi.resetPassword,
};
jest.mock('@/lib/api/request', () => ({
  ...jest.requireActual('@/lib/api/request'),
  post: (path: string, body: unknown) => mockPosts[path]!(body),
}));
const api = mockApi;

const sent = () => ({
  expires_at: new Date(Date.now() + 180_000).toISOString(),
  resend_available_at: new Date(Date.now() + 30_000).toISOString(),
  length: 4,
});

beforeEach(() => {
  api.sendCode.mockReset().mockImplementation(async () => sent());
  api.verifyCode.mockReset().mockResolvedValue({ verification_token: 'vt-r' });
  api.resetPassword.mockReset().mockResolvedValue(null);
});

it('requires a valid e-mail', async () => {
  const user = userEvent.setup();
  renderScreen(<ResetFlow />);
  await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
  expect(screen.getByRole('alert')).toHaveTextContent('필수 입력 항목이에요');
  await user.type(screen.getByLabelText('이메일'), 'x@');
  await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
  expect(screen.getByRole('alert')).toHaveTextContent('올바른 이메일 형식이 아니에요');
  expect(api.sendCode).not.toHaveBeenCalled();
});

it('says the same neutral words whether or not the account exists, then sets a new password', async () => {
  const user = userEvent.setup();
  renderScreen(<ResetFlow />);
  await user.type(screen.getByLabelText('이메일'), 'Someone@Example.com{Enter}');
  expect(api.sendCode.mock.calls[0]?.[0]).toEqual({ purpose: 'reset', channel: 'email', destination: 'someone@example.com' });
  expect(await screen.findByRole('status')).toHaveTextContent('입력한 이메일로 가입된 계정이 있다면 인증번호를 보냈어요');
  await user.type(screen.getByLabelText('인증번호'), '5555{Enter}');

  expect(await screen.findByRole('heading', { name: '새 비밀번호를 입력해 주세요' })).toHaveFocus();
  await user.type(screen.getByLabelText('새 비밀번호'), 'short');
  await user.type(screen.getByLabelText('새 비밀번호 확인'), 'short');
  await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
  expect(screen.getByRole('alert')).toHaveTextContent('비밀번호는 8자 이상 입력해 주세요');
  expect(api.resetPassword).not.toHaveBeenCalled();

  // A reset needs only the length: no symbols required.
  await user.type(screen.getByLabelText('새 비밀번호'), 'enough');
  await user.type(screen.getByLabelText('새 비밀번호 확인'), 'enough{Enter}');
  expect(api.resetPassword.mock.calls[0]?.[0]).toEqual({
    verification_token: 'vt-r',
    password: 'shortenough',
    password_confirm: 'shortenough',
  });
  expect(await screen.findByRole('heading', { name: '비밀번호를 바꿨어요' })).toHaveFocus();
  expect(screen.getByRole('link', { name: '로그인하러 가기' })).toHaveAttribute('href', '/login');
});

/** Through the e-mail and the code to a new password, submitted. */
async function submitNewPassword() {
  const user = userEvent.setup();
  renderScreen(<ResetFlow />);
  await user.type(screen.getByLabelText('이메일'), 'someone@example.com{Enter}');
  await user.type(await screen.findByLabelText('인증번호'), '5555{Enter}');
  await user.type(await screen.findByLabelText('새 비밀번호'), 'new-password');
  await user.type(screen.getByLabelText('새 비밀번호 확인'), 'new-password{Enter}');
  return user;
}

it('ends this browser’s session too, since a reset revokes every session', async () => {
  useUserStore.getState().login('tok-old', { id: 1 } as never);
  await submitNewPassword();
  await screen.findByRole('heading', { name: '비밀번호를 바꿨어요' });
  expect(useUserStore.getState()).toMatchObject({ userToken: null, isAuthenticated: false });
});

it('starts over from the e-mail when the verification ran out', async () => {
  api.resetPassword.mockRejectedValue(new ApiError(400, 2012, 'verify first', {}));
  await submitNewPassword();
  expect(await screen.findByRole('alert')).toHaveTextContent('인증이 만료됐어요');
  expect(screen.getByLabelText('이메일')).toHaveValue('someone@example.com');
});

it('puts the server’s message about the new password under the field', async () => {
  api.resetPassword.mockRejectedValue(new ApiError(400, 1000, 'invalid', {}, { password: ['passwordMin'] }));
  const user = await submitNewPassword();
  expect(await screen.findByRole('alert')).toHaveTextContent('비밀번호는 8자 이상 입력해 주세요');
  expect(screen.getAllByRole('alert')).toHaveLength(1);
  expect(screen.getByLabelText('새 비밀번호')).toHaveAccessibleDescription(/^비밀번호는 8자 이상 입력해 주세요/);
  await user.type(screen.getByLabelText('새 비밀번호'), '!');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
