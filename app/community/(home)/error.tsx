'use client';

import { useTranslations } from 'next-intl';
import { Header } from '@/components/layout/header';
import { ErrorState } from '@/components/ui/error-state';

export default function CommunityHomeError({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('components.errorState');
  return (
    <>
      <Header variant="exit" />
      <main id="main">
        <ErrorState message={t('message')} onRetry={reset} />
      </main>
    </>
  );
}
