import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { listPath, listQuery, readListParams, type SearchParams } from '@/components/admin/list-params';
import { Seeded } from '@/components/query/seeded';
import { probabilityListOptions } from '@/lib/api/admin';
import { requireAdminPage } from '@/lib/server/auth/page-session';
import { seedQueries } from '@/app/seed-query';
import { ProbabilityList } from './probability-list';

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.nav'))('probability') };
}

export default async function AdminProbabilityPage({ searchParams }: Props) {
  const params = readListParams('probability', await searchParams);
  await requireAdminPage(listPath('/admin/probability', params));
  const query = listQuery(params.filters, params.page);
  const seeds = await seedQueries(probabilityListOptions(query));
  return (
    <Seeded seeds={seeds}>
      <ProbabilityList params={params} />
    </Seeded>
  );
}
