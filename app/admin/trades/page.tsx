import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { seedQueries } from '@/app/seed-query';
import { listPath, readListParams, tradeQueueQuery, type SearchParams } from '@/components/admin/list-params';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Seeded } from '@/components/query/seeded';
import { adminTradesOptions } from '@/lib/api/trades';
import { requireAdminPage } from '@/lib/server/auth/page-session';
import { TradeQueue } from './trade-queue';

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.nav'))('trades') };
}

// Disputed trades first.
export default async function AdminTradesPage({ searchParams }: Props) {
  const params = readListParams('trades', await searchParams);
  await requireAdminPage(listPath('/admin/trades', params));
  const seeds = await seedQueries(adminTradesOptions(tradeQueueQuery(params)));
  return (
    <ClientMessages namespaces={['trades']} admin>
      <Seeded seeds={seeds}>
        <TradeQueue params={params} />
      </Seeded>
    </ClientMessages>
  );
}
