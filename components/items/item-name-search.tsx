'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState, type KeyboardEvent } from 'react';
import { itemNameSearchOptions, type ItemDto } from '@/lib/api/items';
import { ITEM_SEARCH_KEYWORD_MIN, SEARCH_DEBOUNCE_MS } from '@/lib/constants';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { GradeBadge } from './item-labels';
import styles from './item-name-search.module.scss';

export type ItemNameSearchProps = {
  label: string;
  placeholder?: string;
  onSelect: (item: ItemDto) => void;
  /** Items shown as already chosen elsewhere (greyed out, still selectable). */
  isListed?: (item: ItemDto) => boolean;
  listedLabel?: string;
  autoFocus?: boolean;
};

/**
 * Name autocomplete over `GET /v1/item/search-name/` (one character is enough,
 * debounced 300 ms). A WAI-ARIA combobox: arrows move, Enter picks, Escape closes.
 */
export function ItemNameSearch({ label, placeholder, onSelect, isListed, listedLabel, autoFocus }: ItemNameSearchProps) {
  const t = useTranslations('shared.wishlist');
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const name = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const query = useQuery(itemNameSearchOptions(name));
  const results = name.length >= ITEM_SEARCH_KEYWORD_MIN ? (query.data ?? []) : [];
  const waiting = text.trim().length >= ITEM_SEARCH_KEYWORD_MIN && (text.trim() !== name || query.isFetching);
  const expanded = open && text.trim().length >= ITEM_SEARCH_KEYWORD_MIN;

  const pick = (item: ItemDto) => {
    onSelect(item);
    setText('');
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' && results.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % results.length);
    } else if (event.key === 'ArrowUp' && results.length) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? results.length - 1 : i - 1));
    } else if (event.key === 'Enter') {
      const item = results[active] ?? (results.length === 1 ? results[0] : undefined);
      if (item) {
        event.preventDefault();
        pick(item);
      }
    } else if (event.key === 'Escape' && expanded) {
      // Close the list, not the dialog around it.
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className={styles.search}>
      <label htmlFor={`${id}-input`} className={styles.label}>
        {label}
      </label>
      <input
        id={`${id}-input`}
        className={styles.input}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${id}-opt-${active}` : undefined}
        autoComplete="off"
        autoFocus={autoFocus}
        maxLength={50}
        placeholder={placeholder}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label={label} className={styles.list} hidden={!expanded}>
        {results.map((item, index) => {
          const listed = isListed?.(item) ?? false;
          return (
            <li
              key={item.id}
              id={`${id}-opt-${index}`}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              data-listed={listed || undefined}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(item)}
            >
              <img src={item.image} alt="" width={32} height={32} className={styles.image} />
              <span className={styles.name}>{item.name}</span>
              {listed && listedLabel ? <span className={styles.listed}>{listedLabel}</span> : <GradeBadge grade={item.item_rating} />}
            </li>
          );
        })}
      </ul>
      <p className={styles.status} role="status" aria-live="polite">
        {expanded && waiting ? t('searching') : expanded && !query.isFetching && results.length === 0 ? t('noMatches') : ''}
      </p>
    </div>
  );
}
