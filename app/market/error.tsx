'use client';

import { useTranslations } from 'next-intl';
import { ErrorState } from '@/components/ui/error-state';

export default function MarketError({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('shared.market');
  return <ErrorState message={t('loadFailed')} onRetry={reset} />;
}
