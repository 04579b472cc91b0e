import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Header } from '@/components/layout/header';
import { seedQuery } from '@/app/seed-query';
import { postSearchOptions } from '@/lib/api/search';
import { SEARCH_KEYWORD_MIN } from '@/lib/constants';
import { parseSearchParams, searchHref } from '../search-params';
import { SearchView } from '../search-view';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { keyword, filters } = parseSearchParams(await searchParams);
  const [t, tc] = await Promise.all([getTranslations('search'), getTranslations('community.search')]);
  return {
    title: keyword ? t('resultFor', { keyword }) : tc('postResults'),
    description: tc('description'),
    alternates: { canonical: searchHref('posts', keyword, filters) },
    // Result pages are for sharing, not for search engines' indexes.
    robots: { index: false, follow: true },
  };
}

// /community/search/post?keyword=…[&search_type=&sort=&trade=]: the first page is rendered here,
// so a shared link shows its results at once (and to crawlers); the rest pages in the browser.
export default async function PostSearchResultsPage({ searchParams }: Props) {
  const tc = await getTranslations('community.search');
  const { keyword, filters } = parseSearchParams(await searchParams);
  // The first page as the results read it; a keyword the API refuses shows none rather than an error page.
  const seeded = keyword.length >= SEARCH_KEYWORD_MIN ? await seedQuery(postSearchOptions({ keyword, ...filters })) : null;
  const initialPage = seeded?.data.pages[0] ?? null;

  return (
    <>
      <Header title={tc('postResults')} />
      <ClientMessages namespaces={['community', 'search']}>
        <SearchView tab="posts" initialKeyword={keyword} initialFilters={filters} initialPage={initialPage} resultsRoute />
      </ClientMessages>
    </>
  );
}
