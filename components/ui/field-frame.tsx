'use client';

import { clsx } from 'clsx';
import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import styles from './input.module.scss';

type FieldOptions<E extends HTMLInputElement | HTMLTextAreaElement> = {
  /** The control's own id, else one made from `prefix`. */
  id?: string;
  prefix: string;
  value?: unknown;
  defaultValue?: unknown;
  onChange?: (event: ChangeEvent<E>) => void;
  maxLength: number;
  error?: ReactNode;
  hint?: ReactNode;
  showCounter: boolean;
  describedBy?: string;
};

/**
 * What Input and Textarea share: the ids of the control and its messages, the length the counter
 * shows (followed while the control is uncontrolled) and the control's aria-describedby.
 */
export function useField<E extends HTMLInputElement | HTMLTextAreaElement>({
  id,
  prefix,
  value,
  defaultValue,
  onChange,
  maxLength,
  error,
  hint,
  showCounter,
  describedBy,
}: FieldOptions<E>) {
  const autoId = useId();
  const fieldId = id ?? `${prefix}-${autoId}`;
  const errorId = `${fieldId}-error`;
  const hintId = `${fieldId}-hint`;
  const counterId = `${fieldId}-counter`;
  const [uncontrolledLength, setUncontrolledLength] = useState(String(defaultValue ?? '').length);
  const length = value !== undefined && value !== null ? String(value).length : uncontrolledLength;
  return {
    id: fieldId,
    errorId,
    hintId,
    counter: showCounter ? { id: counterId, count: length, max: maxLength } : undefined,
    describedBy:
      [describedBy, error ? errorId : undefined, hint ? hintId : undefined, showCounter ? counterId : undefined]
        .filter(Boolean)
        .join(' ') || undefined,
    onChange: (event: ChangeEvent<E>) => {
      if (value === undefined) setUncontrolledLength(event.target.value.length);
      onChange?.(event);
    },
  };
}

/** The label, the framed box around the control (and what sits beside it), then the messages and counter. */
export function FieldFrame({
  field,
  label,
  hideLabel = false,
  error,
  hint,
  className,
  children,
}: {
  field: Pick<ReturnType<typeof useField>, 'id' | 'errorId' | 'hintId' | 'counter'>;
  label?: ReactNode;
  /** Hide the label visually but keep it for screen readers. */
  hideLabel?: boolean;
  error?: ReactNode;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={clsx(styles.field, className)}>
      {label !== undefined && (
        <label htmlFor={field.id} className={hideLabel ? 'sr-only' : styles.label}>
          {label}
        </label>
      )}
      <div className={styles.box} data-invalid={error ? true : undefined}>
        {children}
      </div>
      <FieldMeta error={error} errorId={field.errorId} hint={hint} hintId={field.hintId} counter={field.counter} />
    </div>
  );
}

function FieldMeta({
  error,
  errorId,
  hint,
  hintId,
  counter,
}: {
  error?: ReactNode;
  errorId: string;
  hint?: ReactNode;
  hintId: string;
  counter?: { id: string; count: number; max: number };
}) {
  const t = useTranslations('components.input');
  if (!error && !hint && !counter) return null;
  return (
    <div className={styles.meta}>
      <div className={styles.messages}>
        {error ? (
          <p id={errorId} className={styles.error}>
            {error}
          </p>
        ) : null}
        {hint ? (
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
        ) : null}
      </div>
      {counter && (
        <span id={counter.id} className={styles.counter}>
          <span aria-hidden="true">{t('counter', counter)}</span>
          <span className="sr-only">{t('counterLabel', counter)}</span>
        </span>
      )}
    </div>
  );
}
