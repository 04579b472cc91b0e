import type { Metadata } from 'next';
import Image from 'next/image';
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { TitleRow } from '@/components/community/title-row';
import { Header } from '@/components/layout/header';
import { LanguageSwitch } from '@/components/settings/language-switch';
import { PREVIEW_COUNT, type Locale } from '@/lib/constants';
import { formatYmd } from '@/lib/dates';
import { listActiveBanners } from '@/lib/server/community/banners';
import { listCategoryGroups } from '@/lib/server/community/categories';
import { listNotices } from '@/lib/server/notices';
import { pageMetadata } from '@/lib/server/seo';
import styles from './community-home.module.scss';

export async function generateMetadata(): Promise<Metadata> {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('translation');
  return pageMetadata({
    title: t('pages.home'),
    description: t('site.description'),
    path: '/community',
    locale,
    siteName: t('site.title'),
  });
}

export default async function CommunityHomePage() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('community.home');
  const pages = await getTranslations('translation.pages');
  const [banners, notices, groups] = await Promise.all([
    listActiveBanners(locale),
    listNotices({ page: 1, pageSize: PREVIEW_COUNT, locale }),
    listCategoryGroups(locale),
  ]);
  const banner = banners[0];

  return (
    <>
      <Header title={pages('home')} variant="exit" right={<LanguageSwitch />} />
      <main id="main" className={styles.main}>
        {banner && (
          <section className={styles.banner} aria-label={banner.title}>
            <Image src={banner.image} alt="" width={1000} height={400} priority className={styles.bannerImage} />
            <p className={styles.bannerTitle}>{banner.title}</p>
          </section>
        )}
        <p className={styles.welcome}>{t('welcome')}</p>

        <section className={styles.section} aria-labelledby="home-notices">
          <TitleRow id="home-notices" title={t('notices')} moreHref="/community/notice" />
          <ul className={styles.noticeList}>
            {notices.results.map((notice) => (
              <li key={notice.id}>
                <Link href={`/community/notice/${notice.id}`} className={styles.noticeRow}>
                  <span className={styles.noticeTitle}>{notice.title}</span>
                  <time dateTime={notice.published_at} className={styles.noticeDate}>
                    {formatYmd(notice.published_at, locale)}
                  </time>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section className={styles.section} aria-labelledby="home-categories">
          <TitleRow id="home-categories" title={t('categories')} />
          <ul className={styles.groups}>
            {groups
              .filter((group) => group.children.length > 0)
              .map((group) => (
                <li key={group.id} className={styles.group}>
                  <h3 className={styles.groupName}>{group.name}</h3>
                  <p className={styles.children}>{group.children.map((c) => c.name).join(' · ')}</p>
                </li>
              ))}
          </ul>
        </section>
      </main>
    </>
  );
}
