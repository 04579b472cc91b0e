'use client';

import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { PixelPath } from '@/components/ui/pixel-icon';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { loginPathFor } from '@/lib/auth/next-path';
import { goBack } from '@/lib/navigation/back-target';
import { useInAppWebview } from '@/lib/navigation/in-app';
import styles from './header.module.scss';
import { useSignedIn } from './signed-in-hint';

// The account screens themselves offer no way in to where the visitor already is.
const ACCOUNT_PAGES = ['/login', '/register', '/password-reset'];

function isAccountPage(pathname: string): boolean {
  return ACCOUNT_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));
}

/** Where the sign-in entry fits without crowding the title: a side the page leaves empty (home's right holds the language switch). */
function freeSide(rightTaken: boolean, leftTaken: boolean): 'left' | 'right' | null {
  if (!rightTaken) return 'right';
  if (!leftTaken) return 'left';
  return null;
}

export type HeaderProps = {
  /** Defaults to the translated default title. */
  title?: ReactNode;
  /** Left button: 'back' (40 px arrow), 'exit' (44 px X, inside the game's webview only: on the web it would leave the site) or 'none'. */
  variant?: 'back' | 'exit' | 'none';
  /** Custom handler: when given it replaces everything else. */
  onBack?: () => void;
  /** Supplied handler (e.g. from a parent flow): used when there is no custom handler. */
  backHandler?: () => void;
  /** Right-side slot (icons, a menu button). */
  right?: ReactNode;
  titleAs?: 'h1' | 'h2' | 'div';
  sticky?: boolean;
  className?: string;
};

export function Header({
  title,
  variant = 'back',
  onBack,
  backHandler,
  right,
  titleAs: TitleTag = 'h1',
  sticky = true,
  className,
}: HeaderProps) {
  const t = useTranslations('components.header');
  const router = useRouter();
  const pathname = usePathname() ?? '/';
  const inApp = useInAppWebview();
  const signedIn = useSignedIn();
  const shownTitle = title ?? t('defaultTitle');
  // In the server HTML for guests (cached pages are guests' pages); gone once the browser knows the member.
  const guestSide =
    signedIn || isAccountPage(pathname) ? null : freeSide(Boolean(right), variant === 'back' || (variant === 'exit' && inApp));
  const guestEntry = (
    <Link href={loginPathFor(pathname)} className={clsx(styles.signIn, 'guest-only')}>
      {t('signIn')}
    </Link>
  );

  const handleBack = () => goBack(router, { customHandler: onBack, handler: backHandler });

  return (
    <header className={clsx(styles.header, sticky && styles.sticky, className)}>
      <div className={styles.left}>
        {variant === 'back' && (
          <button type="button" className={styles.back} aria-label={t('back')} onClick={handleBack}>
            <BackIcon />
          </button>
        )}
        {variant === 'exit' && inApp && (
          <button type="button" className={styles.exit} aria-label={t('exit')} onClick={handleBack}>
            <ExitIcon />
          </button>
        )}
        {guestSide === 'left' && guestEntry}
      </div>
      <TitleTag className={styles.title} title={typeof shownTitle === 'string' ? shownTitle : undefined}>
        {shownTitle}
      </TitleTag>
      <div className={styles.right}>
        {right}
        {guestSide === 'right' && guestEntry}
      </div>
    </header>
  );
}

function BackIcon() {
  return <PixelPath width={20} viewBox="0 0 10 10" d="M5 1h2v1H6v1H5v1h4v2H5v1h1v1h1v1H5V8H4V7H3V6H2V4h1V3h1V2h1z" />;
}

function ExitIcon() {
  return <PixelPath width={20} viewBox="0 0 10 10" d="M1 1h2v1h1v1h2V2h1V1h2v2H8v1H7v2h1v1h1v2H7V8H6V7H4v1H3v1H1V7h1V6h1V4H2V3H1z" />;
}
