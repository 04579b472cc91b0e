import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { Header } from '@/components/layout/header';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { PAGE_SIZE } from '@/lib/constants';
import { formatYmd } from '@/lib/dates';
import { listNotices } from '@/lib/server/notices';
import { pageMetadata } from '@/lib/server/seo';
import { pageQuery } from '@/lib/validation/common';
import styles from './notice.module.scss';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  const t = await getTranslations('translation');
  return pageMetadata({
    title: t('pages.notice'),
    description: t('site.description'),
    path: '/community/notice',
    locale,
    siteName: t('site.title'),
  });
}

export default async function NoticeListPage({ searchParams }: Props) {
  const locale = await getLocale();
  const t = await getTranslations('community.notice');
  const parsed = pageQuery.safeParse({ page: (await searchParams).page });
  const page = parsed.success ? parsed.data.page : 1;
  const data = await listNotices({ page, pageSize: PAGE_SIZE, locale });

  return (
    <>
      <Header title={t('title')} />
      <main id="main" className={styles.main}>
        {data.results.length === 0 ? (
          <EmptyState message={t('empty')} />
        ) : (
          <ul className={styles.list}>
            {data.results.map((notice) => (
              <li key={notice.id}>
                <Link href={`/community/notice/${notice.id}`} className={styles.row}>
                  <span className={styles.tags}>
                    {notice.is_pinned && <span className={styles.pinned}>{t('pinned')}</span>}
                    <span className={styles.kind} data-kind={notice.kind}>
                      {t(`kind.${notice.kind}`)}
                    </span>
                  </span>
                  <span className={styles.title}>{notice.title}</span>
                  <span className={styles.excerpt}>{notice.excerpt}</span>
                  <time className={styles.date} dateTime={notice.published_at}>
                    {formatYmd(notice.published_at, locale)}
                  </time>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Pagination page={page} count={data.count} pageSize={PAGE_SIZE} basePath="/community/notice" />
      </main>
    </>
  );
}
