import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Header } from '@/components/layout/header';
import { pageMetadata } from '@/lib/server/seo';
import { parseSearchParams, searchHref } from './search-params';
import { SearchView } from './search-view';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  const [t, tc, site] = await Promise.all([getTranslations('search'), getTranslations('community.search'), getTranslations('translation')]);
  return pageMetadata({
    title: t('title'),
    description: tc('description'),
    path: '/community/search',
    locale,
    siteName: site('site.title'),
  });
}

// The results live at /community/search/post: an old link (or form) that put the keyword here goes
// there with it and its filters; without a keyword this is the search page itself.
export default async function SearchPage({ searchParams }: Props) {
  const { keyword, filters } = parseSearchParams(await searchParams);
  if (keyword) permanentRedirect(searchHref('posts', keyword, filters));
  const t = await getTranslations('search');
  return (
    <>
      <Header title={t('title')} />
      <ClientMessages namespaces={['community', 'search']}>
        <SearchView tab="posts" />
      </ClientMessages>
    </>
  );
}
