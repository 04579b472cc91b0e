'use client';

import { useId } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { loginPathFor } from '@/lib/auth/next-path';
import { CONFIRM_DIALOG_WIDTH } from '@/lib/constants';
import { useUiStore } from '@/stores/ui-store';
import { Button } from './button';
import { Modal } from './modal';
import styles from './confirm-dialog.module.scss';

export const LOGIN_PATH = '/login';

export type LoginRequiredDialogProps = {
  open: boolean;
  onClose: () => void;
};

/** "Log in now or later": 'login' goes to /login (and back here afterwards) and closes, 'later' only closes. */
export function LoginRequiredDialog({ open, onClose }: LoginRequiredDialogProps) {
  const t = useTranslations('components.loginRequired');
  const router = useRouter();
  const pathname = usePathname();
  const messageId = useId();

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('title')}
      role="alertdialog"
      describedById={messageId}
      width={CONFIRM_DIALOG_WIDTH}
      showCloseButton={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('later')}
          </Button>
          <Button
            onClick={() => {
              router.push(pathname && pathname !== LOGIN_PATH ? loginPathFor(pathname) : LOGIN_PATH);
              onClose();
            }}
          >
            {t('login')}
          </Button>
        </>
      }
    >
      <p id={messageId} className={styles.message}>
        {t('message')}
      </p>
    </Modal>
  );
}

/** App-wide instance driven by the UI store's login modal flag (openLoginModal()). */
export function LoginRequiredHost() {
  const open = useUiStore((s) => s.isLoginModalOpen);
  const close = useUiStore((s) => s.closeLoginModal);
  return <LoginRequiredDialog open={open} onClose={close} />;
}
