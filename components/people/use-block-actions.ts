'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useApiErrorMessage } from '@/lib/api/error-message';
import { PEOPLE_ERRORS, useBlockUserMutation, useUnblockUserMutation } from '@/lib/api/people';
import { useUiStore } from '@/stores/ui-store';

/**
 * Block and unblock (the member's uuid is the variable) with their toasts. Afterwards every
 * cached list is refetched (by the hooks) and the page's server-rendered parts are rendered
 * again, so the member's posts and comments disappear (or come back) at once wherever they were shown.
 */
export function useBlockActions({ onChange }: { onChange?: (blocked: boolean) => void } = {}) {
  const t = useTranslations('user.block');
  const errorMessage = useApiErrorMessage();
  const showToast = useUiStore((s) => s.showToast);
  const router = useRouter();

  const settle = (blocked: boolean) => {
    router.refresh();
    onChange?.(blocked);
  };

  const block = useBlockUserMutation({
    onSuccess: () => {
      showToast(t('blocked'));
      settle(true);
    },
    onError: (error) => showToast(errorMessage(error, 'user.block.blockFailed', PEOPLE_ERRORS)),
  });

  const unblock = useUnblockUserMutation({
    onSuccess: () => {
      showToast(t('unblocked'));
      settle(false);
    },
    onError: (error) => showToast(errorMessage(error, 'user.block.unblockFailed', PEOPLE_ERRORS)),
  });

  return { block, unblock };
}
