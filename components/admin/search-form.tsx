'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import styles from './admin.module.scss';
import { TextField } from './fields';

type Props = {
  /** The search words in the URL. */
  q: string;
  label: string;
  placeholder?: string;
  onSearch: (q: string) => void;
  /** Filters between the words and the button. */
  children?: ReactNode;
  /** What follows the button (state toggles). */
  after?: ReactNode;
};

/**
 * An admin list's search bar. The words live in the URL: the input starts from them, keyed so that
 * going back to an earlier search shows its words, and is read when the form is sent.
 */
export function AdminSearchForm({ q, label, placeholder, onSearch, children, after }: Props) {
  const t = useTranslations('ui.admin');
  return (
    <form
      className={styles.toolbar}
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(String(new FormData(e.currentTarget).get('q') ?? '').trim());
      }}
    >
      <TextField className={styles.grow} type="search" label={label} placeholder={placeholder} name="q" key={q} defaultValue={q} />
      {children}
      <Button type="submit" size="s">
        {t('common.search')}
      </Button>
      {after}
    </form>
  );
}
