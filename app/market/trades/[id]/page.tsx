import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Header } from '@/components/layout/header';
import { TradeDetailScreen } from '@/components/trades/trade-detail';
import { requirePageViewer } from '@/lib/server/auth/page-session';
import { idParam } from '@/lib/validation/common';
import styles from '../trades-page.module.scss';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const parsed = idParam.safeParse(await params);
  const t = await getTranslations('trades.detail');
  return { title: parsed.success ? t('title', { id: parsed.data.id }) : t('notFound'), robots: { index: false } };
}

/** One of the member's trades; only its two sides may read it (the API answers 404 to anyone else). */
export default async function TradePage({ params }: Props) {
  const raw = await params;
  await requirePageViewer(`/market/trades/${encodeURIComponent(raw.id)}`);
  const parsed = idParam.safeParse(raw);
  if (!parsed.success) notFound();
  const t = await getTranslations('trades.detail');
  return (
    <>
      <Header title={t('title', { id: parsed.data.id })} />
      <main id="main" className={styles.main}>
        <ClientMessages namespaces={['trades']}>
          <TradeDetailScreen tradeId={parsed.data.id} />
        </ClientMessages>
      </main>
    </>
  );
}
