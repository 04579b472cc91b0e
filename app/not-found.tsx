import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Header } from '@/components/layout/header';
import { GoBackButton } from '@/components/navigation/go-back-button';
import { PixelSlime } from '@/components/ui/pixel-slime';
import styles from './not-found.module.scss';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('translation.pages');
  return { title: t('notFound'), robots: { index: false } };
}

export default async function NotFound() {
  const t = await getTranslations('common.notFound');
  return (
    <>
      <Header title={t('title')} />
      <main id="main" className={styles.main}>
        <PixelSlime mood="sad" size={112} />
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 className={styles.title}>{(await getTranslations('translation.pages'))('notFound')}</h1>
        <p className={styles.message}>{t('message')}</p>
        <GoBackButton label={t('goBack')} />
      </main>
    </>
  );
}
