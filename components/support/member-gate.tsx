'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { loginPathFor } from '@/lib/auth/next-path';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useUserStore } from '@/stores/user-store';

/**
 * The signed-in member as a cache-key part (their id once known), or null for a guest. Guests are
 * sent to /login?next=<this page>. The token lives in the browser's user store, so this is decided
 * after hydration.
 */
export function useMemberKey(): number | 'me' | null {
  const hydrated = useHydrated();
  const token = useUserStore((s) => s.userToken);
  const userId = useUserStore((s) => s.user?.id ?? null);
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams().toString();

  useEffect(() => {
    // Read the store now, not the rendered value: the webview hand-off may have just set the token.
    if (hydrated && !useUserStore.getState().userToken) router.replace(loginPathFor(search ? `${pathname}?${search}` : pathname));
  }, [hydrated, token, router, pathname, search]);

  if (!hydrated || !token) return null;
  return userId ?? 'me';
}

/** Shows its children to signed-in members only; guests see a placeholder while they are redirected. */
export function MemberGate({ children, fallbackRows = 4 }: { children: ReactNode; fallbackRows?: number }) {
  const member = useMemberKey();
  if (member === null) return <Skeleton rows={fallbackRows} variant="list" />;
  return <>{children}</>;
}
