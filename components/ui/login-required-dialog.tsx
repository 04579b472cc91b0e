'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { loginPathFor } from '@/lib/auth/next-path';
import { useUiStore } from '@/stores/ui-store';
import { AlertDialog } from './alert-dialog';
import { Button } from './button';

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

  return (
    <AlertDialog
      open={open}
      onCancel={onClose}
      title={t('title')}
      message={t('message')}
      cancelLabel={t('later')}
      confirm={
        <Button
          onClick={() => {
            router.push(pathname && pathname !== LOGIN_PATH ? loginPathFor(pathname) : LOGIN_PATH);
            onClose();
          }}
        >
          {t('login')}
        </Button>
      }
    />
  );
}

/** App-wide instance driven by the UI store's login modal flag (openLoginModal()). */
export function LoginRequiredHost() {
  const open = useUiStore((s) => s.isLoginModalOpen);
  const close = useUiStore((s) => s.closeLoginModal);
  return <LoginRequiredDialog open={open} onClose={close} />;
}
