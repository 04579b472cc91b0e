import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithIntl } from '@/test/render-with-intl';
import { useUserStore } from '@/stores/user-store';
import { useUiStore } from '@/stores/ui-store';
import { ConfirmDialog, type ConfirmDialogProps, type ConfirmKind } from './confirm-dialog';
import { LoginRequiredHost } from './login-required-dialog';

const push = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, back: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/community',
}));

function signIn() {
  act(() => useUserStore.setState({ userToken: 'token-1', isAuthenticated: true }));
}
function signOut() {
  act(() => useUserStore.setState({ userToken: null, isAuthenticated: false }));
}

beforeEach(() => {
  push.mockClear();
  act(() => useUiStore.setState({ isPlaySoundEffect: false, isLoginModalOpen: false }));
  signIn();
});

function setup(props: Partial<ConfirmDialogProps> & { kind: ConfirmKind }) {
  const handlers = { onClose: jest.fn(), onConfirm: jest.fn(), onCancel: jest.fn() };
  const utils = renderWithIntl(<ConfirmDialog open {...handlers} {...props} />);
  return { ...handlers, ...utils };
}

/** Caller that owns visibility the way pages do. */
function Owner({ kind, onConfirm }: { kind: ConfirmKind; onConfirm: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <span>{open ? 'visible' : 'hidden'}</span>
      <ConfirmDialog kind={kind} open={open} onClose={() => setOpen(false)} onConfirm={onConfirm} />
    </>
  );
}

describe('ConfirmDialog', () => {
  it.each([
    ['delete', '삭제할까요?', '삭제'],
    ['report', '신고할까요?', '신고'],
    ['block', '이 사용자를 차단할까요?', '차단'],
    ['execute', '진행할까요?', '확인'],
  ] as const)('shows the translated %s confirmation at the confirm width', (kind, title, confirm) => {
    setup({ kind });
    const dialog = screen.getByRole('alertdialog', { name: title });
    expect(dialog).toHaveStyle({ width: '351px' });
    expect(screen.getByRole('button', { name: confirm })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '취소' })).toBeInTheDocument();
  });

  it('renders nothing while closed', () => {
    setup({ kind: 'delete', open: false });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('lets the caller override the texts', () => {
    setup({ kind: 'execute', title: '탈퇴할까요?', message: '30일 동안 재가입할 수 없어요.', confirmLabel: '탈퇴' });
    expect(screen.getByRole('alertdialog', { name: '탈퇴할까요?' })).toHaveAccessibleDescription('30일 동안 재가입할 수 없어요.');
    expect(screen.getByRole('button', { name: '탈퇴' })).toBeInTheDocument();
  });

  describe('login requirement', () => {
    it.each(['delete', 'report', 'block'] as const)('opens the login-required dialog instead of %s when there is no token', (kind) => {
      signOut();
      const { onConfirm } = setup({ kind });
      expect(screen.getByRole('alertdialog', { name: '로그인이 필요해요' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '취소' })).not.toBeInTheDocument();
      expect(onConfirm).not.toHaveBeenCalled();
    });

    it('does not require login for execute by default', () => {
      signOut();
      setup({ kind: 'execute' });
      expect(screen.getByRole('alertdialog', { name: '진행할까요?' })).toBeInTheDocument();
    });

    it('lets the caller switch the requirement off for delete', () => {
      signOut();
      setup({ kind: 'delete', requireLogin: false });
      expect(screen.getByRole('alertdialog', { name: '삭제할까요?' })).toBeInTheDocument();
    });

    it('lets the caller switch it on for execute', () => {
      signOut();
      setup({ kind: 'execute', requireLogin: true });
      expect(screen.getByRole('alertdialog', { name: '로그인이 필요해요' })).toBeInTheDocument();
    });

    it("'login' goes to /login (back here afterwards) and closes the dialog", async () => {
      signOut();
      const { onClose, onCancel } = setup({ kind: 'report' });
      await userEvent.click(screen.getByRole('button', { name: '로그인' }));
      expect(push).toHaveBeenCalledWith('/login?next=%2Fcommunity');
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(onCancel).not.toHaveBeenCalled();
    });

    it("'later' only closes the dialog", async () => {
      signOut();
      const { onClose, onConfirm, onCancel } = setup({ kind: 'block' });
      await userEvent.click(screen.getByRole('button', { name: '나중에' }));
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(push).not.toHaveBeenCalled();
      expect(onConfirm).not.toHaveBeenCalled();
      expect(onCancel).not.toHaveBeenCalled();
    });

    it('is translated for zh-TW', () => {
      signOut();
      renderWithIntl(<ConfirmDialog kind="delete" open onClose={jest.fn()} onConfirm={jest.fn()} />, {
        locale: 'zh-TW',
      });
      expect(screen.getByRole('alertdialog', { name: '需要登入' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '登入' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '稍後再說' })).toBeInTheDocument();
    });
  });

  describe('confirm', () => {
    it.each(['report', 'block'] as const)('runs the action and closes for %s', async (kind) => {
      const onConfirm = jest.fn();
      renderWithIntl(<Owner kind={kind} onConfirm={onConfirm} />);
      await userEvent.click(screen.getByRole('button', { name: kind === 'report' ? '신고' : '차단' }));
      expect(onConfirm).toHaveBeenCalledTimes(1);
      expect(screen.getByText('hidden')).toBeInTheDocument();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });

    it('runs the action for delete but leaves visibility to the caller', async () => {
      const onConfirm = jest.fn();
      renderWithIntl(<Owner kind="delete" onConfirm={onConfirm} />);
      await userEvent.click(screen.getByRole('button', { name: '삭제' }));
      expect(onConfirm).toHaveBeenCalledTimes(1);
      expect(screen.getByText('visible')).toBeInTheDocument();
      expect(screen.getByRole('alertdialog', { name: '삭제할까요?' })).toBeInTheDocument();
    });

    it('hides a delete dialog when the caller sets open to false', () => {
      const props = { kind: 'delete' as const, onClose: jest.fn(), onConfirm: jest.fn() };
      const { rerender } = renderWithIntl(<ConfirmDialog open {...props} />);
      expect(screen.getByRole('alertdialog')).toBeInTheDocument();
      rerender(<ConfirmDialog open={false} {...props} />);
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });

    it('does nothing while loading', async () => {
      const { onConfirm, onClose } = setup({ kind: 'report', loading: true });
      const confirm = screen.getByRole('button', { name: '신고' });
      expect(confirm).toHaveAttribute('aria-busy', 'true');
      await userEvent.click(confirm);
      expect(onConfirm).not.toHaveBeenCalled();
      expect(onClose).not.toHaveBeenCalled();
    });
  });

  describe('cancel', () => {
    it('closes and runs the optional cancel handler', async () => {
      const { onClose, onCancel, onConfirm } = setup({ kind: 'delete' });
      await userEvent.click(screen.getByRole('button', { name: '취소' }));
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(onCancel).toHaveBeenCalledTimes(1);
      expect(onConfirm).not.toHaveBeenCalled();
    });

    it('works without a cancel handler', async () => {
      const onClose = jest.fn();
      renderWithIntl(<ConfirmDialog kind="execute" open onClose={onClose} onConfirm={jest.fn()} />);
      await userEvent.click(screen.getByRole('button', { name: '취소' }));
      expect(onClose).toHaveBeenCalledTimes(1);
    });

    it('treats Escape as cancel', async () => {
      const { onClose, onCancel } = setup({ kind: 'block' });
      await userEvent.keyboard('{Escape}');
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(onCancel).toHaveBeenCalledTimes(1);
    });

    it('puts focus on cancel first, the safe choice', () => {
      setup({ kind: 'delete' });
      expect(screen.getByRole('button', { name: '취소' })).toHaveFocus();
    });
  });
});

describe('LoginRequiredHost', () => {
  it('follows the UI store login modal flag', async () => {
    renderWithIntl(<LoginRequiredHost />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    act(() => useUiStore.getState().openLoginModal());
    expect(screen.getByRole('alertdialog', { name: '로그인이 필요해요' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '나중에' }));
    expect(useUiStore.getState().isLoginModalOpen).toBe(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
