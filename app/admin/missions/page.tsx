import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { listPath, listQuery, readListParams, type SearchParams } from '@/components/admin/list-params';
import { Seeded } from '@/components/query/seeded';
import { missionListOptions } from '@/lib/api/missions';
import { requireAdminPage } from '@/lib/server/auth/page-session';
import { listAdminMissions } from '@/lib/server/missions/admin';
import { adminMissionQuery } from '@/lib/validation/missions';
import { listSeed, present } from '../seeds';
import { MissionList } from './mission-list';

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.nav'))('missions') };
}

export default async function AdminMissionsPage({ searchParams }: Props) {
  const params = readListParams('missions', await searchParams);
  await requireAdminPage(listPath('/admin/missions', params));
  const query = listQuery(params.filters, params.page);
  const list = await listSeed(missionListOptions(query).queryKey, {
    path: '/missions/',
    query,
    schema: adminMissionQuery,
    load: listAdminMissions,
  });
  return (
    <Seeded seeds={present([list])}>
      <MissionList params={params} />
    </Seeded>
  );
}
