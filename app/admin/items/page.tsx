import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { listPath, listQuery, readListParams, type SearchParams } from '@/components/admin/list-params';
import { Seeded } from '@/components/query/seeded';
import { itemListOptions } from '@/lib/api/admin';
import { requireAdminPage } from '@/lib/server/auth/page-session';
import { seedQueries } from '@/app/seed-query';
import { ItemList } from './item-list';

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.nav'))('items') };
}

export default async function AdminItemsPage({ searchParams }: Props) {
  const params = readListParams('items', await searchParams);
  await requireAdminPage(listPath('/admin/items', params));
  const query = listQuery(params.filters, params.page);
  const seeds = await seedQueries(itemListOptions(query));
  return (
    <Seeded seeds={seeds}>
      <ItemList params={params} />
    </Seeded>
  );
}
