import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { listPath, queueQuery, readListParams, type SearchParams } from '@/components/admin/list-params';
import { Seeded } from '@/components/query/seeded';
import { reportQueueOptions } from '@/lib/api/admin';
import { requireAdminPage } from '@/lib/server/auth/page-session';
import { seedQueries } from '@/app/seed-query';
import { ReportQueue } from './report-queue';

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.nav'))('reports') };
}

export default async function AdminReportsPage({ searchParams }: Props) {
  const params = readListParams('reports', await searchParams);
  await requireAdminPage(listPath('/admin/reports', params));
  const query = queueQuery(params);
  const seeds = await seedQueries(reportQueueOptions(query));
  return (
    <Seeded seeds={seeds}>
      <ReportQueue params={params} />
    </Seeded>
  );
}
