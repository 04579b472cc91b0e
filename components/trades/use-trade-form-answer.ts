'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiErrorMessage } from '@/lib/api/error-message';
import { useUiStore } from '@/stores/ui-store';

/**
 * What a form on a trade (a dispute, a review) does with the answer: a toast once it is done (then
 * `after`), or the refusal in the form as `formError`, which the form clears when it is sent again.
 */
export function useTradeFormAnswer(done: 'dispute' | 'review', after: () => void) {
  const t = useTranslations('trades.detail');
  const errorMessage = useApiErrorMessage();
  const [formError, setFormError] = useState<string | null>(null);
  return {
    formError,
    clearFormError: () => setFormError(null),
    answer: {
      onSuccess: () => {
        useUiStore.getState().showToast(t(`done.${done}`));
        after();
      },
      onError: (error: unknown) =>
        setFormError(errorMessage(error, 'trades.detail.failed', { serverMessage: true, refusals: 'trades.refusals.' })),
    },
  };
}
