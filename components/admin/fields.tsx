'use client';

import { clsx } from 'clsx';
import { useId, type ComponentProps, type ReactNode } from 'react';
import styles from './admin.module.scss';

type Common = { label: ReactNode; error?: string; hint?: ReactNode; className?: string };

function Frame({ id, label, error, hint, className, children }: Common & { id: string; children: ReactNode }) {
  return (
    <div className={clsx(styles.field, className)}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** What ties a control to its frame: its id, the look, the invalid state and the messages that describe it. */
const controlProps = (id: string, error?: string, hint?: ReactNode, mono?: boolean) => ({
  id,
  className: clsx(styles.control, mono && styles.mono),
  'aria-invalid': error ? true : undefined,
  'aria-describedby': [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined,
});

export function TextField({ label, error, hint, className, mono, ...rest }: Common & ComponentProps<'input'> & { mono?: boolean }) {
  const id = useId();
  return (
    <Frame id={id} label={label} error={error} hint={hint} className={className}>
      <input {...controlProps(id, error, hint, mono)} {...rest} />
    </Frame>
  );
}

export function TextAreaField({ label, error, hint, className, mono, ...rest }: Common & ComponentProps<'textarea'> & { mono?: boolean }) {
  const id = useId();
  return (
    <Frame id={id} label={label} error={error} hint={hint} className={className}>
      <textarea {...controlProps(id, error, hint, mono)} {...rest} />
    </Frame>
  );
}

export type Option = { value: string; label: string };

export function SelectField({
  label,
  error,
  hint,
  className,
  options,
  ...rest
}: Common & ComponentProps<'select'> & { options: Option[] }) {
  const id = useId();
  return (
    <Frame id={id} label={label} error={error} hint={hint} className={className}>
      <select {...controlProps(id, error, hint)} {...rest}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

export function CheckField({
  label,
  className,
  ...rest
}: { label: ReactNode; className?: string } & Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <label className={clsx(styles.check, className)}>
      <input type="checkbox" {...rest} />
      <span>{label}</span>
    </label>
  );
}
