import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { listPath, queueQuery, readListParams, type SearchParams } from '@/components/admin/list-params';
import { Seeded } from '@/components/query/seeded';
import { reportQueueOptions } from '@/lib/api/admin';
import { listReportQueue } from '@/lib/server/moderation/admin';
import { requireAdminPage } from '@/lib/server/auth/page-session';
import { reportQueueQuery } from '@/lib/validation/admin/moderation';
import { listSeed, present } from '../seeds';
import { ReportQueue } from './report-queue';

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.nav'))('reports') };
}

export default async function AdminReportsPage({ searchParams }: Props) {
  const params = readListParams('reports', await searchParams);
  await requireAdminPage(listPath('/admin/reports', params));
  const locale = await getLocale();
  const query = queueQuery(params);
  const queue = await listSeed(reportQueueOptions(query).queryKey, {
    path: '/reports/',
    query,
    schema: reportQueueQuery,
    load: (q) => listReportQueue(q, locale),
  });
  return (
    <Seeded seeds={present([queue])}>
      <ReportQueue params={params} />
    </Seeded>
  );
}
