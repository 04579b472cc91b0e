import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Header } from '@/components/layout/header';
import { pageMetadata } from '@/lib/server/seo';
import { SearchView } from './search-view';

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

export default async function SearchPage() {
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
