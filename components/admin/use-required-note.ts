'use client';

import { useRef, useState, type ChangeEvent } from 'react';

/**
 * An operator's note that a decision needs: its text, whether a send found it empty (the field then
 * says so, until something is typed), and `check()`, which flags an empty note and puts the focus
 * in the box. Spread `field` on the TextAreaField.
 */
export function useRequiredNote() {
  const ref = useRef<HTMLTextAreaElement>(null);
  const [value, setValue] = useState('');
  const [missing, setMissing] = useState(false);
  const check = (): boolean => {
    const empty = value.trim() === '';
    setMissing(empty);
    if (empty) ref.current?.focus();
    return !empty;
  };
  const onChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setValue(event.target.value);
    if (event.target.value.trim()) setMissing(false);
  };
  return { value: value.trim(), missing, check, clear: () => setValue(''), field: { ref, value, onChange } };
}
