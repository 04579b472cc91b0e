import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { seedQueries } from '@/app/seed-query';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Header } from '@/components/layout/header';
import { Seeded } from '@/components/query/seeded';
import { TradesScreen } from '@/components/trades/trades-screen';
import { tradeListOptions } from '@/lib/api/trades';
import { requirePageViewer } from '@/lib/server/auth/page-session';
import styles from './trades-page.module.scss';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('trades.list');
  return { title: t('title'), robots: { index: false } };
}

/** The member's trades: the ones going on and the ones over; the box asked for arrives rendered. */
export default async function MyTradesPage({ searchParams }: Props) {
  const box = (await searchParams).box === 'history' ? 'history' : 'active';
  const viewer = await requirePageViewer(box === 'history' ? '/market/trades?box=history' : '/market/trades');
  const [t, seeds] = await Promise.all([getTranslations('trades.list'), seedQueries(tradeListOptions(viewer.id, box))]);
  return (
    <>
      <Header title={t('title')} />
      <main id="main" className={styles.main}>
        <ClientMessages namespaces={['trades']}>
          <Seeded seeds={seeds}>
            <TradesScreen initialBox={box} viewerId={viewer.id} />
          </Seeded>
        </ClientMessages>
      </main>
    </>
  );
}
