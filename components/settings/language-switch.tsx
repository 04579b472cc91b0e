'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { LOCALE_COOKIE, LOCALE_STORAGE_KEY, LOCALES, type Locale } from '@/lib/constants';
import styles from './language-switch.module.scss';

const LABEL_KEYS: Record<Locale, 'ko' | 'zhTW'> = { ko: 'ko', 'zh-TW': 'zhTW' };

export function LanguageSwitch() {
  const t = useTranslations('ui.language');
  const current = useLocale();
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function choose(locale: Locale) {
    if (locale === current) return;
    // eslint-disable-next-line react-hooks/immutability -- document.cookie is how a page sets a cookie
    document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
    try {
      localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    } catch {
      // storage can be unavailable in private webviews; the cookie is what the server reads
    }
    startTransition(() => router.refresh());
  }

  return (
    <div className={styles.switch} role="group" aria-label={t('label')} aria-busy={pending}>
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          className={styles.option}
          aria-pressed={locale === current}
          onClick={() => choose(locale)}
        >
          {t(LABEL_KEYS[locale])}
        </button>
      ))}
    </div>
  );
}
