'use client';

import { Input } from '@/components/ui/input';
import styles from './filter-box.module.scss';

/** A search box that filters a list already on the screen as one types (Enter sends nothing). */
export function FilterBox({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <form role="search" className={styles.search} onSubmit={(event) => event.preventDefault()}>
      <Input
        type="search"
        label={label}
        hideLabel
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        enterKeyHint="search"
      />
    </form>
  );
}
