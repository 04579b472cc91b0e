'use client';

import { useTranslations } from 'next-intl';
import { ErrorState } from '@/components/ui/error-state';

export default function SearchError({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('common.errors');
  return (
    <main id="main">
      <ErrorState message={t('generic')} onRetry={reset} />
    </main>
  );
}
