import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Header } from '@/components/layout/header';
import { TradesScreen } from '@/components/trades/trades-screen';
import { requirePageViewer } from '@/lib/server/auth/page-session';
import styles from './trades-page.module.scss';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('trades.list');
  return { title: t('title'), robots: { index: false } };
}

/** The member's trades: the ones going on and the ones over, read in the browser with the member's token. */
export default async function MyTradesPage({ searchParams }: Props) {
  const box = (await searchParams).box === 'history' ? 'history' : 'active';
  await requirePageViewer(box === 'history' ? '/market/trades?box=history' : '/market/trades');
  const t = await getTranslations('trades.list');
  return (
    <>
      <Header title={t('title')} />
      <main id="main" className={styles.main}>
        <ClientMessages namespaces={['trades']}>
          <TradesScreen initialBox={box} />
        </ClientMessages>
      </main>
    </>
  );
}
