import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithIntl } from '@/test/render-with-intl';
import { INPUT_MAX_LENGTH } from '@/lib/constants';
import { Input } from './input';
import { Textarea } from './textarea';

describe('Input', () => {
  it('is labelled and has the default max length of 100', () => {
    renderWithIntl(<Input label="닉네임" />);
    const input = screen.getByRole('textbox', { name: '닉네임' });
    expect(input).toHaveAttribute('maxLength', String(INPUT_MAX_LENGTH));
  });

  it('lets the caller change the max length', () => {
    renderWithIntl(<Input label="닉네임" maxLength={10} />);
    expect(screen.getByRole('textbox', { name: '닉네임' })).toHaveAttribute('maxLength', '10');
  });

  it('marks the field invalid and describes it with the error text', () => {
    renderWithIntl(<Input label="이메일" error="이메일 형식이 올바르지 않아요" />);
    const input = screen.getByRole('textbox', { name: '이메일' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('이메일 형식이 올바르지 않아요');
  });

  it('is not marked invalid without an error', () => {
    renderWithIntl(<Input label="이메일" />);
    expect(screen.getByRole('textbox', { name: '이메일' })).not.toHaveAttribute('aria-invalid');
  });

  it('toggles password visibility with a translated button', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Input label="비밀번호" type="password" />);
    const field = screen.getByLabelText('비밀번호', { selector: 'input' });
    expect(field).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: '비밀번호 보기' }));
    expect(field).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: '비밀번호 숨기기' }));
    expect(field).toHaveAttribute('type', 'password');
  });

  it('translates the toggle into Traditional Chinese', () => {
    renderWithIntl(<Input label="密碼" type="password" />, { locale: 'zh-TW' });
    expect(screen.getByRole('button', { name: '顯示密碼' })).toBeInTheDocument();
  });

  it('calls onEnter with the value when Enter is pressed', async () => {
    const onEnter = jest.fn();
    renderWithIntl(<Input label="검색" onEnter={onEnter} />);
    await userEvent.type(screen.getByRole('textbox', { name: '검색' }), '슬라임{Enter}');
    expect(onEnter).toHaveBeenCalledTimes(1);
    expect(onEnter.mock.calls[0]?.[0]).toBe('슬라임');
  });

  it('does not call onEnter while an IME is composing (Korean/Chinese input)', () => {
    const onEnter = jest.fn();
    renderWithIntl(<Input label="검색" onEnter={onEnter} />);
    const input = screen.getByRole('textbox', { name: '검색' });
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 229 });
    expect(onEnter).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onEnter).toHaveBeenCalledTimes(1);
  });

  it('shows a character counter that follows typing', async () => {
    renderWithIntl(<Input label="제목" showCounter maxLength={35} />);
    const input = screen.getByRole('textbox', { name: '제목' });
    expect(screen.getByText('0/35')).toBeInTheDocument();
    await userEvent.type(input, '안녕');
    expect(screen.getByText('2/35')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('35자 중 2자 입력');
  });

  it('counts a controlled value', () => {
    function Controlled() {
      const [v, setV] = useState('abc');
      return <Input label="제목" showCounter value={v} onChange={(e) => setV(e.target.value)} />;
    }
    renderWithIntl(<Controlled />);
    expect(screen.getByText('3/100')).toBeInTheDocument();
  });
});

describe('Textarea', () => {
  it('has a label, a counter and the reply defaults', async () => {
    renderWithIntl(<Textarea label="댓글" />);
    const area = screen.getByRole('textbox', { name: '댓글' });
    expect(area).toHaveAttribute('maxLength', '3500');
    expect(area).toHaveStyle({ height: '60px' });
    await userEvent.type(area, '좋아요');
    expect(screen.getByText('3/3500')).toBeInTheDocument();
  });

  it('shows errors like the input', () => {
    renderWithIntl(<Textarea label="신고 내용" maxLength={500} error="내용을 입력해 주세요" />);
    const area = screen.getByRole('textbox', { name: '신고 내용' });
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription(/내용을 입력해 주세요/);
  });
});
