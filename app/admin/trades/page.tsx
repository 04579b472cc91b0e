import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { listPath, readListParams, type SearchParams } from '@/components/admin/list-params';
import { ClientMessages } from '@/components/i18n/client-messages';
import { requireAdminPage } from '@/lib/server/auth/page-session';
import { TradeQueue } from './trade-queue';

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.nav'))('trades') };
}

// Disputed trades first; the queue reads the admin API in the browser.
export default async function AdminTradesPage({ searchParams }: Props) {
  const params = readListParams('trades', await searchParams);
  await requireAdminPage(listPath('/admin/trades', params));
  return (
    <ClientMessages namespaces={['trades']} admin>
      <TradeQueue params={params} />
    </ClientMessages>
  );
}
