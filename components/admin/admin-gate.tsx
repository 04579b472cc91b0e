'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { buttonClassName } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { meOptions } from '@/lib/api/user';
import { loginPathFor } from '@/lib/auth/next-path';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useUserStore } from '@/stores/user-store';
import styles from './admin-gate.module.scss';

export type GateState = 'checking' | 'signedOut' | 'forbidden' | 'admin';

/** Whether the browser's signed-in user is an administrator (the API checks every call anyway). */
export function useAdminGate(serverConfirmed: boolean): GateState {
  const hydrated = useHydrated();
  const token = useUserStore((s) => s.userToken);
  const storedRole = useUserStore((s) => s.user?.role);
  const me = useQuery({ ...meOptions(), enabled: hydrated && Boolean(token), staleTime: 0, refetchOnMount: 'always' });
  if (!hydrated) return 'checking';
  if (!token) return 'signedOut';
  const role = me.data?.role ?? (me.isError ? undefined : serverConfirmed ? 'admin' : storedRole);
  if (me.isPending && role === undefined) return 'checking';
  return role === 'admin' ? 'admin' : 'forbidden';
}

/**
 * Shows the administration screens only to an administrator. Guests are asked to sign in and
 * members see the 403 message; neither ever receives admin data, which only the API serves.
 */
export function AdminGate({ state, children }: { state: GateState; children: React.ReactNode }) {
  const t = useTranslations('ui.admin.gate');
  const pathname = usePathname();
  if (state === 'admin') return <>{children}</>;
  if (state === 'checking') {
    return (
      <div className={styles.gate}>
        <Spinner size={24} announce label={t('checking')} />
      </div>
    );
  }
  return (
    <div className={styles.gate} role="alert">
      <p className={styles.code} aria-hidden="true">
        {t('code')}
      </p>
      <h1 className={styles.title}>{t('forbiddenTitle')}</h1>
      <p className={styles.message}>{state === 'signedOut' ? t('signInMessage') : t('forbiddenMessage')}</p>
      <div className={styles.actions}>
        {state === 'signedOut' && (
          <Link href={loginPathFor(pathname)} className={buttonClassName({ size: 's' })}>
            {t('signIn')}
          </Link>
        )}
        <Link href="/community" className={buttonClassName({ size: 's', variant: 'secondary' })}>
          {t('home')}
        </Link>
      </div>
    </div>
  );
}
