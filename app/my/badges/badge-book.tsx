'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useBrowserSignedIn } from '@/components/layout/signed-in-hint';
import { BadgeChip } from '@/components/people/badge-chip';
import { Button } from '@/components/ui/button';
import { queryFallback } from '@/components/ui/query-fallback';
import { useApiErrorMessage } from '@/lib/api/error-message';
import { badgeCatalogueOptions, myBadgesOptions, PEOPLE_ERRORS, useUpdateProfileMutation } from '@/lib/api/people';
import { formatYmd } from '@/lib/dates';
import { useUiStore } from '@/stores/ui-store';
import styles from './badges.module.scss';

/** Every badge: the ones the member holds first (with the representative one and a button to choose it), then how to earn the rest. */
export function BadgeBook() {
  const t = useTranslations('user.badges');
  const errorMessage = useApiErrorMessage();
  const locale = useLocale();
  const signedIn = useBrowserSignedIn();
  const showToast = useUiStore((s) => s.showToast);

  const owned = useQuery({ ...myBadgesOptions(), enabled: signedIn, staleTime: 0, refetchOnMount: 'always' });
  const catalogue = useQuery({ ...badgeCatalogueOptions(), enabled: signedIn && owned.isSuccess });
  // The hook hands the new profile to the store, the `me` query and the people queries.
  const represent = useUpdateProfileMutation({
    onSuccess: () => showToast(t('representativeChanged')),
    onError: (error) => showToast(errorMessage(error, 'user.badges.representativeFailed', PEOPLE_ERRORS)),
  });

  const fallback = queryFallback(owned, { rows: 4, variant: 'list', message: t('loadFailed') });
  if (fallback || !owned.data) {
    return (
      <main id="main" className={styles.main}>
        {fallback}
      </main>
    );
  }
  const mine = owned.data;
  const others = (catalogue.data ?? []).filter((b) => !b.owned);

  return (
    <main id="main" className={styles.main}>
      <section aria-labelledby="badges-owned">
        <h2 id="badges-owned" className={styles.heading}>
          {t('title')} <span className={styles.count}>{t('count', { count: mine.length })}</span>
        </h2>
        {mine.length === 0 ? (
          <p className={styles.none}>{t('empty')}</p>
        ) : (
          <ul className={styles.grid}>
            {mine.map((b) => (
              <li key={b.id} className={styles.card} data-representative={b.is_representative || undefined}>
                <BadgeChip title={b.title} hexCode={b.hex_code} size="m" />
                <p className={styles.description}>{b.description}</p>
                <p className={styles.meta}>
                  <time dateTime={b.acquired_at}>{t('acquiredAt', { date: formatYmd(b.acquired_at, locale) })}</time>
                </p>
                {b.is_representative ? (
                  <span className={styles.representative}>{t('representative')}</span>
                ) : (
                  <Button
                    size="xs"
                    variant="secondary"
                    loading={represent.isPending && represent.variables?.represent_badge_id === b.id}
                    onClick={() => represent.mutate({ represent_badge_id: b.id })}
                  >
                    {t('setRepresentative')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      {others.length > 0 && (
        <section aria-labelledby="badges-others">
          <h2 id="badges-others" className={styles.heading}>
            {t('notOwned')}
          </h2>
          <ul className={styles.grid}>
            {others.map((b) => (
              <li key={b.id} className={styles.card} data-muted>
                <BadgeChip title={b.title} hexCode={b.hex_code} size="m" muted />
                <p className={styles.description}>
                  <span className={styles.howLabel}>{b.how_to_earn ? t('howToEarn') : t('grantedOnly')}</span>
                  {b.how_to_earn ?? b.description}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
