import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { Header } from '@/components/layout/header';
import { listKindSummaries } from '@/lib/server/probability';
import { pageMetadata } from '@/lib/server/seo';
import styles from './probability-hub.module.scss';

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  const t = await getTranslations('support.probability');
  const site = await getTranslations('translation');
  return pageMetadata({ title: t('title'), description: t('description'), path: '/probability', locale, siteName: site('site.title') });
}

export default async function ProbabilityHubPage() {
  const locale = await getLocale();
  const t = await getTranslations('support.probability');
  const kinds = await listKindSummaries(locale);

  return (
    <>
      <Header title={t('title')} />
      <main id="main" className={styles.main}>
        <p className={styles.intro}>{t('description')}</p>
        <ul className={styles.kinds}>
          {kinds.map((kind) => (
            <li key={kind.kind}>
              <Link href={`/probability/${kind.slug}`} className={styles.kind}>
                <img src={`/art/probability/${kind.kind}.png`} alt="" width={64} height={64} className={styles.image} />
                <span className={styles.name}>{kind.name}</span>
                <span className={styles.count}>{t('kindCount', { count: kind.count })}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p className={styles.legal} role="note">
          {t('legalNotice')}
        </p>
      </main>
    </>
  );
}
