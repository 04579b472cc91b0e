'use client';

import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import styles from './auth.module.scss';

/** A step's heading; give it the ref from useStepFocus so it takes focus when its step opens. */
export function StepHeading({
  title,
  description,
  headingRef,
}: {
  title: ReactNode;
  description?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <div className={styles.headingGroup}>
      <h2 ref={headingRef} tabIndex={-1} className={styles.heading}>
        {title}
      </h2>
      {description ? <p className={styles.description}>{description}</p> : null}
    </div>
  );
}

/**
 * Moves focus to the current step's heading whenever `step` changes (never on the first
 * render), so keyboard and screen-reader users start reading the new step from its top.
 */
export function useStepFocus(step: string) {
  const ref = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    ref.current?.focus();
  }, [step]);
  return ref;
}
