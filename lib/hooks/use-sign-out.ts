'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { clearRenderCookie, logout as logoutRequest } from '@/lib/api/account';
import { useUserStore } from '@/stores/user-store';

/**
 * Ends the session: revokes the token on the server, then clears the user store (device id and
 * referral ball stay) and every cached answer that belonged to the user.
 * `revoke: false` when the server already ended it (withdrawal).
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useCallback(
    async ({ revoke = true }: { revoke?: boolean } = {}) => {
      // A failed revoke (offline) must not keep the browser signed in. Revoking clears the
      // render cookie too; otherwise it is cleared on its own.
      const revoked = revoke
        ? await logoutRequest().then(
            () => true,
            () => false,
          )
        : false;
      if (!revoked) await clearRenderCookie().catch(() => undefined);
      useUserStore.getState().logout();
      queryClient.clear();
    },
    [queryClient],
  );
}
