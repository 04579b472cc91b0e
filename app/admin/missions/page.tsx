import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { listPath, listQuery, readListParams, type SearchParams } from '@/components/admin/list-params';
import { Seeded } from '@/components/query/seeded';
import { missionListOptions } from '@/lib/api/missions';
import { requireAdminPage } from '@/lib/server/auth/page-session';
import { seedQueries } from '@/app/seed-query';
import { MissionList } from './mission-list';

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.nav'))('missions') };
}

export default async function AdminMissionsPage({ searchParams }: Props) {
  const params = readListParams('missions', await searchParams);
  await requireAdminPage(listPath('/admin/missions', params));
  const query = listQuery(params.filters, params.page);
  const seeds = await seedQueries(missionListOptions(query));
  return (
    <Seeded seeds={seeds}>
      <MissionList params={params} />
    </Seeded>
  );
}
