'use client';

import { clsx } from 'clsx';
import { useId, useState, type ChangeEvent, type ComponentProps, type ReactNode } from 'react';
import { REPLY_MAX, REPLY_TEXTAREA_HEIGHT } from '@/lib/constants';
import { FieldMeta } from './input';
import styles from './input.module.scss';

export type TextareaProps = ComponentProps<'textarea'> & {
  label?: ReactNode;
  hideLabel?: boolean;
  error?: ReactNode;
  hint?: ReactNode;
  showCounter?: boolean;
  /** Initial height in px. */
  height?: number;
  wrapperClassName?: string;
};

export function Textarea({
  label,
  hideLabel = false,
  error,
  hint,
  showCounter = true,
  height = REPLY_TEXTAREA_HEIGHT,
  wrapperClassName,
  className,
  id,
  maxLength = REPLY_MAX,
  value,
  defaultValue,
  onChange,
  style,
  'aria-describedby': describedBy,
  ...rest
}: TextareaProps) {
  const autoId = useId();
  const fieldId = id ?? `textarea-${autoId}`;
  const errorId = `${fieldId}-error`;
  const hintId = `${fieldId}-hint`;
  const counterId = `${fieldId}-counter`;
  const [uncontrolledLength, setUncontrolledLength] = useState(String(defaultValue ?? '').length);
  const length = value !== undefined && value !== null ? String(value).length : uncontrolledLength;

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    if (value === undefined) setUncontrolledLength(event.target.value.length);
    onChange?.(event);
  };

  const describedByIds =
    [describedBy, error ? errorId : undefined, hint ? hintId : undefined, showCounter ? counterId : undefined].filter(Boolean).join(' ') ||
    undefined;

  return (
    <div className={clsx(styles.field, wrapperClassName)}>
      {label !== undefined && (
        <label htmlFor={fieldId} className={hideLabel ? 'sr-only' : styles.label}>
          {label}
        </label>
      )}
      <div className={styles.box} data-invalid={error ? true : undefined}>
        <textarea
          {...rest}
          id={fieldId}
          maxLength={maxLength}
          value={value}
          defaultValue={defaultValue}
          onChange={handleChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByIds}
          className={clsx(styles.textarea, className)}
          style={{ height, ...style }}
        />
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
