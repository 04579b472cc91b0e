import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { listPath, listQuery, readListParams, type SearchParams } from '@/components/admin/list-params';
import { Seeded } from '@/components/query/seeded';
import { itemListOptions } from '@/lib/api/admin';
import { listAdminItems } from '@/lib/server/items/admin';
import { requireAdminPage } from '@/lib/server/auth/page-session';
import { adminItemQuery } from '@/lib/validation/admin/content/items';
import { listSeed, present } from '../seeds';
import { ItemList } from './item-list';

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.nav'))('items') };
}

export default async function AdminItemsPage({ searchParams }: Props) {
  const params = readListParams('items', await searchParams);
  await requireAdminPage(listPath('/admin/items', params));
  const query = listQuery(params.filters, params.page);
  const list = await listSeed(itemListOptions(query).queryKey, { path: '/items/', query, schema: adminItemQuery, load: listAdminItems });
  return (
    <Seeded seeds={present([list])}>
      <ItemList params={params} />
    </Seeded>
  );
}
