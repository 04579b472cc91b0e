'use client';

import { useTranslations } from 'next-intl';
import { useId, type Ref } from 'react';
import { Link } from '@/components/ui/link';
import { POLICY_LINKS } from '@/lib/constants';
import styles from './consent-checks.module.scss';

export type Consent = { terms: boolean; privacy: boolean };
export const NO_CONSENT: Consent = { terms: false, privacy: false };
export const hasConsent = (c: Consent) => c.terms && c.privacy;

/** The body fields of the sign-up requests that carry the consents. */
export const consentBody = (c: Consent) => ({ agree_terms: c.terms, agree_privacy: c.privacy });

type Props = {
  value: Consent;
  onChange: (next: Consent) => void;
  /** Shown (and announced) when the person went on without both. */
  showError: boolean;
  /** The first box, for the parent to focus when the person went on without both. */
  firstRef?: Ref<HTMLInputElement>;
};

/**
 * The sign-up's two required consents as explicit checkboxes, each with a link to its text (in a
 * new tab, so the steps already done stay), and "agree to all" that ticks or clears both.
 */
export function ConsentChecks({ value, onChange, showError, firstRef }: Props) {
  const t = useTranslations('auth.register.consent');
  const id = useId();
  const errorId = `${id}-error`;
  const all = hasConsent(value);
  const invalid = showError && !all;
  const items = [
    { key: 'terms', href: POLICY_LINKS.terms, checked: value.terms },
    { key: 'privacy', href: POLICY_LINKS.privacy, checked: value.privacy },
  ] as const;

  return (
    <fieldset className={styles.box} aria-describedby={invalid ? errorId : undefined}>
      <legend className={styles.legend}>{t('title')}</legend>
      <label className={styles.all}>
        <input type="checkbox" checked={all} onChange={(e) => onChange({ terms: e.target.checked, privacy: e.target.checked })} />
        <span>{t('all')}</span>
      </label>
      <ul role="list" className={styles.list}>
        {items.map((item, n) => (
          <li key={item.key} className={styles.item}>
            <label className={styles.check}>
              <input
                ref={n === 0 ? firstRef : undefined}
                type="checkbox"
                checked={item.checked}
                aria-invalid={invalid && !item.checked ? true : undefined}
                onChange={(e) => onChange({ ...value, [item.key]: e.target.checked })}
              />
              <span>
                <span className={styles.required}>{t('required')}</span> {t(item.key)}
              </span>
            </label>
            <Link href={item.href} target="_blank" rel="noopener" className={styles.view}>
              {t('view')}
              <span className="sr-only">
                {' '}
                {t(`${item.key}Name`)} ({t('newTab')})
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {invalid && (
        <p id={errorId} role="alert" className={styles.error}>
          {t('error')}
        </p>
      )}
    </fieldset>
  );
}
