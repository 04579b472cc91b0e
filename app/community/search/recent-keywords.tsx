'use client';

import { useTranslations } from 'next-intl';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useApiStore } from '@/stores/api-store';
import styles from './search.module.scss';

/** The API store's recent keywords (newest first, at most 10): pick one, remove one, or clear all. */
export function RecentKeywords({ onPick }: { onPick: (keyword: string) => void }) {
  const t = useTranslations('search');
  const hydrated = useHydrated();
  const stored = useApiStore((s) => s.recentSearchKeywords);
  // Kept in local storage: read only after hydration, so the first render matches the server's.
  const keywords = hydrated ? stored : [];
  const remove = useApiStore((s) => s.removeRecentKeyword);
  const clear = useApiStore((s) => s.clearRecentKeywords);

  return (
    <section className={styles.recent} aria-labelledby="recent-keywords">
      <div className={styles.recentHead}>
        <h2 id="recent-keywords" className={styles.recentTitle}>
          {t('recentKeywords')}
        </h2>
        {keywords.length > 0 && (
          <button type="button" className={styles.textButton} onClick={clear}>
            {t('clear')}
          </button>
        )}
      </div>
      {!hydrated ? null : keywords.length === 0 ? (
        <p className={styles.muted}>{t('noRecentKeywords')}</p>
      ) : (
        <ul className={styles.chips}>
          {keywords.map((keyword) => (
            <li key={keyword} className={styles.chip}>
              <button type="button" className={styles.chipLabel} onClick={() => onPick(keyword)}>
                {keyword}
              </button>
              <button
                type="button"
                className={styles.chipRemove}
                onClick={() => remove(keyword)}
                aria-label={t('removeKeywordNamed', { keyword })}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
