'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useUserStore } from '@/stores/user-store';

const ServerSignedIn = createContext(false);

/** Whether the server saw the render cookie, so the server HTML and the first render leave out what guests alone see. */
export function SignedInHint({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  return <ServerSignedIn.Provider value={signedIn}>{children}</ServerSignedIn.Provider>;
}

/**
 * Signed in or not: what the server knew (`serverSignedIn`, else the nearest SignedInHint) until
 * hydration, then the browser's session, which is the one the API answers to.
 */
export function useSignedIn(serverSignedIn?: boolean): boolean {
  const hinted = useContext(ServerSignedIn);
  const hydrated = useHydrated();
  const token = useUserStore((s) => s.userToken);
  if (hydrated) return Boolean(token);
  return serverSignedIn ?? hinted;
}

/** Signed in as the browser knows it: false until hydration, so the queries that need the session wait for it. */
export function useBrowserSignedIn(): boolean {
  const hydrated = useHydrated();
  const token = useUserStore((s) => s.userToken);
  return hydrated && Boolean(token);
}
