'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useUserStore } from '@/stores/user-store';
import { AlertDialog } from './alert-dialog';
import { Button } from './button';
import { LoginRequiredDialog } from './login-required-dialog';

export type ConfirmKind = 'delete' | 'report' | 'block' | 'execute';

export type ConfirmDialogProps = {
  kind: ConfirmKind;
  /** Visibility is owned by the caller. */
  open: boolean;
  /** Hide the dialog (the caller sets `open` to false). */
  onClose: () => void;
  onConfirm: () => void;
  onCancel?: () => void;
  /** While true, confirm does nothing and shows a busy state. */
  loading?: boolean;
  /** Defaults to true for delete, report and block; false for execute. */
  requireLogin?: boolean;
  title?: ReactNode;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
};

const LOGIN_REQUIRED_BY_DEFAULT: Record<ConfirmKind, boolean> = {
  delete: true,
  report: true,
  block: true,
  execute: false,
};

// Report and block close themselves after confirm; delete (and execute) leave it to the caller,
// which typically keeps the dialog up while the request runs.
const CLOSES_ON_CONFIRM: Record<ConfirmKind, boolean> = {
  delete: false,
  report: true,
  block: true,
  execute: false,
};

export function ConfirmDialog({
  kind,
  open,
  onClose,
  onConfirm,
  onCancel,
  loading = false,
  requireLogin,
  title,
  message,
  confirmLabel,
  cancelLabel,
}: ConfirmDialogProps) {
  const t = useTranslations('components.confirm');
  const userToken = useUserStore((s) => s.userToken);
  const needsLogin = requireLogin ?? LOGIN_REQUIRED_BY_DEFAULT[kind];

  if (open && needsLogin && !userToken) {
    return <LoginRequiredDialog open onClose={onClose} />;
  }

  const handleCancel = () => {
    onClose();
    onCancel?.();
  };

  const handleConfirm = () => {
    if (loading) return;
    onConfirm();
    if (CLOSES_ON_CONFIRM[kind]) onClose();
  };

  return (
    <AlertDialog
      open={open}
      onCancel={handleCancel}
      title={title ?? t(`${kind}.title`)}
      message={message ?? t(`${kind}.message`)}
      cancelLabel={cancelLabel ?? t('cancel')}
      confirm={
        <Button variant={kind === 'execute' ? 'primary' : 'danger'} loading={loading} onClick={handleConfirm}>
          {confirmLabel ?? t(`${kind}.confirm`)}
        </Button>
      }
    />
  );
}
