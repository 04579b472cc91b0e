'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { clearRenderCookie, logout as logoutRequest } from '@/lib/api/account';
import { deleteSubscription } from '@/lib/api/push';
import { unsubscribeBrowser } from '@/lib/push/browser';
import { useUserStore } from '@/stores/user-store';

const PUSH_RELEASE_MS = 3_000;

// This browser's push subscription belongs to whoever is signed in: dropped at sign-out (with the
// token still valid, so the server forgets it too), or the next person on this device would see
// the last member's notifications. Never holds the sign-out up for long.
// Without a live session (withdrawal) only the browser's side is dropped.
async function releasePush(tellServer: boolean): Promise<void> {
  const release = unsubscribeBrowser().then((endpoint) => (endpoint && tellServer ? deleteSubscription(endpoint) : undefined));
  await Promise.race([release, new Promise((resolve) => setTimeout(resolve, PUSH_RELEASE_MS))]).catch(() => undefined);
}

/**
 * Ends the session: drops this browser's push subscription, revokes the token on the server, then
 * clears the user store (device id and referral ball stay) and every cached answer that belonged to the user.
 * `revoke: false` when the server already ended it (withdrawal).
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useCallback(
    async ({ revoke = true }: { revoke?: boolean } = {}) => {
      await releasePush(revoke);
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
