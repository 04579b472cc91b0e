import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { listPath, listQuery, readListParams, type SearchParams } from '@/components/admin/list-params';
import { Seeded } from '@/components/query/seeded';
import { wordFilterListOptions } from '@/lib/api/word-filters';
import { requireAdminPage } from '@/lib/server/auth/page-session';
import { listWordFilters } from '@/lib/server/moderation/word-filter';
import { wordFilterListQuery } from '@/lib/validation/word-filters';
import { listSeed, present } from '../seeds';
import { WordFilterList } from './word-filter-list';

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.nav'))('word-filters') };
}

export default async function AdminWordFiltersPage({ searchParams }: Props) {
  const params = readListParams('word-filters', await searchParams);
  await requireAdminPage(listPath('/admin/word-filters', params));
  const query = listQuery(params.filters, params.page);
  const list = await listSeed(wordFilterListOptions(query).queryKey, {
    path: '/word-filters/',
    query,
    schema: wordFilterListQuery,
    load: listWordFilters,
  });
  return (
    <Seeded seeds={present([list])}>
      <WordFilterList params={params} />
    </Seeded>
  );
}
