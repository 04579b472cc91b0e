import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { listPath, listQuery, readListParams, type SearchParams } from '@/components/admin/list-params';
import { Seeded } from '@/components/query/seeded';
import { guideListOptions } from '@/lib/api/admin';
import { requireAdminPage } from '@/lib/server/auth/page-session';
import { seedQueries } from '@/app/seed-query';
import { GuideList } from './guide-list';

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.nav'))('guides') };
}

export default async function AdminGuidesPage({ searchParams }: Props) {
  const params = readListParams('guides', await searchParams);
  await requireAdminPage(listPath('/admin/guides', params));
  const query = listQuery(params.filters, params.page);
  const seeds = await seedQueries(guideListOptions(query));
  return (
    <Seeded seeds={seeds}>
      <GuideList params={params} />
    </Seeded>
  );
}
