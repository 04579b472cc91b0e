'use client';

import dynamic from 'next/dynamic';
import { useEffect } from 'react';
import { MOBILE_BREAKPOINT } from '@/lib/constants';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { takeHandoff } from '@/lib/session-handoff';
import { useUiStore } from '@/stores/ui-store';
import { useUserStore } from '@/stores/user-store';

// react-query and the live client come with it: only a signed-in browser loads them, after hydration.
const MemberRuntime = dynamic(() => import('@/components/personal/member-runtime').then((m) => m.MemberRuntime), { ssr: false });

function SessionHandoff() {
  // Webview hand-off: the proxy turned ?token=&deviceId= into a one-time cookie.
  useEffect(() => {
    const handoff = takeHandoff();
    if (!handoff) return;
    const store = useUserStore.getState();
    if (handoff.deviceId) store.setDeviceId(handoff.deviceId);
    if (handoff.token && handoff.token !== store.userToken) store.setToken(handoff.token);
  }, []);
  return null;
}

function ViewportSync() {
  const setIsMobile = useUiStore((s) => s.setIsMobile);
  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT}px)`);
    const update = () => setIsMobile(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [setIsMobile]);
  return null;
}

/**
 * App-wide client state around every page. The query client is not here: the screens that use
 * react-query have it in their layouts (components/query/query-provider), and a signed-in
 * browser's app-wide queries run in the member runtime.
 */
export function Providers({ children }: { children: React.ReactNode }) {
  const hydrated = useHydrated();
  const token = useUserStore((s) => s.userToken);
  return (
    <>
      <SessionHandoff />
      <ViewportSync />
      {hydrated && token ? <MemberRuntime /> : null}
      {children}
    </>
  );
}
