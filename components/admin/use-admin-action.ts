'use client';

import { useAdminMutation } from '@/lib/api/admin';
import { useUiStore } from '@/stores/ui-store';
import { useAdminErrors } from './errors';

/**
 * A write of the administration screens: toasts `done` on success or the translated refusal, and
 * refreshes every admin query (counts in the menu, lists, details) afterwards.
 */
export function useAdminAction<TVars, TData>(
  fn: (vars: TVars) => Promise<TData>,
  {
    done,
    onSuccess,
    toastError = true,
  }: { done?: string | ((data: TData) => string); onSuccess?: (data: TData, vars: TVars) => void; toastError?: boolean } = {},
) {
  const errors = useAdminErrors();
  return useAdminMutation(fn, {
    onSuccess: (data, vars) => {
      const message = typeof done === 'function' ? done(data) : done;
      if (message) useUiStore.getState().showToast(message);
      onSuccess?.(data, vars);
    },
    onError: (error) => {
      if (toastError) useUiStore.getState().showToast(errors.message(error));
    },
  });
}
