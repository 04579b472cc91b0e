'use client';

import { useCombobox } from 'downshift';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useMemo, useState, type Ref } from 'react';
import { PixelPath } from '@/components/ui/pixel-icon';
import { filterZones, zoneDetail, zoneOptions, type ZoneOption } from '@/lib/push/zones';
import styles from './zone-picker.module.scss';

/** Rows drawn at once: naming a zone's offset costs a few ms, and 400 rows help nobody. */
const SHOWN_MAX = 40;

export type ZonePickerProps = {
  value: string;
  onChange: (zone: string) => void;
  /** Zones listed first (the reader's language's zone). */
  first?: readonly string[];
  disabled?: boolean;
  invalid?: boolean;
  'aria-describedby'?: string;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
};

/** A searchable list of the IANA time zones, named in the reader's language (downshift's combobox). */
export function ZonePicker({
  value,
  onChange,
  first = [],
  disabled = false,
  invalid = false,
  'aria-describedby': describedBy,
  onBlur,
  ref,
}: ZonePickerProps) {
  const t = useTranslations('push.zone');
  const locale = useLocale();
  const id = useId();
  const all = useMemo(() => zoneOptions(locale, [value, ...first, 'UTC']), [locale, value, first]);
  const selected = all.find((option) => option.value === value) ?? null;
  const [query, setQuery] = useState('');
  const matches = useMemo(() => filterZones(all, query), [all, query]);
  const shown = matches.slice(0, SHOWN_MAX);

  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps, getToggleButtonProps } =
    useCombobox<ZoneOption>({
      items: shown,
      selectedItem: selected,
      itemToString: (option) => option?.label ?? '',
      itemToKey: (option) => option?.value,
      inputId: `${id}-input`,
      labelId: `${id}-label`,
      menuId: `${id}-listbox`,
      getItemId: (index) => `${id}-option-${index}`,
      onInputValueChange: ({ inputValue, type }) => {
        // Typing searches; picking or leaving shows the chosen zone's name again.
        if (type === useCombobox.stateChangeTypes.InputChange) setQuery(inputValue);
        else setQuery('');
      },
      onSelectedItemChange: ({ selectedItem }) => {
        if (selectedItem && selectedItem.value !== value) onChange(selectedItem.value);
      },
    });

  const detailId = `${id}-detail`;
  return (
    <div className={styles.field}>
      <label {...getLabelProps({ className: styles.label })}>{t('label')}</label>
      <div className={styles.control}>
        <input
          // eslint-disable-next-line react-hooks/refs -- downshift's getter only merges the ref with its own; nothing reads it during render
          {...getInputProps({
            ref,
            onBlur,
            disabled,
            placeholder: t('placeholder'),
            className: styles.input,
            'aria-invalid': invalid || undefined,
            'aria-describedby': [detailId, describedBy].filter(Boolean).join(' '),
          })}
          autoComplete="off"
          spellCheck={false}
        />
        <button type="button" {...getToggleButtonProps({ disabled, className: styles.toggle, 'aria-label': t('showAll'), tabIndex: -1 })}>
          <PixelPath width={14} height={8} viewBox="0 0 7 4" d="M0 0h7v1H6v1H5v1H4v1H3V3H2V2H1V1H0z" />
        </button>
        <ul {...getMenuProps({ className: styles.menu, 'aria-label': t('label') })} hidden={!isOpen}>
          {isOpen &&
            shown.map((option, index) => (
              <li
                key={option.value}
                {...getItemProps({ item: option, index, className: styles.option })}
                data-highlighted={highlightedIndex === index || undefined}
                data-selected={option.value === value || undefined}
              >
                <span className={styles.optionLabel}>{option.label}</span>
                <span className={styles.optionDetail}>{zoneDetail(locale, option.value)}</span>
              </li>
            ))}
          {isOpen && matches.length === 0 && (
            <li className={styles.more} role="presentation">
              {t('none')}
            </li>
          )}
          {isOpen && matches.length > shown.length && (
            <li className={styles.more} role="presentation">
              {t('more', { count: matches.length - shown.length })}
            </li>
          )}
        </ul>
      </div>
      <p id={detailId} className={styles.detail}>
        {selected ? zoneDetail(locale, selected.value) : value}
      </p>
    </div>
  );
}
