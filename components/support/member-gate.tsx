'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { memberKeyOf } from '@/lib/support/member-key';
import { useUserStore } from '@/stores/user-store';

const ServerMemberKey = createContext<string | null>(null);

/** The key the server page worked out from the render cookie, so the member's data renders on the server. */
export function MemberKeyProvider({ value, children }: { value: string; children: ReactNode }) {
  return <ServerMemberKey.Provider value={value}>{children}</ServerMemberKey.Provider>;
}

/** The signed-in session as a cache-key part, or null before the browser's session is known. */
export function useMemberKey(): string | null {
  const fromServer = useContext(ServerMemberKey);
  const hydrated = useHydrated();
  const token = useUserStore((s) => s.userToken);
  if (hydrated && token) return memberKeyOf(token);
  return fromServer;
}

/** Shows its children once the member is known. */
export function MemberGate({ children, fallbackRows = 4 }: { children: ReactNode; fallbackRows?: number }) {
  const member = useMemberKey();
  if (member === null) return <Skeleton rows={fallbackRows} variant="list" />;
  return <>{children}</>;
}
