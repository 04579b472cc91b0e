import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderScreen } from '@/test/render-with-providers';
import { PasswordFields } from './password-fields';

function Harness({ mode }: { mode: 'register' | 'reset' }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  return <PasswordFields mode={mode} password={password} confirm={confirm} onPasswordChange={setPassword} onConfirmChange={setConfirm} />;
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
