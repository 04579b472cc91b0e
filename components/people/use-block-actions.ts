'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { blockUser, unblockUser } from '@/lib/api/people';
import { useUiStore } from '@/stores/ui-store';
import { peopleErrorMessage } from './error-message';

/**
 * Block and unblock with their toasts. Afterwards every cached list is refetched and the page's
 * server-rendered parts are rendered again, so the member's posts and comments disappear (or
 * come back) at once wherever they were shown.
 */
export function useBlockActions(userUuid: string, { onChange }: { onChange?: (blocked: boolean) => void } = {}) {
  const t = useTranslations('user.block');
  const tErrors = useTranslations('common.errors');
  const showToast = useUiStore((s) => s.showToast);
  const queryClient = useQueryClient();
  const router = useRouter();

  const settle = (blocked: boolean) => {
    void queryClient.invalidateQueries();
    router.refresh();
    onChange?.(blocked);
  };

  const block = useMutation({
    mutationFn: () => blockUser(userUuid),
    retry: false,
    onSuccess: () => {
      showToast(t('blocked'));
      settle(true);
    },
    onError: (error) => showToast(peopleErrorMessage(error, t('blockFailed'), tErrors)),
  });

  const unblock = useMutation({
    mutationFn: () => unblockUser(userUuid),
    retry: false,
    onSuccess: () => {
      showToast(t('unblocked'));
      settle(false);
    },
    onError: (error) => showToast(peopleErrorMessage(error, t('unblockFailed'), tErrors)),
  });

  return { block, unblock };
}
