'use client';

import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { APP_TOAST_MS, ITEM_TOAST_MS } from '@/lib/constants';
import { useUiStore } from '@/stores/ui-store';
import styles from './toast.module.scss';

type ToastViewProps = {
  message: string | null;
  /** Changes whenever a message is shown, so the same text shown twice restarts the timer. */
  showId: number;
  duration: number;
  onHide: () => void;
  placement: 'app' | 'local';
};

function ToastView({ message, showId, duration, onHide, placement }: ToastViewProps) {
  const onHideRef = useRef(onHide);
  useLayoutEffect(() => {
    onHideRef.current = onHide;
  });

  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => onHideRef.current(), duration);
    return () => window.clearTimeout(timer);
  }, [message, showId, duration]);

  // The live region stays mounted so screen readers pick up the text when it appears.
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className={styles[placement]}>
      {message ? (
        <div key={showId} className={styles.toast}>
          {message}
        </div>
      ) : null}
    </div>
  );
}

/** The app-level toast: one at a time, from the UI store, hidden after APP_TOAST_MS. Mount once in the layout. */
export function Toast({ duration = APP_TOAST_MS }: { duration?: number }) {
  const message = useUiStore((s) => (s.isToastVisible ? s.toastMessage : null));
  const toastId = useUiStore((s) => s.toastId);
  const hideToast = useUiStore((s) => s.hideToast);
  return <ToastView message={message} showId={toastId} duration={duration} onHide={hideToast} placement="app" />;
}

export const AppToast = Toast;

export type LocalToastState = {
  message: string | null;
  showId: number;
  showToast: (message: string) => void;
  hideToast: () => void;
};

/** Toast state local to one area (the item area), independent of the app toast. */
export function useLocalToast(): LocalToastState {
  const [state, setState] = useState<{ message: string | null; showId: number }>({ message: null, showId: 0 });
  const showToast = useCallback((message: string) => setState((s) => ({ message, showId: s.showId + 1 })), []);
  const hideToast = useCallback(() => setState((s) => ({ ...s, message: null })), []);
  return { ...state, showToast, hideToast };
}

/** Same as useLocalToast; named for the item area whose toast lasts ITEM_TOAST_MS. */
export const useItemToast = useLocalToast;

export type LocalToastProps = {
  toast: Pick<LocalToastState, 'message' | 'showId' | 'hideToast'>;
  duration?: number;
};

/** Renders a useLocalToast() state inside its positioned parent; hides after 3000 ms by default. */
export function LocalToast({ toast, duration = ITEM_TOAST_MS }: LocalToastProps) {
  return <ToastView message={toast.message} showId={toast.showId} duration={duration} onHide={toast.hideToast} placement="local" />;
}
