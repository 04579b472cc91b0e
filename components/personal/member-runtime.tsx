'use client';

import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { LiveNotifications } from '@/components/live/live-notifications';
import { applyHiddenAuthors } from '@/components/layout/hidden-authors';
import { hiddenAuthorsOptions } from '@/lib/api/personal';
import { getQueryClient } from '@/lib/api/query-client';
import { ApiError, SESSION_EXPIRED_EVENT } from '@/lib/api/request';
import { meOptions } from '@/lib/api/user';
import { useUiStore } from '@/stores/ui-store';
import { useUserStore } from '@/stores/user-store';

function SessionSync() {
  const setUser = useUserStore((s) => s.setUser);
  const me = useQuery(meOptions());
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

// Brings the hidden authors up to date (after a block or unblock too, which invalidates every query).
function HiddenAuthorsSync() {
  const hidden = useQuery(hiddenAuthorsOptions());
  useEffect(() => {
    if (hidden.data) applyHiddenAuthors(hidden.data);
  }, [hidden.data]);
  return null;
}

/**
 * What a signed-in browser keeps running on every page: the session check, the hidden authors of
 * the personal layer and the live notifications. Loaded only once a token is known (app/providers),
 * so a guest's page, and a member's first paint, carry none of it.
 */
export function MemberRuntime() {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <SessionSync />
      <SessionExpiredNotice />
      <HiddenAuthorsSync />
      <LiveNotifications />
    </QueryClientProvider>
  );
}
