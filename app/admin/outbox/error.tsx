'use client';

import { useTranslations } from 'next-intl';
import { ErrorState } from '@/components/ui/error-state';

export default function OutboxError({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('auth.outbox');
  return (
    <main id="main">
      <ErrorState message={t('loadFailed')} onRetry={reset} />
    </main>
  );
}
