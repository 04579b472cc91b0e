import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeAuthError } from '@/lib/auth/auth-error';
import { ApiError } from '@/lib/api/request';
import { renderScreen } from '@/test/render-with-providers';
import { applyFieldErrors } from './auth-form';
import type { PasswordForm } from './form-schemas';
import { PasswordFields, usePasswordForm } from './password-fields';

// A step's form around the fields; "server" answers the way the register endpoint does when it rejects the fields.
function Harness({ mode, onSubmit = jest.fn() }: { mode: 'register' | 'reset'; onSubmit?: (values: PasswordForm) => void }) {
  const form = usePasswordForm(mode);
  const rejected = new ApiError(400, 1000, 'invalid', {}, { password: ['passwordRule'], password_confirm: ['mismatch?'] });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <PasswordFields mode={mode} form={form} />
      <button type="submit">다음</button>
      <button type="button" onClick={() => applyFieldErrors(form, describeAuthError(rejected, 'register', 'ko').fields)}>
        server
      </button>
    </form>
  );
}

it('shows the rule before anything is typed and lights the checks while typing', async () => {
  const user = userEvent.setup();
  renderScreen(<Harness mode="register" />);
  expect(screen.getByText('영문, 숫자, 특수문자를 포함해 8자 이상')).toBeInTheDocument();
  const checks = within(screen.getByRole('list', { name: '비밀번호 조건' }));
  expect(checks.getAllByText('(미충족)')).toHaveLength(4);
  await user.type(screen.getByLabelText('비밀번호'), 'slime12');
  expect(checks.getAllByText('(충족)')).toHaveLength(2);
  await user.type(screen.getByLabelText('비밀번호'), '3!');
  expect(checks.getAllByText('(충족)')).toHaveLength(4);
});

it('flags a confirmation as soon as it stops matching, and confirms a match', async () => {
  const user = userEvent.setup();
  renderScreen(<Harness mode="register" />);
  await user.type(screen.getByLabelText('비밀번호'), 'slime123!');
  const confirm = screen.getByLabelText('비밀번호 확인');
  await user.type(confirm, 'slime');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await user.type(confirm, 'X');
  expect(screen.getByRole('alert')).toHaveTextContent('비밀번호가 일치하지 않아요');
  await user.clear(confirm);
  await user.type(confirm, 'slime123!');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByText('비밀번호가 일치해요')).toBeInTheDocument();
});

it('asks only for length on a reset, in Traditional Chinese too', () => {
  renderScreen(<Harness mode="reset" />, { locale: 'zh-TW' });
  expect(screen.getByText('請輸入至少 8 個字元')).toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: '密碼條件' })).getAllByRole('listitem')).toHaveLength(1);
  expect(screen.getByLabelText('新密碼')).toBeInTheDocument();
});

it('says on submit what each field lacks, under that field', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn();
  renderScreen(<Harness mode="register" onSubmit={onSubmit} />);
  await user.click(screen.getByRole('button', { name: '다음' }));
  expect(screen.getByLabelText('비밀번호')).toHaveAccessibleDescription(/^비밀번호를 입력해 주세요/);
  await user.type(screen.getByLabelText('비밀번호'), 'slimeslime');
  await user.click(screen.getByRole('button', { name: '다음' }));
  expect(screen.getByLabelText('비밀번호')).toHaveAccessibleDescription(/^영문, 숫자, 특수문자를 포함해 8자 이상 입력해 주세요/);
  expect(screen.getByLabelText('비밀번호 확인')).toHaveAccessibleDescription('비밀번호가 일치하지 않아요');
  expect(onSubmit).not.toHaveBeenCalled();
});

it('puts the server’s messages under the fields they are about', async () => {
  const user = userEvent.setup();
  renderScreen(<Harness mode="register" />);
  await user.click(screen.getByRole('button', { name: 'server' }));
  expect(screen.getByLabelText('비밀번호')).toHaveAccessibleDescription(/^영문, 숫자, 특수문자를 포함해 8자 이상 입력해 주세요/);
  // A message the screens do not know reads as the field's usual failure.
  expect(screen.getByLabelText('비밀번호 확인')).toHaveAccessibleDescription('비밀번호가 일치하지 않아요');
  await user.type(screen.getByLabelText('비밀번호'), 'a');
  expect(screen.getByLabelText('비밀번호')).not.toHaveAttribute('aria-invalid');
  expect(screen.getByLabelText('비밀번호 확인')).toHaveAttribute('aria-invalid', 'true');
});

it('hands the values on once both fields pass', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn();
  renderScreen(<Harness mode="reset" onSubmit={onSubmit} />);
  await user.type(screen.getByLabelText('새 비밀번호'), 'long enough');
  await user.type(screen.getByLabelText('새 비밀번호 확인'), 'long enough{Enter}');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(onSubmit.mock.calls[0]?.[0]).toEqual({ password: 'long enough', password_confirm: 'long enough' });
});
