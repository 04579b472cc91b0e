import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describeAuthError, type AuthErrorView } from '@/lib/auth/auth-error';
import { ApiError } from '@/lib/api/request';
import { renderScreen } from '@/test/render-with-providers';
import { applyFieldErrors } from './auth-form';
import { NicknameStep, useNicknameForm } from './nickname-step';

jest.mock('@/lib/api/request', () => ({ ...jest.requireActual('@/lib/api/request'), get: jest.fn() }));
const { get } = jest.requireMock('@/lib/api/request') as { get: jest.Mock };

// Saves the way the screens do: a failure's field messages go into the form, the rest into the alert.
function Harness({ onSubmit }: { onSubmit: (n: string) => Promise<unknown> | void }) {
  const form = useNicknameForm();
  const [error, setError] = useState<AuthErrorView | null>(null);
  return (
    <NicknameStep
      form={form}
      onSubmit={async (name) => {
        try {
          await onSubmit(name);
        } catch (e) {
          const view = describeAuthError(e, 'nickname', 'ko');
          applyFieldErrors(form, view.fields);
          setError(view);
        }
      }}
      pending={false}
      error={error}
      title="닉네임"
      description=""
      submitLabel="가입하기"
    />
  );
}

beforeEach(() => {
  jest.useFakeTimers();
  get.mockReset();
});
afterEach(() => jest.useRealTimers());

it('checks availability once typing has paused for 300 ms', async () => {
  get.mockImplementation(async (_path: string, query: { nickname: string }) => ({ available: query.nickname !== '말랑데모' }));
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const onSubmit = jest.fn();
  renderScreen(<Harness onSubmit={onSubmit} />);
  const input = screen.getByLabelText('닉네임');

  await user.type(input, '말랑데모');
  expect(screen.getByRole('status')).toHaveTextContent('사용할 수 있는지 확인하는 중...');
  expect(get).not.toHaveBeenCalled();
  await act(async () => jest.advanceTimersByTime(300));
  expect(get).toHaveBeenCalledTimes(1);
  expect(get).toHaveBeenCalledWith('/v1/user/nickname/available/', { nickname: '말랑데모' }, expect.anything());
  expect(await screen.findByRole('alert')).toHaveTextContent('이미 사용 중인 닉네임이에요');

  await user.clear(input);
  await user.type(input, '새슬라임');
  await act(async () => jest.advanceTimersByTime(300));
  expect(await screen.findByText('사용할 수 있는 닉네임이에요')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '가입하기' }));
  expect(onSubmit).toHaveBeenCalledWith('새슬라임');
});

it('says what is wrong before asking the server', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const onSubmit = jest.fn();
  renderScreen(<Harness onSubmit={onSubmit} />);
  await user.click(screen.getByRole('button', { name: '가입하기' }));
  // react-hook-form answers a submit a promise later (here under fake timers).
  expect(await screen.findByRole('alert')).toHaveTextContent('닉네임을 입력해 주세요');
  expect(screen.getByLabelText('닉네임')).toHaveAccessibleDescription(/^닉네임을 입력해 주세요/);
  await user.type(screen.getByLabelText('닉네임'), 'a');
  expect(screen.getByRole('alert')).toHaveTextContent('닉네임은 2~10자로 입력해 주세요');
  await user.type(screen.getByLabelText('닉네임'), ' b');
  expect(screen.getByRole('alert')).toHaveTextContent('닉네임에는 공백');
  await act(async () => jest.advanceTimersByTime(1000));
  expect(get).not.toHaveBeenCalled();
  expect(onSubmit).not.toHaveBeenCalled();
});

it('says the same under the field when submitting a name that breaks the rule', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const onSubmit = jest.fn();
  renderScreen(<Harness onSubmit={onSubmit} />);
  const input = screen.getByLabelText('닉네임');
  await user.type(input, 'a{Enter}');
  await act(async () => jest.advanceTimersByTime(0));
  expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['닉네임은 2~10자로 입력해 주세요']);
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(onSubmit).not.toHaveBeenCalled();
});

it('puts the server’s “taken” under the field, and lets the name be edited again', async () => {
  get.mockResolvedValue({ available: true });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const onSubmit = jest.fn().mockRejectedValue(new ApiError(409, 2005, 'taken', {}));
  renderScreen(<Harness onSubmit={onSubmit} />);
  const input = screen.getByLabelText('닉네임');
  await user.type(input, '새슬라임');
  await act(async () => jest.advanceTimersByTime(300));
  expect(await screen.findByText('사용할 수 있는 닉네임이에요')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '가입하기' }));
  expect(onSubmit).toHaveBeenCalledWith('새슬라임');
  // Only under the field: the alert would say the same thing twice.
  await screen.findByRole('alert');
  expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['이미 사용 중인 닉네임이에요']);
  expect(input).toHaveAccessibleDescription(/^이미 사용 중인 닉네임이에요/);
  await user.type(input, '2');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
