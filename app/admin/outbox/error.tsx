'use client';

import { useTranslations } from 'next-intl';
import { ErrorState } from '@/components/ui/error-state';

export default function OutboxError({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('ui.admin.outbox');
  return (
    <ErrorState message={t('loadFailed')} onRetry={reset} />
  );
}
