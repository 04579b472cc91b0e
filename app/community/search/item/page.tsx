import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Header } from '@/components/layout/header';
import { parseSearchParams, searchHref } from '../search-params';
import { SearchView } from '../search-view';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { keyword } = parseSearchParams(await searchParams);
  const [t, tc] = await Promise.all([getTranslations('search'), getTranslations('community.search')]);
  return {
    title: keyword ? t('resultFor', { keyword }) : tc('itemResults'),
    description: tc('description'),
    alternates: { canonical: searchHref('items', keyword) },
    robots: { index: false, follow: true },
  };
}

// /community/search/item?keyword=…: items are searched in the browser (the marketplace's endpoint).
export default async function ItemSearchResultsPage({ searchParams }: Props) {
  const tc = await getTranslations('community.search');
  const { keyword } = parseSearchParams(await searchParams);
  return (
    <>
      <Header title={tc('itemResults')} />
      <ClientMessages namespaces={['community', 'search']}>
        <SearchView tab="items" initialKeyword={keyword} resultsRoute />
      </ClientMessages>
    </>
  );
}
