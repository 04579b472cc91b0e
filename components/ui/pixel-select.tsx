'use client';

import { clsx } from 'clsx';
import { useSelect, type UseSelectState, type UseSelectStateChangeOptions } from 'downshift';
import { useId, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { PixelPath } from './pixel-icon';
import styles from './pixel-select.module.scss';

export type PixelSelectOption = { value: string; label: string; group?: string };

export type PixelSelectProps = {
  /** The visible label (hidden with `hideLabel`). Without it, name the control with `aria-label` or `labelledBy`. */
  label?: ReactNode;
  hideLabel?: boolean;
  'aria-label'?: string;
  /** Id of a label the screen already shows. */
  labelledBy?: string;
  /** Consecutive options with the same `group` are listed under that group's header. */
  options: readonly PixelSelectOption[];
  value: string;
  onChange: (value: string) => void;
  /** Shown while `value` is none of the options. */
  placeholder?: string;
  /** Submits the value with a plain form, through a hidden input. */
  name?: string;
  /**
   * With `name`: a native select carries the value instead of the hidden input and takes the
   * picker's place when scripting is off, so a plain GET form can still be filtered without JS.
   */
  nativeFallback?: boolean;
  /** The combobox's id; the label, list and options take ids from it. */
  id?: string;
  invalid?: boolean;
  'aria-describedby'?: string;
  required?: boolean;
  disabled?: boolean;
  /** `s`: smaller text in the closed control, for filter rows; the touch target stays 44 px high. */
  size?: 'm' | 's';
  onBlur?: () => void;
  /** Reaches the combobox, so a form library can focus it. */
  ref?: Ref<HTMLDivElement>;
  className?: string;
  labelClassName?: string;
};

// A click outside closes the list without picking what the pointer last passed over; Tab still
// picks the highlighted option, as the select-only combobox pattern has it.
function stateReducer(state: UseSelectState<PixelSelectOption>, { type, changes, source }: UseSelectStateChangeOptions<PixelSelectOption>) {
  if (type === useSelect.stateChangeTypes.ToggleButtonBlur && source === 'outside') return { ...changes, selectedItem: state.selectedItem };
  return changes;
}

type Section = { group?: string; entries: { option: PixelSelectOption; index: number }[] };

/** Select-only combobox in the app's pixel look (downshift's useSelect), standing in for a native select. */
export function PixelSelect({
  label,
  hideLabel = false,
  'aria-label': ariaLabel,
  labelledBy,
  options,
  value,
  onChange,
  placeholder,
  name,
  nativeFallback = false,
  id,
  invalid = false,
  'aria-describedby': describedBy,
  required = false,
  disabled = false,
  size = 'm',
  onBlur,
  ref,
  className,
  labelClassName,
}: PixelSelectProps) {
  const autoId = useId();
  const baseId = id ?? `pixel-select-${autoId}`;
  const labelId = `${baseId}-label`;
  const selected = options.find((o) => o.value === value) ?? null;

  const { isOpen, highlightedIndex, getLabelProps, getToggleButtonProps, getMenuProps, getItemProps } = useSelect<PixelSelectOption>({
    items: [...options],
    selectedItem: selected,
    itemToString: (option) => option?.label ?? '',
    itemToKey: (option) => option?.value,
    toggleButtonId: baseId,
    labelId,
    menuId: `${baseId}-listbox`,
    getItemId: (index) => `${baseId}-option-${index}`,
    stateReducer,
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem && selectedItem.value !== value) onChange(selectedItem.value);
    },
  });

  const naming = labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': ariaLabel };

  // downshift passes `disabled` on, which means nothing on a div: aria-disabled says it instead.
  // eslint-disable-next-line react-hooks/refs -- downshift's getter only merges the ref with its own; nothing reads it during render
  const { disabled: _disabled, ...toggleProps } = getToggleButtonProps({
    ref,
    onBlur,
    disabled,
    ...naming,
    onKeyDown: (event: KeyboardEvent) => {
      // An open list takes Escape for itself, not for a dialog around it.
      if (event.key === 'Escape' && isOpen) event.stopPropagation();
    },
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
    'aria-disabled': disabled || undefined,
    className: styles.trigger,
  });

  const sections: Section[] = [];
  options.forEach((option, index) => {
    const last = sections.at(-1);
    if (last && last.group === option.group) last.entries.push({ option, index });
    else sections.push({ group: option.group, entries: [{ option, index }] });
  });

  const renderOption = ({ option, index }: Section['entries'][number]) => (
    <li
      key={option.value}
      {...getItemProps({ item: option, index, className: styles.option })}
      data-highlighted={highlightedIndex === index || undefined}
    >
      <span className={styles.check} aria-hidden="true">
        {option === selected && <CheckIcon />}
      </span>
      <span className={styles.optionLabel}>{option.label}</span>
    </li>
  );

  return (
    <div className={clsx(styles.field, size === 's' && styles.small, nativeFallback && name && styles.withFallback, className)}>
      {label !== undefined && (
        <label {...getLabelProps({ className: hideLabel ? 'sr-only' : clsx(styles.label, labelClassName) })}>{label}</label>
      )}
      <div className={styles.control}>
        <div {...toggleProps} tabIndex={disabled ? -1 : 0}>
          <span className={clsx(styles.value, !selected && styles.placeholder)}>{selected ? selected.label : placeholder}</span>
          <ChevronIcon />
        </div>
        <ul {...getMenuProps({ ...naming, className: styles.menu })} hidden={!isOpen}>
          {isOpen &&
            sections.map((section, s) =>
              section.group === undefined ? (
                section.entries.map(renderOption)
              ) : (
                <li key={`group-${s}`} role="group" aria-labelledby={`${baseId}-group-${s}`} className={styles.group}>
                  <div id={`${baseId}-group-${s}`} className={styles.groupLabel}>
                    {section.group}
                  </div>
                  <ul role="presentation" className={styles.groupList}>
                    {section.entries.map(renderOption)}
                  </ul>
                </li>
              ),
            )}
        </ul>
      </div>
      {name && !nativeFallback && <input type="hidden" name={name} value={value} />}
      {name && nativeFallback && (
        <select
          hidden
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={styles.native}
          aria-labelledby={labelledBy ?? (label !== undefined ? labelId : undefined)}
          aria-label={labelledBy || label !== undefined ? undefined : ariaLabel}
          disabled={disabled}
        >
          {!selected && <option value={value}>{placeholder ?? ''}</option>}
          {sections.map((section, s) =>
            section.group === undefined ? (
              section.entries.map(({ option }) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))
            ) : (
              <optgroup key={`group-${s}`} label={section.group}>
                {section.entries.map(({ option }) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </optgroup>
            ),
          )}
        </select>
      )}
    </div>
  );
}

function ChevronIcon() {
  return <PixelPath className={styles.chevron} width={14} height={8} viewBox="0 0 7 4" d="M0 0h7v1H6v1H5v1H4v1H3V3H2V2H1V1H0z" />;
}

function CheckIcon() {
  return (
    <PixelPath width={14} height={12} viewBox="0 0 7 6" d="M6 0h1v2H6zM5 1h1v2H5zM4 2h1v2H4zM3 3h1v2H3zM2 4h1v2H2zM1 3h1v2H1zM0 2h1v2H0z" />
  );
}
