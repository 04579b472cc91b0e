'use client';

import { useState } from 'react';
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { buttonClassName } from '@/components/ui/button-styles';
import { loginPathFor } from '@/lib/auth/next-path';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import styles from './guest-welcome.module.scss';
import { useSignedIn } from './signed-in-hint';

export type GuestWelcomeProps = {
  /** The server knew the member from the render cookie (pageViewer): it renders nothing then. */
  signedIn: boolean;
  /** Where signing in comes back to. */
  next?: string;
};

/**
 * A newcomer's way in on home: what signing in unlocks, with sign-in and sign-up. Home is cached
 * for guests, so it is in the server HTML; once the browser knows the member it goes.
 */
export function GuestWelcome({ signedIn: serverSignedIn, next = '/community' }: GuestWelcomeProps) {
  const t = useTranslations('components.guestWelcome');
  const hydrated = useHydrated();
  const signedIn = useSignedIn(serverSignedIn);
  // Painted from the server HTML (the first render is hydration's): it keeps its place once
  // hidden, so nothing below it moves.
  const [paintedByServer] = useState(() => !hydrated && !serverSignedIn);
  if (signedIn && !paintedByServer) return null;
  const hidden = signedIn;

  return (
    <section
      className={`${styles.card} guest-only`}
      aria-labelledby={hidden ? undefined : 'guest-welcome-title'}
      aria-hidden={hidden || undefined}
      inert={hidden || undefined}
      data-hidden={hidden || undefined}
    >
      <h2 id="guest-welcome-title" className={styles.title}>
        {t('title')}
      </h2>
      <p className={styles.text}>{t('description')}</p>
      <div className={styles.actions}>
        <Link href={loginPathFor(next)} className={buttonClassName({ size: 's' })}>
          {t('signIn')}
        </Link>
        <Link href="/register" className={buttonClassName({ size: 's', variant: 'secondary' })}>
          {t('signUp')}
        </Link>
      </div>
    </section>
  );
}
