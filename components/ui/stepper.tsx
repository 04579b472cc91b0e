'use client';

import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import type { Ref } from 'react';
import styles from './stepper.module.scss';

type StepperProps = {
  /** The number as typed; a blank or bad entry is left for the form to report. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The field's accessible name (e.g. "황금 왕관 수량"). */
  label: string;
  min?: number;
  max: number;
  invalid?: boolean;
  'aria-describedby'?: string;
  ref?: Ref<HTMLInputElement>;
  className?: string;
};

const WHOLE = /^\d+$/;

/** A whole-number field between − and + buttons that stop at `min` and `max`. */
export function Stepper({ value, onChange, onBlur, label, min = 1, max, invalid = false, ref, className, ...aria }: StepperProps) {
  const t = useTranslations('components.stepper');
  const current = WHOLE.test(value.trim()) ? Number(value.trim()) : NaN;
  const step = (by: number) => {
    const from = Number.isNaN(current) ? min : current;
    onChange(String(Math.min(max, Math.max(min, from + by))));
  };
  return (
    <span className={clsx(styles.stepper, className)} data-invalid={invalid || undefined}>
      <button
        type="button"
        className={styles.button}
        aria-label={t('decrease', { label })}
        disabled={!Number.isNaN(current) && current <= min}
        onClick={() => step(-1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        ref={ref}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={aria['aria-describedby']}
        className={styles.input}
        value={value}
        maxLength={String(max).length + 1}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        onKeyDown={(event) => {
          if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
            event.preventDefault();
            step(event.key === 'ArrowUp' ? 1 : -1);
          }
        }}
      />
      <button
        type="button"
        className={styles.button}
        aria-label={t('increase', { label })}
        disabled={!Number.isNaN(current) && current >= max}
        onClick={() => step(1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </span>
  );
}
