import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { listPath, listQuery, readListParams, type SearchParams } from '@/components/admin/list-params';
import { Seeded } from '@/components/query/seeded';
import { adminPostsOptions, boardsOptions } from '@/lib/api/admin';
import { listAdminPosts, listBoards } from '@/lib/server/community/admin';
import { requireAdminPage } from '@/lib/server/auth/page-session';
import { adminPostQuery } from '@/lib/validation/admin/content/posts';
import { listSeed, present, seed } from '../seeds';
import { PostList } from './post-list';

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.nav'))('posts') };
}

export default async function AdminPostsPage({ searchParams }: Props) {
  const params = readListParams('posts', await searchParams);
  await requireAdminPage(listPath('/admin/posts', params));
  const locale = await getLocale();
  const query = listQuery(params.filters, params.page);
  const seeds = await Promise.all([
    seed(boardsOptions().queryKey, () => listBoards(locale)),
    listSeed(adminPostsOptions(query).queryKey, {
      path: '/posts/',
      query,
      schema: adminPostQuery,
      load: (q) => listAdminPosts(q, locale),
    }),
  ]);
  return (
    <Seeded seeds={present(seeds)}>
      <PostList params={params} />
    </Seeded>
  );
}
