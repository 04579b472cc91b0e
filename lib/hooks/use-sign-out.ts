'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { logout as logoutRequest } from '@/lib/api/account';
import { useUserStore } from '@/stores/user-store';

/**
 * Ends the session: revokes the token on the server, then clears the user store (device id and
 * referral ball stay, spec §4) and every cached answer that belonged to the user.
 * `revoke: false` when the server already ended it (withdrawal).
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useCallback(
    async ({ revoke = true }: { revoke?: boolean } = {}) => {
      if (revoke) {
        // A failed revoke (offline) must not keep the browser signed in.
        await logoutRequest().catch(() => undefined);
      }
      useUserStore.getState().logout();
      queryClient.clear();
    },
    [queryClient],
  );
}
