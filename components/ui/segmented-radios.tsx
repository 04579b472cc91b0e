'use client';

import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import styles from './segmented-radios.module.scss';

export type SegmentedOption<V extends string> = { value: V; label: ReactNode; disabled?: boolean };

type SegmentedRadiosProps<V extends string> = {
  /** The group's name, shown above it (or only to screen readers with `hideLegend`). */
  legend: ReactNode;
  hideLegend?: boolean;
  options: readonly SegmentedOption<V>[];
  /** The checked option; `''` or `undefined` checks none. */
  value: V | '' | undefined;
  onChange: (value: V) => void;
  /** The radios' form name; one is made up when left out. */
  name?: string;
  invalid?: boolean;
  error?: ReactNode;
  /** Stretch the segments over the whole width. */
  block?: boolean;
  className?: string;
};

/**
 * One choice out of a few as a row of joined segments. Underneath they are native radio buttons in a
 * fieldset, so a screen reader announces a radio group, Tab enters it once and the arrow keys move
 * the choice, as with any radio group.
 */
export function SegmentedRadios<V extends string>({
  legend,
  hideLegend = false,
  options,
  value,
  onChange,
  name,
  invalid = false,
  error,
  block = false,
  className,
}: SegmentedRadiosProps<V>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={clsx(styles.group, className)}
      aria-invalid={invalid || error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={clsx(styles.legend, hideLegend && styles.hidden)}>{legend}</legend>
      <div className={clsx(styles.segments, block && styles.block)}>
        {options.map((option) => (
          <label key={option.value} className={styles.segment} data-disabled={option.disabled || undefined}>
            <input
              type="radio"
              className={styles.input}
              name={name ?? id}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
            />
            <span className={styles.face}>{option.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
