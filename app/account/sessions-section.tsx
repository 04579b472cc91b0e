'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { RelativeTime } from '@/components/ui/relative-time';
import { Skeleton } from '@/components/ui/skeleton';
import { TitledSection } from '@/components/ui/titled-section';
import { sessionsOptions, useLogoutOthersMutation } from '@/lib/api/account';
import { describeAuthError } from '@/lib/auth/auth-error';
import { deviceLabel } from '@/lib/auth/device-label';
import { useUiStore } from '@/stores/ui-store';
import styles from './account.module.scss';

/** Signed-in devices and "log out other devices". */
export function SessionsSection() {
  const t = useTranslations('auth.session');
  const tAll = useTranslations();
  const locale = useLocale();
  const sessions = useQuery(sessionsOptions());
  const [confirming, setConfirming] = useState(false);

  // The hook reads the session list again.
  const revokeOthers = useLogoutOthersMutation({
    onSuccess: () => {
      setConfirming(false);
      useUiStore.getState().showToast(t('loggedOutOthers'));
    },
    onError: (e) => {
      setConfirming(false);
      const view = describeAuthError(e, 'logout', locale);
      useUiStore.getState().showToast(view.lines.map((l) => tAll(l.key, l.values)).join(' '));
    },
  });

  const others = sessions.data?.filter((s) => !s.current).length ?? 0;

  return (
    <TitledSection id="account-sessions" title={t('title')} className={styles.section} titleClassName={styles.sectionTitle}>
      <div className={styles.menu}>
        {sessions.isPending ? (
          <Skeleton rows={2} variant="list" />
        ) : sessions.isError ? (
          <ErrorState message={t('loadFailed')} onRetry={() => void sessions.refetch()} />
        ) : (
          <>
            <p className={styles.count}>{t('count', { count: sessions.data.length })}</p>
            <ul className={styles.sessions}>
              {[...sessions.data]
                .sort((a, b) => Number(b.current) - Number(a.current) || b.last_used_at.localeCompare(a.last_used_at))
                .map((session) => (
                  <li key={session.id} className={styles.session}>
                    <span className={styles.sessionName}>
                      {deviceLabel(session) ?? t('unknownDevice')}
                      {session.current && <span className={styles.current}>{t('thisDevice')}</span>}
                    </span>
                    <span className={styles.sessionMeta}>
                      <RelativeTime date={session.last_used_at} template={(date) => t('lastActive', { date })} />
                    </span>
                  </li>
                ))}
            </ul>
            <div className={styles.sessionActions}>
              {others === 0 ? (
                <p className={styles.rowHint}>{t('noOthers')}</p>
              ) : (
                <Button variant="secondary" size="s" onClick={() => setConfirming(true)}>
                  {t('logoutOthers')}
                </Button>
              )}
            </div>
          </>
        )}
      </div>
      <ConfirmDialog
        kind="execute"
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => revokeOthers.mutate()}
        loading={revokeOthers.isPending}
        title={t('logoutOthers')}
        message={t('logoutOthersConfirm')}
        confirmLabel={t('logoutOthers')}
      />
    </TitledSection>
  );
}
