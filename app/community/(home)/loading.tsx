import { getTranslations } from 'next-intl/server';
import { Header } from '@/components/layout/header';
import { Skeleton } from '@/components/ui/skeleton';
import styles from './community-home.module.scss';

// While the main page's sections load: placeholder cards under the page's own header.
export default async function CommunityHomeLoading() {
  const pages = await getTranslations('translation.pages');
  return (
    <>
      <Header title={pages('home')} variant="exit" />
      <main id="main" className={styles.main}>
        <Skeleton rows={5} variant="list" />
      </main>
    </>
  );
}
