'use client';

import { useId, type ReactNode } from 'react';
import { CONFIRM_DIALOG_WIDTH } from '@/lib/constants';
import { Button } from './button';
import { Modal } from './modal';
import styles from './confirm-dialog.module.scss';

/** A small alert dialog: a title, one message that describes it, then cancel and the confirming button. */
export function AlertDialog({
  open,
  onCancel,
  title,
  message,
  cancelLabel,
  confirm,
}: {
  open: boolean;
  /** Closing the dialog (Escape, the backdrop) cancels too. */
  onCancel: () => void;
  title: ReactNode;
  message: ReactNode;
  cancelLabel: string;
  confirm: ReactNode;
}) {
  const messageId = useId();
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      role="alertdialog"
      describedById={messageId}
      width={CONFIRM_DIALOG_WIDTH}
      showCloseButton={false}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          {confirm}
        </>
      }
    >
      <p id={messageId} className={styles.message}>
        {message}
      </p>
    </Modal>
  );
}
