import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { listPath, listQuery, readListParams, type SearchParams } from '@/components/admin/list-params';
import { Seeded } from '@/components/query/seeded';
import { noticeListOptions } from '@/lib/api/admin';
import { requireAdminPage } from '@/lib/server/auth/page-session';
import { seedQueries } from '@/app/seed-query';
import { NoticeList } from './notice-list';

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.nav'))('notices') };
}

export default async function AdminNoticesPage({ searchParams }: Props) {
  const params = readListParams('notices', await searchParams);
  await requireAdminPage(listPath('/admin/notices', params));
  const query = listQuery(params.filters, params.page);
  const seeds = await seedQueries(noticeListOptions(query));
  return (
    <Seeded seeds={seeds}>
      <NoticeList params={params} />
    </Seeded>
  );
}
