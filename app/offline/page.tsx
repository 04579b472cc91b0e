import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { Header } from '@/components/layout/header';
import { Link } from '@/components/ui/link';
import { buttonClassName } from '@/components/ui/button-styles';
import { PixelSlime } from '@/components/ui/pixel-slime';
import { LOCALES, type Locale } from '@/lib/constants';
import styles from './offline.module.scss';

// The page the service worker shows for a page it has not kept, while offline. It is precached with
// each version (scripts/build-sw.mjs), fetched once without cookies, and may be shown to either
// language later: it says everything in both, the reader's language first.

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pwa.offline');
  return { title: t('title'), robots: { index: false } };
}

export default async function OfflinePage() {
  const locale = (await getLocale()) as Locale;
  const order = [locale, ...LOCALES.filter((l) => l !== locale)];
  const [t, texts] = await Promise.all([
    getTranslations('pwa.offline'),
    Promise.all(order.map((l) => getTranslations({ locale: l, namespace: 'pwa.offline' }))),
  ]);
  return (
    <>
      <Header title={t('title')} variant="none" />
      <main id="main" className={styles.main}>
        <PixelSlime mood="sad" size={112} className={styles.art} />
        {texts.map((tl, i) => (
          <section key={order[i]} lang={order[i]} className={i === 0 ? styles.first : styles.other}>
            <h1 className={styles.title}>{tl('heading')}</h1>
            <p className={styles.message}>{tl('message')}</p>
            <p className={styles.message}>{tl('saved')}</p>
          </section>
        ))}
        {/* A plain link to this same address: it works without scripts, as an offline page may have to. */}
        <a href="" className={buttonClassName({ size: 'm' })} data-testid="offline-retry">
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
