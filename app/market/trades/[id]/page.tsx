import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { seedQuery } from '@/app/seed-query';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Header } from '@/components/layout/header';
import { Seeded, type Seed } from '@/components/query/seeded';
import { TradeDetailScreen } from '@/components/trades/trade-detail';
import { otherSide, reputationOptions, tradeDetailOptions } from '@/lib/api/trades';
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
  const viewer = await requirePageViewer(`/market/trades/${encodeURIComponent(raw.id)}`);
  const parsed = idParam.safeParse(raw);
  if (!parsed.success) notFound();
  const [t, trade] = await Promise.all([getTranslations('trades.detail'), seedQuery(tradeDetailOptions(viewer.id, parsed.data.id))]);
  // Anyone but its two sides gets the API's 404, which the screen asks for and shows.
  const seeds: Seed[] = trade ? [trade] : [];
  // The other side's reputation, which the screen shows beside the trade.
  const side = trade?.data.viewer_side;
  const reputation = side && (await seedQuery(reputationOptions(trade.data[otherSide(side)].uuid)));
  if (reputation) seeds.push(reputation);
  return (
    <>
      <Header title={t('title', { id: parsed.data.id })} />
      <main id="main" className={styles.main}>
        <ClientMessages namespaces={['trades']}>
          <Seeded seeds={seeds}>
            <TradeDetailScreen tradeId={parsed.data.id} viewerId={viewer.id} />
          </Seeded>
        </ClientMessages>
      </main>
    </>
  );
}
