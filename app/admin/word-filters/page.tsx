import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { listPath, listQuery, readListParams, type SearchParams } from '@/components/admin/list-params';
import { Seeded } from '@/components/query/seeded';
import { wordFilterListOptions } from '@/lib/api/word-filters';
import { requireAdminPage } from '@/lib/server/auth/page-session';
import { seedQueries } from '@/app/seed-query';
import { WordFilterList } from './word-filter-list';

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.nav'))('word-filters') };
}

export default async function AdminWordFiltersPage({ searchParams }: Props) {
  const params = readListParams('word-filters', await searchParams);
  await requireAdminPage(listPath('/admin/word-filters', params));
  const query = listQuery(params.filters, params.page);
  const seeds = await seedQueries(wordFilterListOptions(query));
  return (
    <Seeded seeds={seeds}>
      <WordFilterList params={params} />
    </Seeded>
  );
}
