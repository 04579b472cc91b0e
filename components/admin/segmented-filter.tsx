'use client';

import { useId, type ReactNode } from 'react';
import styles from './admin.module.scss';

export type Segment<V extends string> = { value: V; label: ReactNode; disabled?: boolean };

type Props<V extends string> = {
  /** The group's name: its aria-label, or shown above it with `showLabel`. */
  label: string;
  showLabel?: boolean;
  /** The id of a heading on the screen that names the group instead of `label`. */
  labelledBy?: string;
  options: readonly Segment<V>[];
  /** The pressed button's value; `undefined` presses the `all` button. */
  value: V | undefined;
  /** The label of a first button that stands for no choice (`undefined`). */
  all?: ReactNode;
  onChange: (value: V | undefined) => void;
};

/**
 * One choice out of a few as a row of toggle buttons (aria-pressed) in a named group: the status and
 * type filters of the administration's queues and lists, an inquiry's status move.
 */
export function SegmentedFilter<V extends string>({ label, showLabel = false, labelledBy, options, value, all, onChange }: Props<V>) {
  const id = useId();
  const group = (
    <div
      className={styles.segmented}
      role="group"
      aria-label={labelledBy || showLabel ? undefined : label}
      aria-labelledby={labelledBy ?? (showLabel ? id : undefined)}
    >
      {all !== undefined && (
        <button type="button" aria-pressed={value === undefined} onClick={() => onChange(undefined)}>
          {all}
        </button>
      )}
      {options.map((o) => (
        <button key={o.value} type="button" aria-pressed={value === o.value} disabled={o.disabled} onClick={() => onChange(o.value)}>
          {o.label}
        </button>
      ))}
    </div>
  );
  if (!showLabel) return group;
  return (
    <div className={styles.field}>
      <span className={styles.label} id={id}>
        {label}
      </span>
      {group}
    </div>
  );
}
