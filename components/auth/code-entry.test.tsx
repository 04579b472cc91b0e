import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ApiError } from '@/lib/api/request';
import { useUserStore } from '@/stores/user-store';
import { renderScreen } from '@/test/render-with-providers';
import { CodeEntry, useCodeForm, type CodeDelivery } from './code-entry';

// The code step's calls by path (the hooks of lib/api/account call the request layer).
const mockApi = { sendCode: jest.fn(), verifyCode: jest.fn() };
const mockPosts: Record<string, jest.Mock> = {
  '/v1/user/verification/send/': mockApi.sendCode,
  '/v1/user/verification/verify/': mockApi.verifyCode,
};
jest.mock('@/lib/api/request', () => ({
  ...jest.requireActual('@/lib/api/request'),
  post: (path: string, body: unknown) => mockPosts[path]!(body),
}));
const api = mockApi;

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const target = { purpose: 'register', channel: 'email', destination: 'new@example.com' } as const;

function Harness({ onVerified = jest.fn(), initial }: { onVerified?: (t: string) => void; initial?: Partial<CodeDelivery> }) {
  const [delivery, setDelivery] = useState<CodeDelivery>({ expiresAt: NOW + 180_000, resendAt: NOW + 30_000, length: 4, ...initial });
  const form = useCodeForm();
  return (
    <CodeEntry
      ns="register"
      target={target}
      delivery={delivery}
      onDelivery={setDelivery}
      form={form}
      onVerified={onVerified}
      description="sent to new@example.com"
      submitLabel="인증하기"
    />
  );
}

function setup(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderScreen(<Harness {...props} />);
  return { user, input: screen.getByLabelText('인증번호') };
}

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  api.sendCode.mockReset();
  api.verifyCode.mockReset();
});
afterEach(() => jest.useRealTimers());

it('counts the three minutes down visibly', () => {
  setup();
  expect(screen.getByRole('timer')).toHaveTextContent('남은 시간 3:00');
  act(() => jest.advanceTimersByTime(61_000));
  expect(screen.getByRole('timer')).toHaveTextContent('남은 시간 1:59');
});

it('asks for the code, then for four digits, before calling the server', async () => {
  const { user, input } = setup();
  await user.click(screen.getByRole('button', { name: '인증하기' }));
  // react-hook-form answers a submit a promise later (here under fake timers).
  expect(await screen.findByRole('alert')).toHaveTextContent('인증번호를 입력해 주세요');
  expect(input).toHaveAccessibleDescription('인증번호를 입력해 주세요 3분 안에 입력해 주세요');
  await user.type(input, '12a');
  expect(input).toHaveValue('12');
  // Editing the field takes its message away; the next one waits for the next submit.
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(input).not.toHaveAttribute('aria-invalid');
  await user.click(screen.getByRole('button', { name: '인증하기' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('인증번호 4자리를 입력해 주세요');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(api.verifyCode).not.toHaveBeenCalled();
});

it('puts the server’s message about the code under the field', async () => {
  api.verifyCode.mockRejectedValue(new ApiError(400, 1000, 'invalid', {}, { code: ['codeLength'] }));
  const { user, input } = setup();
  await user.type(input, '1234{Enter}');
  expect(await screen.findByText('입력한 내용을 다시 확인해 주세요')).toBeInTheDocument();
  expect(input).toHaveAccessibleDescription('인증번호 4자리를 입력해 주세요 3분 안에 입력해 주세요');
  await user.type(input, '{Backspace}5');
  expect(input).toHaveAccessibleDescription('3분 안에 입력해 주세요');
});

it('shows the remaining attempts after a wrong code', async () => {
  api.verifyCode.mockRejectedValue(new ApiError(400, 2006, 'wrong', {}, undefined, { meta: { remaining_attempts: 2 } }));
  const { user, input } = setup();
  await user.type(input, '1234');
  await user.click(screen.getByRole('button', { name: '인증하기' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('인증번호가 올바르지 않아요. 남은 시도 2회');
  expect(api.verifyCode.mock.calls[0]?.[0]).toEqual({ ...target, code: '1234' });
});

it('hands the verification token on', async () => {
  api.verifyCode.mockResolvedValue({ verification_token: 'vt-1' });
  const onVerified = jest.fn();
  const { user, input } = setup({ onVerified });
  await user.type(input, '4321{Enter}');
  expect(onVerified).toHaveBeenCalledWith('vt-1');
});

it('lets a resend happen only after resend_available_at', async () => {
  api.sendCode.mockResolvedValue({
    expires_at: new Date(NOW + 240_000).toISOString(),
    resend_available_at: new Date(NOW + 90_000).toISOString(),
    length: 4,
  });
  const { user } = setup();
  expect(screen.getByRole('button', { name: '30초 후에 다시 받을 수 있어요' })).toBeDisabled();
  act(() => jest.advanceTimersByTime(30_000));
  await user.click(screen.getByRole('button', { name: '인증번호 다시 받기' }));
  expect(api.sendCode).toHaveBeenCalledWith(target);
  expect(await screen.findByRole('status')).toHaveTextContent('인증번호를 다시 보냈어요');
  // The new code runs to its own expiry, 4 minutes after the original "now".
  expect(screen.getByRole('timer')).toHaveTextContent('남은 시간 3:30');
});

it('offers a resend once the code has expired, and does not verify a dead code', async () => {
  const { user, input } = setup();
  await user.type(input, '1234');
  act(() => jest.advanceTimersByTime(181_000));
  expect(screen.getByRole('timer')).toHaveTextContent('0:00');
  expect(screen.getByRole('alert')).toHaveTextContent('입력 시간이 지났어요. 인증번호를 다시 받아 주세요');
  expect(screen.getByRole('button', { name: '인증하기' })).toBeDisabled();
  expect(screen.getByRole('button', { name: '인증번호 다시 받기' })).toBeEnabled();
  expect(api.verifyCode).not.toHaveBeenCalled();
  void user;
});

it('offers a resend when the server says the code is expired', async () => {
  api.verifyCode.mockRejectedValue(new ApiError(400, 2007, 'expired', {}));
  const { user, input } = setup({ initial: { resendAt: NOW } });
  await user.type(input, '1234');
  await user.click(screen.getByRole('button', { name: '인증하기' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('인증 시간이 지났어요. 인증번호를 다시 받아 주세요');
  expect(alert).toContainElement(screen.getAllByRole('button', { name: '인증번호 다시 받기' })[1]!);
});

describe('on a demo server (the send answer carried demo_code)', () => {
  beforeEach(() => useUserStore.getState().clearAll());

  it('shows the code and says where it came from', () => {
    setup({ initial: { demoCode: '4821' } });
    const demo = screen.getByTestId('demo-code');
    expect(demo).toHaveTextContent('개발용 발송함');
    expect(demo).toHaveTextContent('4821');
    expect(demo.textContent!.match(/\d{4}/g)).toEqual(['4821']);
    expect(screen.queryByRole('link', { name: '발송함에서 보기' })).not.toBeInTheDocument();
  });

  it('links an administrator to the outbox, in a new tab so the step stays', () => {
    useUserStore.getState().login('tok', { id: 1, role: 'admin' } as never);
    setup({ initial: { demoCode: '4821' } });
    const link = screen.getByRole('link', { name: '발송함에서 보기' });
    expect(link).toHaveAttribute('href', '/admin/outbox');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByTestId('demo-code')).toContainElement(link);
  });

  it('offers a member no such link', () => {
    useUserStore.getState().login('tok', { id: 2, role: 'member' } as never);
    setup({ initial: { demoCode: '4821' } });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows nothing of the kind on a real server', () => {
    setup();
    expect(screen.queryByTestId('demo-code')).not.toBeInTheDocument();
  });
});
