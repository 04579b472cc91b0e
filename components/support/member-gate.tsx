'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { loginPathFor } from '@/lib/auth/next-path';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useUserStore } from '@/stores/user-store';

/**
 * The signed-in session as a cache-key part, or null for a guest. Guests are sent to
 * /login?next=<this page>. The token lives in the browser's user store, so this is decided after
 * hydration. The key is a hash of the token, fixed from sign-in on: the member's id arrives later,
 * and a key that changed mid-visit would split one inquiry's cache in two.
 */
export function useMemberKey(): string | null {
  const hydrated = useHydrated();
  const token = useUserStore((s) => s.userToken);
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams().toString();

  useEffect(() => {
    // Read the store now, not the rendered value: the webview hand-off may have just set the token.
    if (hydrated && !useUserStore.getState().userToken) router.replace(loginPathFor(search ? `${pathname}?${search}` : pathname));
  }, [hydrated, token, router, pathname, search]);

  if (!hydrated || !token) return null;
  return sessionKey(token);
}

// FNV-1a: a short, stable, non-reversible tag of the token (the token itself stays out of the keys).
function sessionKey(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) hash = Math.imul(hash ^ token.charCodeAt(i), 0x01000193);
  return `s${(hash >>> 0).toString(36)}`;
}

/** Shows its children to signed-in members only; guests see a placeholder while they are redirected. */
export function MemberGate({ children, fallbackRows = 4 }: { children: ReactNode; fallbackRows?: number }) {
  const member = useMemberKey();
  if (member === null) return <Skeleton rows={fallbackRows} variant="list" />;
  return <>{children}</>;
}
