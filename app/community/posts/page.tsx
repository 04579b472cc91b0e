import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { z } from '@/lib/zod';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Header } from '@/components/layout/header';
import { LanguageToggle } from '@/components/community/language-toggle';
import { WriteButton } from '@/components/community/write-button';
import { JsonLd } from '@/components/seo/json-ld';
import { seedQuery } from '@/app/seed-query';
import { postListOptions } from '@/lib/api/posts';
import { CATEGORY_IDS, type Locale } from '@/lib/constants';
import { postListJsonLd } from '@/lib/seo/json-ld';
import { listCategoryGroups } from '@/lib/server/community/categories';
import { pageViewer } from '@/lib/server/community/page-viewer';
import { listPosts } from '@/lib/server/community/posts';
import { absoluteUrl, pageMetadata } from '@/lib/server/seo';
import { pageLanguage, withLanguage } from '@/lib/validation/post-language';
import { CategoryTabs } from './category-tabs';
import { PostList } from './post-list';
import styles from './posts.module.scss';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const categoryParam = z.coerce.number().int().positive().catch(CATEGORY_IDS.allPosts);

const readCategory = async (searchParams: Props['searchParams']) => {
  const raw = (await searchParams).category;
  return categoryParam.parse(Array.isArray(raw) ? raw[0] : (raw ?? CATEGORY_IDS.allPosts));
};

const loadCategory = cache(async (category: number, locale: Locale) => {
  const groups = await listCategoryGroups(locale);
  const all = groups.flatMap((g) => [g, ...g.children]);
  const current = all.find((c) => c.id === category);
  if (!current) notFound();
  return { groups, current };
});

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const locale = await getLocale();
  const category = await readCategory(searchParams);
  const { current } = await loadCategory(category, locale);
  const [site, t] = await Promise.all([getTranslations('translation'), getTranslations('community.list')]);
  return pageMetadata({
    title: current.name,
    description: t('description', { category: current.name }),
    path: `/community/posts?category=${category}`,
    locale,
    siteName: site('site.title'),
  });
}

export default async function PostListPage({ searchParams }: Props) {
  const locale = await getLocale();
  const category = await readCategory(searchParams);
  // The reader's language unless the URL asks for all of them (?lang=all).
  const language = pageLanguage((await searchParams).lang, locale);
  const [{ groups, current }, viewer, t, pages] = await Promise.all([
    loadCategory(category, locale),
    pageViewer(),
    getTranslations('community.list'),
    getTranslations('translation.pages'),
  ]);
  // The list's first page as PostList reads it (a category the API refuses is not found).
  const seeded = await seedQuery(postListOptions({ category, locale, language }));
  if (!seeded) notFound();
  const first = seeded.data.pages[0]!;
  const listHref = `/community/posts?category=${category}`;
  const allHref = withLanguage(listHref, 'all');
  // Nothing in the reader's language: the empty state offers the other languages when they have posts (a count from the counters).
  const othersExist =
    language !== 'all' &&
    first.results.length === 0 &&
    (await listPosts({ category, page_size: 1, sort: 'newest', search_type: 'post', trade: 'all', language: 'all' }, { viewer, locale }))
      .count > 0;
  const isGroup = groups.some((g) => g.id === category);
  const newest = first.results.find((p) => !p.is_pinned)?.created_at ?? null;

  return (
    <>
      <Header title={current.name} />
      <main id="main" className={styles.main}>
        <CategoryTabs groups={groups} selected={category} language={language} />
        <div className={styles.listBar}>
          <p className={styles.count}>{t('count', { count: first.count })}</p>
          <LanguageToggle language={language} mineHref={listHref} allHref={allHref} />
        </div>
        <ClientMessages namespaces={['community']}>
          <PostList
            key={`${locale}:${category}:${language}`}
            category={category}
            language={language}
            initialPage={first}
            allLanguagesHref={othersExist ? allHref : undefined}
            showTypeTags={isGroup}
            // eslint-disable-next-line react-hooks/purity -- a server component: the time it rendered is the value wanted
            renderedAt={Date.now()}
          />
        </ClientMessages>
      </main>
      <WriteButton latestPostAt={newest} recordVisit categoryId={current.writable && !current.admin_only ? category : undefined} />
      <JsonLd
        data={postListJsonLd({
          homeName: pages('home'),
          categoryName: current.name,
          listPath: `/community/posts?category=${category}`,
          postIds: first.results.map((p) => p.id),
          absolute: absoluteUrl,
        })}
      />
    </>
  );
}
