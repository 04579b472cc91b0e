import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { listPath, listQuery, readListParams, type SearchParams } from '@/components/admin/list-params';
import { Seeded } from '@/components/query/seeded';
import { adminPostsOptions, boardsOptions } from '@/lib/api/admin';
import { requireAdminPage } from '@/lib/server/auth/page-session';
import { seedQueries } from '@/app/seed-query';
import { PostList } from './post-list';

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.nav'))('posts') };
}

export default async function AdminPostsPage({ searchParams }: Props) {
  const params = readListParams('posts', await searchParams);
  await requireAdminPage(listPath('/admin/posts', params));
  const seeds = await seedQueries(boardsOptions(), adminPostsOptions(listQuery(params.filters, params.page)));
  return (
    <Seeded seeds={seeds}>
      <PostList params={params} />
    </Seeded>
  );
}
