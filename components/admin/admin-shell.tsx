'use client';

import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { AdminNav } from './admin-nav';
import styles from './admin-shell.module.scss';

/**
 * The administration layout section: its own top bar and menu, up to ~1100 px wide. The server
 * renders it only for an administrator (each page checks before anything is sent).
 */
export function AdminShell({ nickname, children }: { nickname: string | null; children: React.ReactNode }) {
  const t = useTranslations('ui.admin');
  return (
    <div className={styles.shell}>
      <header className={styles.top}>
        <Link href="/admin" className={styles.brand}>
          <svg width="20" height="20" viewBox="0 0 10 10" shapeRendering="crispEdges" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M6 0h3v1h1v3H9v1H7v1H6v1H5v1H4v1H3v1H1V9H0V7h1V6h1V5h1V4h1V3h1V1h1z" />
          </svg>
          {t('title')}
        </Link>
        <span className={styles.spacer} />
        {nickname ? <span>{t('signedInAs', { name: nickname })}</span> : null}
        <Link href="/community" className={styles.back}>
          {t('backToApp')}
        </Link>
      </header>
      <div className={styles.body}>
        <AdminNav />
        <main id="main" className={styles.main}>
          {children}
        </main>
      </div>
    </div>
  );
}
