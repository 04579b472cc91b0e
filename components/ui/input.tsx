'use client';

import { clsx } from 'clsx';
import { useState, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { INPUT_MAX_LENGTH } from '@/lib/constants';
import { FieldFrame, useField } from './field-frame';
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
  const field = useField({ id, prefix: 'input', value, defaultValue, onChange, maxLength, error, hint, showCounter, describedBy });
  const [passwordVisible, setPasswordVisible] = useState(false);
  const isPassword = type === 'password';

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    // keyCode 229 is what some browsers report for keys consumed by the IME.
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || event.keyCode === 229) return;
    if (event.defaultPrevented) return;
    onEnter?.(event.currentTarget.value, event);
  };

  return (
    <FieldFrame field={field} label={label} hideLabel={hideLabel} error={error} hint={hint} className={wrapperClassName}>
      <input
        {...rest}
        id={field.id}
        type={isPassword && passwordVisible ? 'text' : type}
        maxLength={maxLength}
        value={value}
        defaultValue={defaultValue}
        onChange={field.onChange}
        onKeyDown={handleKeyDown}
        aria-invalid={error ? true : undefined}
        aria-describedby={field.describedBy}
        className={clsx(styles.input, className)}
      />
      {isPassword && (
        <button
          type="button"
          className={styles.toggle}
          aria-label={passwordVisible ? t('hidePassword') : t('showPassword')}
          aria-controls={field.id}
          onClick={() => setPasswordVisible((v) => !v)}
        >
          <EyeIcon open={!passwordVisible} />
        </button>
      )}
      {trailing}
    </FieldFrame>
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
