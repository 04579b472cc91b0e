'use client';

import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from './help-tip.module.scss';

type HelpTipProps = {
  /** The button's accessible name, e.g. "What is the rating score?". */
  label: string;
  children: ReactNode;
  className?: string;
};

/**
 * A small "?" button that shows a short explanation beside a term: a disclosure (aria-expanded) whose
 * text also describes the button. Escape or a click elsewhere closes it.
 */
export function HelpTip({ label, children, className }: HelpTipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey, true);
    };
  }, [open]);

  return (
    <span ref={root} className={clsx(styles.tip, className)}>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-label={label}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
      >
        <span aria-hidden="true">?</span>
      </button>
      <span id={id} role="note" className={styles.bubble} hidden={!open}>
        {children}
      </span>
    </span>
  );
}
