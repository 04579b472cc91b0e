'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Link } from '@/components/ui/link';
import { Skeleton } from '@/components/ui/skeleton';
import { priceAlertsOptions, useDeletePriceAlertMutation } from '@/lib/api/prices';
import { formatRelative } from '@/lib/dates';
import { PRICE_ALERT_MAX } from '@/lib/market/price-limits';
import { useUiStore } from '@/stores/ui-store';
import { useUserStore } from '@/stores/user-store';
import styles from './prices.module.scss';

/** The member's price alerts: what each waits for, when it last fired, a way to the item and to delete it. */
export function PriceAlertList({ readerId: seededReader }: { readerId: number }) {
  const t = useTranslations('prices.alerts');
  const locale = useLocale();
  const readerId = useUserStore((s) => s.user?.id ?? null) ?? seededReader;
  const showToast = useUiStore((s) => s.showToast);
  const alerts = useQuery(priceAlertsOptions(readerId));
  const remove = useDeletePriceAlertMutation(readerId, {
    onSuccess: () => showToast(t('deleted')),
    onError: () => showToast(t('deleteFailed')),
  });

  if (alerts.isPending) return <Skeleton rows={4} variant="list" />;
  if (alerts.isError) return <ErrorState message={t('loadFailed')} onRetry={() => void alerts.refetch()} />;
  const list = alerts.data;
  return (
    <>
      <p className={styles.note} role="status">
        {t('count', { count: list.length, max: PRICE_ALERT_MAX })}
      </p>
      {list.length === 0 ? (
        <EmptyState message={t('empty')} />
      ) : (
        <ul className={styles.alertList}>
          {list.map((a) => (
            <li key={a.id} className={styles.alertRow}>
              <img src={a.item.image} alt="" width={40} height={40} className={styles.alertImage} />
              <div className={styles.alertText}>
                <Link href={`/market?item=${a.item.uuid}&tab=prices`} className={styles.alertItem}>
                  {a.item.name}
                  <span className="sr-only"> — {t('openItem', { item: a.item.name })}</span>
                </Link>
                <span>{t('row', { side: a.side, price: a.price })}</span>
                <span className={styles.muted}>
                  {a.last_fired_at ? t('lastFired', { when: formatRelative(a.last_fired_at, locale) }) : t('neverFired')}
                </span>
              </div>
              <Button
                size="xs"
                variant="ghost"
                aria-label={t('deleteLabel', { item: a.item.name })}
                disabled={remove.isPending && remove.variables === a.id}
                onClick={() => remove.mutate(a.id)}
              >
                {t('delete')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
