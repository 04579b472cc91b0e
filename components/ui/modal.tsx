'use client';

import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslations } from 'next-intl';
import { MODAL_SOUND_VOLUME, MODAL_WIDTH } from '@/lib/constants';
import { useUiStore } from '@/stores/ui-store';
import { Button } from './button';
import styles from './modal.module.scss';

export const MODAL_SOUND_SRC = '/sounds/modal.wav';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

export function playModalSound() {
  if (!useUiStore.getState().isPlaySoundEffect) return;
  try {
    const audio = new Audio(MODAL_SOUND_SRC);
    audio.volume = MODAL_SOUND_VOLUME;
    // Autoplay policies may reject; a missing blip is not worth an error.
    void audio.play()?.catch(() => undefined);
  } catch {
    // Audio unsupported (old browser, test environment): stay silent.
  }
}

const subscribeNoop = () => () => undefined;
const useIsClient = () =>
  useSyncExternalStore(
    subscribeNoop,
    () => true,
    () => false,
  );

export type ModalProps = {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  /** Accessible name when there is no visible title. */
  ariaLabel?: string;
  children?: ReactNode;
  /** Replaces the default ok/close footer; pass null for no footer. */
  footer?: ReactNode | null;
  /** With onOk the footer shows close + ok; without it a single ok button that closes. */
  onOk?: () => void;
  okLabel?: string;
  closeLabel?: string;
  okLoading?: boolean;
  okDisabled?: boolean;
  width?: number;
  closeOnBackdrop?: boolean;
  closeOnEscape?: boolean;
  /** The X button in the title bar. */
  showCloseButton?: boolean;
  /** Open/close blip; also gated by the UI store's isPlaySoundEffect. */
  sound?: boolean;
  role?: 'dialog' | 'alertdialog';
  initialFocusRef?: RefObject<HTMLElement | null>;
  describedById?: string;
  className?: string;
  /** The panel's id, for the `aria-controls` of the button that opens it. */
  id?: string;
  /** `sheet`: rises from the bottom of the app column, as wide as the column (a menu, not a question). */
  placement?: 'center' | 'sheet';
};

// Deliberately not <dialog>.showModal(): its top layer would cover the app toast ($z-toast sits above $z-modal; the report
// form shows its errors as toasts while staying open) and make it inert, so screen readers would not announce it.
export function Modal({
  open,
  onClose,
  title,
  ariaLabel,
  children,
  footer,
  onOk,
  okLabel,
  closeLabel,
  okLoading = false,
  okDisabled = false,
  width = MODAL_WIDTH,
  closeOnBackdrop = true,
  closeOnEscape = true,
  showCloseButton = true,
  sound = true,
  role = 'dialog',
  initialFocusRef,
  describedById,
  className,
  id,
  placement = 'center',
}: ModalProps) {
  const t = useTranslations('components.modal');
  const isClient = useIsClient();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const backdropPressRef = useRef(false);
  const latest = useRef({ onClose, sound, initialFocusRef });
  useLayoutEffect(() => {
    latest.current = { onClose, sound, initialFocusRef };
  });

  useEffect(() => {
    if (!open || !isClient) return;
    const { sound: withSound, initialFocusRef: focusRef } = latest.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    if (withSound) playModalSound();

    const panel = panelRef.current;
    // A nested modal mounted in the same commit has already taken focus (child effects run first).
    const focusInOtherModal = opener?.closest('[aria-modal="true"]') && !panel?.contains(opener);
    if (!focusInOtherModal) {
      const target = focusRef?.current ?? panel?.querySelector<HTMLElement>(FOCUSABLE) ?? panel;
      target?.focus();
    }

    return () => {
      document.body.style.overflow = previousOverflow;
      if (latest.current.sound) playModalSound();
      if (opener?.isConnected) opener.focus();
    };
  }, [open, isClient]);

  if (!open || !isClient) return null;

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && closeOnEscape) {
      // Stop here so an outer modal (React tree parent through the portal) stays open.
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const panel = panelRef.current;
    if (!panel) return;
    const focusables = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) {
      event.preventDefault();
      panel.focus();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panel)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    backdropPressRef.current = event.target === event.currentTarget;
  };
  // Only a press that starts and ends on the backdrop closes: dragging a text selection out must not.
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    const startedOnBackdrop = backdropPressRef.current;
    backdropPressRef.current = false;
    if (closeOnBackdrop && startedOnBackdrop && event.target === event.currentTarget) onClose();
  };

  const defaultFooter = onOk ? (
    <>
      <Button variant="secondary" onClick={onClose}>
        {closeLabel ?? t('close')}
      </Button>
      <Button onClick={onOk} loading={okLoading} disabled={okDisabled}>
        {okLabel ?? t('ok')}
      </Button>
    </>
  ) : (
    <Button onClick={onClose}>{okLabel ?? t('ok')}</Button>
  );
  const footerContent = footer === undefined ? defaultFooter : footer;

  return createPortal(
    <div
      className={[styles.backdrop, placement === 'sheet' && styles.sheetBackdrop].filter(Boolean).join(' ')}
      onMouseDown={onBackdropMouseDown}
      onClick={onBackdropClick}
    >
      <div
        ref={panelRef}
        id={id}
        role={role}
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : ariaLabel}
        aria-describedby={describedById}
        tabIndex={-1}
        className={[styles.panel, placement === 'sheet' && styles.sheet, className].filter(Boolean).join(' ')}
        style={placement === 'sheet' ? undefined : { width }}
        onKeyDown={handleKeyDown}
      >
        {(title || showCloseButton) && (
          <div className={styles.titleBar}>
            {title ? (
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
            ) : (
              <span />
            )}
            {showCloseButton && (
              <button type="button" className={styles.closeX} aria-label={t('close')} onClick={onClose}>
                <svg width="16" height="16" viewBox="0 0 8 8" shapeRendering="crispEdges" aria-hidden="true">
                  <path fill="currentColor" d="M0 0h2v1h1v1h2V1h1V0h2v2H7v1H6v2h1v1h1v2H6V7H5V6H3v1H2v1H0V6h1V5h1V3H1V2H0z" />
                </svg>
              </button>
            )}
          </div>
        )}
        <div className={styles.body}>{children}</div>
        {footerContent !== null && <div className={styles.footer}>{footerContent}</div>}
      </div>
    </div>,
    document.body,
  );
}
