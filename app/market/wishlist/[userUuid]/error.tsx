'use client';

import { useTranslations } from 'next-intl';
import { ErrorState } from '@/components/ui/error-state';

export default function WishlistError({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('shared.wishlist');
  return <ErrorState message={t('loadFailed')} onRetry={reset} />;
}
