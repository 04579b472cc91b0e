'use client';

import { useCallback } from 'react';
import { useUiStore } from '@/stores/ui-store';
import { useUserStore } from '@/stores/user-store';

/**
 * Guards a member action: a guest gets the login-required dialog ("log in now or
 * later"), a signed-in user runs the action.
 *
 *   const requireLogin = useRequireLogin();
 *   <button onClick={() => requireLogin(() => like.mutate(postId))}>…</button>
 *
 * Use it for every member action: post, comment, like, report, block, friend, wish list.
 * ConfirmDialog already does the same for delete/report/block confirmations.
 */
export function useRequireLogin(): (action: () => void) => void {
  const openLoginModal = useUiStore((s) => s.openLoginModal);
  return useCallback(
    (action: () => void) => {
      // Read at call time, not render time: the token may have changed since (expiry, another tab).
      if (useUserStore.getState().userToken) action();
      else openLoginModal();
    },
    [openLoginModal],
  );
}
