import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { listPath, listQuery, readListParams, type SearchParams } from '@/components/admin/list-params';
import { Seeded } from '@/components/query/seeded';
import { takedownsOptions } from '@/lib/api/admin';
import { requireAdminPage } from '@/lib/server/auth/page-session';
import { seedQueries } from '@/app/seed-query';
import { TakedownQueue } from './takedown-queue';

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.nav'))('takedowns') };
}

export default async function AdminTakedownsPage({ searchParams }: Props) {
  const params = readListParams('takedowns', await searchParams);
  await requireAdminPage(listPath('/admin/takedowns', params));
  const query = listQuery(params.filters, params.page);
  const seeds = await seedQueries(takedownsOptions(query));
  return (
    <Seeded seeds={seeds}>
      <TakedownQueue params={params} />
    </Seeded>
  );
}
