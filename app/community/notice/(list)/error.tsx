'use client';

import { useTranslations } from 'next-intl';
import { ErrorState } from '@/components/ui/error-state';

export default function NoticeError({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('common.errors');
  return <ErrorState message={t('noticesLoadFailed')} onRetry={reset} />;
}
