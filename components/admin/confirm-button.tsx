'use client';

import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** A button that asks first ("Delete … ?") and runs `onConfirm` once confirmed. */
export function ConfirmButton({
  message,
  confirmLabel,
  onConfirm,
  loading,
  children,
  danger = false,
  ...button
}: Omit<ButtonProps, 'onClick'> & {
  message: ReactNode;
  confirmLabel?: string;
  onConfirm: () => Promise<unknown> | void;
  danger?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button {...button} variant={button.variant ?? (danger ? 'danger' : 'secondary')} loading={loading} onClick={() => setOpen(true)}>
        {children}
      </Button>
      <ConfirmDialog
        kind={danger ? 'delete' : 'execute'}
        requireLogin={false}
        open={open}
        loading={loading}
        title={typeof children === 'string' ? children : undefined}
        message={message}
        confirmLabel={confirmLabel ?? (typeof children === 'string' ? children : undefined)}
        onClose={() => setOpen(false)}
        onConfirm={async () => {
          try {
            await onConfirm();
          } finally {
            setOpen(false);
          }
        }}
      />
    </>
  );
}
