import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { seedQueries } from '@/app/seed-query';
import { Header } from '@/components/layout/header';
import { PriceAlertList } from '@/components/prices/price-alert-list';
import { Seeded } from '@/components/query/seeded';
import { priceAlertsOptions } from '@/lib/api/prices';
import { requirePageViewer } from '@/lib/server/auth/page-session';
import styles from '../market.module.scss';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('prices.page');
  return { title: t('title'), description: t('description'), robots: { index: false } };
}

/** The signed-in member's price alerts (made from an item's prices tab). */
export default async function PriceAlertsPage() {
  const viewer = await requirePageViewer('/market/alerts');
  const t = await getTranslations('prices.page');
  const seeds = await seedQueries(priceAlertsOptions(viewer.id));
  return (
    <>
      <Header title={t('title')} />
      <main id="main" className={styles.main}>
        <Seeded seeds={seeds}>
          <PriceAlertList readerId={viewer.id} />
        </Seeded>
      </main>
    </>
  );
}
