import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { listPath, listQuery, readListParams, type SearchParams } from '@/components/admin/list-params';
import { Seeded } from '@/components/query/seeded';
import { memberSearchOptions } from '@/lib/api/admin';
import { requireAdminPage } from '@/lib/server/auth/page-session';
import { seedQueries } from '@/app/seed-query';
import { MemberSearch } from './member-search';

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.nav'))('members') };
}

export default async function AdminMembersPage({ searchParams }: Props) {
  const params = readListParams('members', await searchParams);
  await requireAdminPage(listPath('/admin/members', params));
  const query = listQuery(params.filters, params.page);
  const seeds = await seedQueries(memberSearchOptions(query));
  return (
    <Seeded seeds={seeds}>
      <MemberSearch params={params} />
    </Seeded>
  );
}
