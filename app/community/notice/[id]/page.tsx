import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { Header } from '@/components/layout/header';
import { Markdown } from '@/components/markdown/markdown';
import { JsonLd } from '@/components/seo/json-ld';
import type { Locale } from '@/lib/constants';
import { formatYmd } from '@/lib/dates';
import { noticeJsonLd } from '@/lib/seo/json-ld';
import { AppError } from '@/lib/server/http/errors';
import { excerpt, getNotice } from '@/lib/server/notices';
import { absoluteUrl, pageMetadata } from '@/lib/server/seo';
import { idParam } from '@/lib/validation/common';
import styles from './notice-detail.module.scss';

type Props = { params: Promise<{ id: string }> };

const loadNotice = cache(async (rawId: string, locale: Locale) => {
  const parsed = idParam.safeParse({ id: rawId });
  if (!parsed.success) notFound();
  try {
    return await getNotice(parsed.data.id, locale);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await getLocale();
  const notice = await loadNotice((await params).id, locale);
  const t = await getTranslations('translation');
  return pageMetadata({
    title: notice.title,
    description: excerpt(notice.content, 150),
    path: `/community/notice/${notice.id}`,
    locale,
    siteName: t('site.title'),
    type: 'article',
    publishedTime: notice.published_at,
    modifiedTime: notice.updated_at,
  });
}

export default async function NoticeDetailPage({ params }: Props) {
  const locale = await getLocale();
  const notice = await loadNotice((await params).id, locale);
  const t = await getTranslations('community.notice');
  const site = await getTranslations('translation');

  return (
    <>
      <Header title={t('title')} />
      <main id="main" className={styles.main}>
        <article className={styles.article}>
          <header className={styles.head}>
            <span className={styles.kind}>{t(`kind.${notice.kind}`)}</span>
            <h1 className={styles.title}>{notice.title}</h1>
            <time className={styles.date} dateTime={notice.published_at}>
              {t('publishedAt', { date: formatYmd(notice.published_at, locale) })}
            </time>
          </header>
          <Markdown className={styles.body}>{notice.content}</Markdown>
        </article>
        <Link href="/community/notice" className={styles.back}>
          {t('backToList')}
        </Link>
      </main>
      <JsonLd
        data={noticeJsonLd({ notice, description: excerpt(notice.content, 150), siteName: site('site.title'), absolute: absoluteUrl })}
      />
    </>
  );
}
