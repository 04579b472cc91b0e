import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { Header } from '@/components/layout/header';
import { Link } from '@/components/ui/link';
import { buttonClassName } from '@/components/ui/button-styles';
import { PixelSlime } from '@/components/ui/pixel-slime';
import { LOCALES, type Locale } from '@/lib/constants';
import ko from '@/messages/ko/pwa.json';
import zhTW from '@/messages/zh-TW/pwa.json';
import styles from './offline.module.scss';

// The page the service worker shows for a page it has not kept, while offline. It is precached with
// each version (scripts/build-sw.mjs), fetched once without cookies, and may be shown to either
// language later: it says everything in both, the reader's language first.

// Both languages' texts straight from the message files: the request's translator is bound to the
// reader's language.
const OFFLINE_TEXT: Record<Locale, typeof ko.offline> = { ko: ko.offline, 'zh-TW': zhTW.offline };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pwa.offline');
  return { title: t('title'), robots: { index: false } };
}

export default async function OfflinePage() {
  const locale = (await getLocale()) as Locale;
  const order = [locale, ...LOCALES.filter((l) => l !== locale)];
  const t = await getTranslations('pwa.offline');
  return (
    <>
      <Header title={t('title')} variant="none" />
      <main id="main" className={styles.main}>
        <PixelSlime mood="sad" size={112} />
        {order.map((l, i) => (
          <section key={l} lang={l} className={i === 0 ? styles.first : styles.other}>
            {/* One page heading: the reader's language's. */}
            {i === 0 ? (
              <h1 className={styles.title}>{OFFLINE_TEXT[l].heading}</h1>
            ) : (
              <h2 className={styles.title}>{OFFLINE_TEXT[l].heading}</h2>
            )}
            <p className={styles.message}>{OFFLINE_TEXT[l].message}</p>
            <p className={styles.message}>{OFFLINE_TEXT[l].saved}</p>
          </section>
        ))}
        {/* A plain link to this same address (its query left out), so it works without scripts, as an
            offline page may have to. (React drops an empty href.) */}
        <a href="?" className={buttonClassName({ size: 'm' })} data-testid="offline-retry">
          {t('retry')}
        </a>
        <nav className={styles.links} aria-label={t('saved')}>
          <Link href="/guide">{t('guide')}</Link>
          <Link href="/community/notice">{t('notice')}</Link>
          <Link href="/probability">{t('probability')}</Link>
        </nav>
      </main>
    </>
  );
}
