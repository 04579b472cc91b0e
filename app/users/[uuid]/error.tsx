'use client';

import { useTranslations } from 'next-intl';
import { Header } from '@/components/layout/header';
import { ErrorState } from '@/components/ui/error-state';

export default function ProfileError({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('user.profile');
  return (
    <>
      <Header />
      <main id="main">
        <ErrorState message={t('loadFailed')} onRetry={reset} />
      </main>
    </>
  );
}
