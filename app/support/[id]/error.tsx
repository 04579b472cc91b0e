'use client';

import { useTranslations } from 'next-intl';
import { ErrorState } from '@/components/ui/error-state';

export default function InquiryError({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('support.inquiry');
  return <ErrorState message={t('detailLoadFailed')} onRetry={reset} />;
}
