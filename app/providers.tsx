'use client';

import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { MOBILE_BREAKPOINT, type Locale } from '@/lib/constants';
import { dayjsLocale } from '@/lib/locale';
import { LiveNotifications } from '@/components/live/live-notifications';
import { getQueryClient } from '@/lib/api/query-client';
import { ApiError, SESSION_EXPIRED_EVENT } from '@/lib/api/request';
import { meOptions } from '@/lib/api/user';
import '@/lib/dates';
import { takeHandoff } from '@/lib/session-handoff';
import { useUiStore } from '@/stores/ui-store';
import { useUserStore } from '@/stores/user-store';

function SessionSync() {
  const token = useUserStore((s) => s.userToken);
  const setUser = useUserStore((s) => s.setUser);

  // Webview hand-off: the proxy turned ?token=&deviceId= into a one-time cookie.
  useEffect(() => {
    const handoff = takeHandoff();
    if (!handoff) return;
    const store = useUserStore.getState();
    if (handoff.deviceId) store.setDeviceId(handoff.deviceId);
    if (handoff.token && handoff.token !== store.userToken) store.setToken(handoff.token);
  }, []);

  const me = useQuery({ ...meOptions(), enabled: Boolean(token) });
  useEffect(() => {
    if (me.data) setUser(me.data);
  }, [me.data, setUser]);
  // A revoked or unknown token signs the browser out; other failures (offline) keep the session.
  useEffect(() => {
    if (me.error instanceof ApiError && me.error.status === 401) useUserStore.getState().logout();
  }, [me.error]);
  return null;
}

// Any API call answered 401 for the stored token signs the browser out (lib/api/request); say so.
function SessionExpiredNotice() {
  const t = useTranslations('auth.session');
  useEffect(() => {
    const notify = () => useUiStore.getState().showToast(t('expired'));
    window.addEventListener(SESSION_EXPIRED_EVENT, notify);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, notify);
  }, [t]);
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

export function Providers({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  const queryClient = getQueryClient();
  // Components pass the locale explicitly; the global default is for code that does not.
  if (typeof window !== 'undefined') dayjs.locale(dayjsLocale(locale));
  return (
    <QueryClientProvider client={queryClient}>
      <SessionSync />
      <SessionExpiredNotice />
      <ViewportSync />
      <LiveNotifications />
      {children}
    </QueryClientProvider>
  );
}
