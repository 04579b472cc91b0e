'use client';

import { clsx } from 'clsx';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tab-list.module.scss';

export type TabItem<K extends string> = { key: K; label: ReactNode };

export type TabListProps<K extends string> = {
  /** Accessible name of the tab list. */
  label: string;
  tabs: ReadonlyArray<TabItem<K>>;
  active: K;
  onChange: (key: K) => void;
  /** Prefix of the tab and panel ids (useId()). */
  idPrefix: string;
  className?: string;
};

export const tabId = (prefix: string, key: string) => `${prefix}-tab-${key}`;
export const panelId = (prefix: string, key: string) => `${prefix}-panel-${key}`;

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs (roving tabindex) and select them. */
export function TabList<K extends string>({ label, tabs, active, onChange, idPrefix, className }: TabListProps<K>) {
  const refs = useRef(new Map<K, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((t) => t.key === active);
    let next = -1;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    const target = tabs[next];
    if (!target) return;
    event.preventDefault();
    onChange(target.key);
    refs.current.get(target.key)?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className={clsx(styles.tablist, className)} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const selected = tab.key === active;
        return (
          <button
            key={tab.key}
            ref={(el) => {
              if (el) refs.current.set(tab.key, el);
              else refs.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab.key)}
            aria-selected={selected}
            aria-controls={panelId(idPrefix, tab.key)}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(tab.key)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

export type TabPanelProps = { idPrefix: string; tabKey: string; active: boolean; children?: ReactNode; className?: string };

export function TabPanel({ idPrefix, tabKey, active, children, className }: TabPanelProps) {
  return (
    <div
      role="tabpanel"
      id={panelId(idPrefix, tabKey)}
      aria-labelledby={tabId(idPrefix, tabKey)}
      hidden={!active}
      tabIndex={0}
      className={className}
    >
      {children}
    </div>
  );
}
