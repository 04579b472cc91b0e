import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { CategoryChips } from '@/components/guide/category-chips';
import { GuideList } from '@/components/guide/guide-list';
import { GuidePager } from '@/components/guide/guide-pager';
import { GuideSearch } from '@/components/guide/guide-search';
import { NeedHelp } from '@/components/guide/need-help';
import { Header } from '@/components/layout/header';
import { EmptyState } from '@/components/ui/empty-state';
import { PAGE_SIZE } from '@/lib/constants';
import { listGuides } from '@/lib/server/guides';
import { pageMetadata } from '@/lib/server/seo';
import { guideListQuery } from '@/lib/validation/guides';
import { safeParseInput } from '@/lib/validation/input';
import styles from './guide-list.module.scss';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  const t = await getTranslations();
  return pageMetadata({
    title: t('support.guide.title'),
    description: t('support.guide.description'),
    path: '/guide',
    locale,
    siteName: t('translation.site.title'),
  });
}

export default async function GuideListPage({ searchParams }: Props) {
  const locale = await getLocale();
  const t = await getTranslations('support.guide');
  const raw = await searchParams;
  // A bad filter in a shared link falls back to the whole list rather than an error page.
  const category = guideListQuery.shape.category.safeParse(first(raw.category)).data;
  const keyword = safeParseInput(guideListQuery.shape.keyword, first(raw.keyword)).data;
  const page = guideListQuery.shape.page.safeParse(first(raw.page) ?? 1).data ?? 1;
  const data = await listGuides({ page, pageSize: PAGE_SIZE, category, keyword, locale });

  return (
    <>
      <Header title={t('title')} />
      <main id="main" className={styles.main}>
        <p className={styles.lead}>{t('lead')}</p>
        <GuideSearch category={category} keyword={keyword} />
        <CategoryChips active={category} keyword={keyword} />
        {keyword && (
          <p className={styles.resultLine} role="status">
            {t('resultCount', { keyword, count: data.count })}
          </p>
        )}
        {data.results.length === 0 ? <EmptyState message={keyword ? t('noResults') : t('empty')} /> : <GuideList guides={data.results} />}
        <GuidePager page={page} count={data.count} pageSize={PAGE_SIZE} category={category} keyword={keyword} />
        <NeedHelp />
      </main>
    </>
  );
}
