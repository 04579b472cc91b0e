import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { listPath, listQuery, readListParams, type SearchParams } from '@/components/admin/list-params';
import { Seeded } from '@/components/query/seeded';
import { inquiryListOptions } from '@/lib/api/admin';
import { requireAdminPage } from '@/lib/server/auth/page-session';
import { seedQueries } from '@/app/seed-query';
import { InquiryList } from './inquiry-list';

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.nav'))('inquiries') };
}

export default async function AdminInquiriesPage({ searchParams }: Props) {
  const params = readListParams('inquiries', await searchParams);
  await requireAdminPage(listPath('/admin/inquiries', params));
  const query = listQuery(params.filters, params.page);
  const seeds = await seedQueries(inquiryListOptions(query));
  return (
    <Seeded seeds={seeds}>
      <InquiryList params={params} />
    </Seeded>
  );
}
