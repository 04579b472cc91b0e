import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { listPath, listQuery, readListParams, type SearchParams } from '@/components/admin/list-params';
import { Seeded } from '@/components/query/seeded';
import { guideListOptions } from '@/lib/api/admin';
import { listAdminGuides } from '@/lib/server/guides/admin';
import { requireAdminPage } from '@/lib/server/auth/page-session';
import { adminGuideQuery } from '@/lib/validation/admin/content/guides';
import { listSeed, present } from '../seeds';
import { GuideList } from './guide-list';

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.nav'))('guides') };
}

export default async function AdminGuidesPage({ searchParams }: Props) {
  const params = readListParams('guides', await searchParams);
  await requireAdminPage(listPath('/admin/guides', params));
  const query = listQuery(params.filters, params.page);
  const list = await listSeed(guideListOptions(query).queryKey, {
    path: '/guides/',
    query,
    schema: adminGuideQuery,
    load: listAdminGuides,
  });
  return (
    <Seeded seeds={present([list])}>
      <GuideList params={params} />
    </Seeded>
  );
}
