import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { Header } from '@/components/layout/header';
import { PriceAlertList } from '@/components/prices/price-alert-list';
import { Seeded } from '@/components/query/seeded';
import { priceKeys } from '@/lib/api/keys';
import { requirePageViewer } from '@/lib/server/auth/page-session';
import { listPriceAlerts } from '@/lib/server/prices/alerts';
import styles from '../market.module.scss';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('prices.page');
  return { title: t('title'), description: t('description'), robots: { index: false } };
}

/** The signed-in member's price alerts (made from an item's prices tab). */
export default async function PriceAlertsPage() {
  const viewer = await requirePageViewer('/market/alerts');
  const [t, locale] = await Promise.all([getTranslations('prices.page'), getLocale()]);
  const alerts = await listPriceAlerts(viewer, locale);
  return (
    <>
      <Header title={t('title')} />
      <main id="main" className={styles.main}>
        <Seeded seeds={[{ queryKey: priceKeys.alerts(viewer.id), data: alerts }]}>
          <PriceAlertList readerId={viewer.id} />
        </Seeded>
      </main>
    </>
  );
}
