'use client';

import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import { REPLY_MAX, REPLY_TEXTAREA_HEIGHT } from '@/lib/constants';
import { FieldFrame, useField } from './field-frame';
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
  const field = useField({ id, prefix: 'textarea', value, defaultValue, onChange, maxLength, error, hint, showCounter, describedBy });
  return (
    <FieldFrame field={field} label={label} hideLabel={hideLabel} error={error} hint={hint} className={wrapperClassName}>
      <textarea
        {...rest}
        id={field.id}
        maxLength={maxLength}
        value={value}
        defaultValue={defaultValue}
        onChange={field.onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={field.describedBy}
        className={clsx(styles.textarea, className)}
        style={{ height, ...style }}
      />
    </FieldFrame>
  );
}
