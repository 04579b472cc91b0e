'use client';

import { clsx } from 'clsx';
import { useId, useState, type ChangeEvent, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { INPUT_MAX_LENGTH } from '@/lib/constants';
import styles from './input.module.scss';

export type InputProps = Omit<ComponentProps<'input'>, 'size'> & {
  label?: ReactNode;
  /** Hide the label visually but keep it for screen readers. */
  hideLabel?: boolean;
  error?: ReactNode;
  hint?: ReactNode;
  /** Called on Enter, but never while an IME (Korean, Chinese) is still composing. */
  onEnter?: (value: string, event: KeyboardEvent<HTMLInputElement>) => void;
  showCounter?: boolean;
  /** Element shown at the end of the field (e.g. a search button). */
  trailing?: ReactNode;
  wrapperClassName?: string;
};

export function Input({
  label,
  hideLabel = false,
  error,
  hint,
  onEnter,
  showCounter = false,
  trailing,
  wrapperClassName,
  className,
  id,
  type = 'text',
  maxLength = INPUT_MAX_LENGTH,
  value,
  defaultValue,
  onChange,
  onKeyDown,
  'aria-describedby': describedBy,
  ...rest
}: InputProps) {
  const t = useTranslations('components.input');
  const autoId = useId();
  const inputId = id ?? `input-${autoId}`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const counterId = `${inputId}-counter`;
  const [passwordVisible, setPasswordVisible] = useState(false);
  const [uncontrolledLength, setUncontrolledLength] = useState(String(defaultValue ?? '').length);
  const length = value !== undefined && value !== null ? String(value).length : uncontrolledLength;
  const isPassword = type === 'password';

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (value === undefined) setUncontrolledLength(event.target.value.length);
    onChange?.(event);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    // keyCode 229 is what some browsers report for keys consumed by the IME.
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || event.keyCode === 229) return;
    if (event.defaultPrevented) return;
    onEnter?.(event.currentTarget.value, event);
  };

  const describedByIds =
    [describedBy, error ? errorId : undefined, hint ? hintId : undefined, showCounter ? counterId : undefined].filter(Boolean).join(' ') ||
    undefined;

  return (
    <div className={clsx(styles.field, wrapperClassName)}>
      {label !== undefined && (
        <label htmlFor={inputId} className={hideLabel ? 'sr-only' : styles.label}>
          {label}
        </label>
      )}
      <div className={styles.box} data-invalid={error ? true : undefined}>
        <input
          {...rest}
          id={inputId}
          type={isPassword && passwordVisible ? 'text' : type}
          maxLength={maxLength}
          value={value}
          defaultValue={defaultValue}
          onChange={handleChange}
          onKeyDown={handleKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByIds}
          className={clsx(styles.input, className)}
        />
        {isPassword && (
          <button
            type="button"
            className={styles.toggle}
            aria-label={passwordVisible ? t('hidePassword') : t('showPassword')}
            aria-controls={inputId}
            onClick={() => setPasswordVisible((v) => !v)}
          >
            <EyeIcon open={!passwordVisible} />
          </button>
        )}
        {trailing}
      </div>
      <FieldMeta
        error={error}
        errorId={errorId}
        hint={hint}
        hintId={hintId}
        counter={showCounter ? { id: counterId, count: length, max: maxLength } : undefined}
      />
    </div>
  );
}

export function FieldMeta({
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

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 10 10" shapeRendering="crispEdges" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M3 3h4v1h1v1h1v1H8v1H7v1H3V7H2V6H1V5h1V4h1z" />
      <path fill="#fbf3dc" d="M3 4h4v1h1v1H7v1H3V6H2V5h1z" />
      <path fill="currentColor" d="M4 4h2v3H4z" />
      {!open && <path fill="currentColor" d="M1 1h1v1h1v1h1v1h1v1h1v1h1v1h1v1h1v1H8V8H7V7H6V6H5V5H4V4H3V3H2V2H1z" />}
    </svg>
  );
}
