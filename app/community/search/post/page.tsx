import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Header } from '@/components/layout/header';
import { SEARCH_KEYWORD_MIN } from '@/lib/constants';
import { pageViewer } from '@/lib/server/community/page-viewer';
import { listPosts, postListPath } from '@/lib/server/community/posts';
import { cursorEnvelope } from '@/lib/server/http/paging';
import { safeParseInput } from '@/lib/validation/input';
import { postListQuery } from '@/lib/validation/posts';
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
  const locale = await getLocale();
  const tc = await getTranslations('community.search');
  const { keyword, filters } = parseSearchParams(await searchParams);
  // A keyword the API would refuse shows no first page rather than an error page.
  const query = keyword.length >= SEARCH_KEYWORD_MIN ? safeParseInput(postListQuery, { keyword, ...filters }).data : undefined;
  const initialPage = query ? cursorEnvelope(postListPath(query), await listPosts(query, { viewer: await pageViewer(), locale })) : null;

  return (
    <>
      <Header title={tc('postResults')} />
      <ClientMessages namespaces={['community', 'search']}>
        <SearchView tab="posts" initialKeyword={keyword} initialFilters={filters} initialPage={initialPage} resultsRoute />
      </ClientMessages>
    </>
  );
}
