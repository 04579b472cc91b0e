import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { guideListHref } from '@/components/guide/guide-href';
import { NeedHelp } from '@/components/guide/need-help';
import { Header } from '@/components/layout/header';
import { Markdown } from '@/components/markdown/markdown';
import { JsonLd } from '@/components/seo/json-ld';
import type { Locale } from '@/lib/constants';
import { formatYmd } from '@/lib/dates';
import { guideJsonLd } from '@/lib/seo/json-ld';
import { getGuide, guideExcerpt, plainText } from '@/lib/server/guides';
import { AppError } from '@/lib/server/http/errors';
import { absoluteUrl, pageMetadata } from '@/lib/server/seo';
import { guideSlugParam } from '@/lib/validation/guides';
import styles from './guide-detail.module.scss';

type Props = { params: Promise<{ slug: string }> };

const loadGuide = cache(async (rawSlug: string, locale: Locale) => {
  const parsed = guideSlugParam.safeParse({ slug: decodeURIComponent(rawSlug) });
  if (!parsed.success) notFound();
  try {
    return await getGuide(parsed.data.slug, locale);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
});

// The page shows the title as its heading: a leading "# Title" line in the Markdown would repeat it.
function bodyWithoutTitle(markdown: string): string {
  return markdown.replace(/^\s*#\s+[^\n]*\n+/, '');
}

// Numbered Markdown lists are steps: they become HowTo steps for search engines.
function howToSteps(markdown: string): string[] {
  return [...markdown.matchAll(/^\s*\d+\.\s+(.+)$/gm)].map((m) => plainText(m[1] ?? '')).filter(Boolean);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await getLocale();
  const guide = await loadGuide((await params).slug, locale);
  const t = await getTranslations();
  return pageMetadata({
    title: guide.title,
    description: guide.content ? guideExcerpt(guide.content, 150) : t('support.guide.guidePageIdEmpty'),
    path: `/guide/${guide.slug}`,
    locale,
    siteName: t('translation.site.title'),
    type: 'article',
    publishedTime: guide.created_at,
    modifiedTime: guide.updated_at,
  });
}

export default async function GuideDetailPage({ params }: Props) {
  const locale = await getLocale();
  const guide = await loadGuide((await params).slug, locale);
  const t = await getTranslations('support.guide');
  const site = await getTranslations('translation');
  const description = guide.content ? guideExcerpt(guide.content, 150) : t('guidePageIdEmpty');
  const steps = guide.content ? howToSteps(guide.content) : [];

  return (
    <>
      <Header title={t('title')} />
      <main id="main" className={styles.main}>
        <article className={styles.article}>
          <header className={styles.head}>
            <Link href={guideListHref({ category: guide.category })} className={styles.category} data-category={guide.category}>
              {t(`category.${guide.category}`)}
            </Link>
            <h1 className={styles.title}>{guide.title}</h1>
            <time className={styles.date} dateTime={guide.updated_at}>
              {t('updatedAt', { date: formatYmd(guide.updated_at, locale) })}
            </time>
          </header>
          {guide.content ? (
            <Markdown className={styles.body}>{bodyWithoutTitle(guide.content)}</Markdown>
          ) : (
            <div className={styles.empty} role="note">
              <svg width="40" height="40" viewBox="0 0 10 10" shapeRendering="crispEdges" aria-hidden="true" focusable="false">
                <path fill="currentColor" d="M2 1h5v1h1v1h1v6H1V1h1zM2 2v6h6V4H6V2z" />
                <path fill="currentColor" d="M3 5h4v1H3zM3 7h3v1H3z" />
              </svg>
              <p className={styles.emptyTitle}>{t('guidePageIdEmpty')}</p>
              <p className={styles.emptyHint}>{t('guidePageIdEmptyHint')}</p>
            </div>
          )}
        </article>

        {guide.related.length > 0 && (
          <section className={styles.related} aria-labelledby="guide-related">
            <h2 id="guide-related" className={styles.relatedTitle}>
              {t('related')}
            </h2>
            <ul className={styles.relatedList}>
              {guide.related.map((g) => (
                <li key={g.id}>
                  <Link href={`/guide/${g.slug}`} className={styles.relatedLink}>
                    {g.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}

        <NeedHelp />
        <Link href="/guide" className={styles.back}>
          {t('backToList')}
        </Link>
      </main>
      <JsonLd
        data={guideJsonLd({
          guide,
          description,
          steps,
          siteName: site('site.title'),
          sectionName: t('title'),
          categoryName: t(`category.${guide.category}`),
          categoryPath: guideListHref({ category: guide.category }),
          absolute: absoluteUrl,
        })}
      />
    </>
  );
}
