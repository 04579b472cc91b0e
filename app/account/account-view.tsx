'use client';

import { clsx } from 'clsx';
import { useQuery } from '@tanstack/react-query';
import Image from 'next/image';
import { Link } from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { BadgeChip } from '@/components/people/badge-chip';
import { LanguageSwitch } from '@/components/settings/language-switch';
import { PushSectionLazy } from '@/components/push/push-section-lazy';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { TitledSection } from '@/components/ui/titled-section';
import { useWithdrawMutation } from '@/lib/api/account';
import { meOptions } from '@/lib/api/user';
import type { User } from '@/lib/api/user';
import { describeAuthError } from '@/lib/auth/auth-error';
import { AFTER_LOGIN_PATH } from '@/lib/auth/next-path';
import { POLICY_LINKS, type Locale } from '@/lib/constants';
import { formatYmd } from '@/lib/dates';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useSignOut } from '@/lib/hooks/use-sign-out';
import { useUiStore } from '@/stores/ui-store';
import { SessionsSection } from './sessions-section';
import styles from './account.module.scss';

export function AccountView() {
  const t = useTranslations('user.account');
  const tAuth = useTranslations('auth');
  const tAll = useTranslations();
  const locale = useLocale();
  const router = useRouter();
  const hydrated = useHydrated();
  // The server page put the member in the cache; the sound setting lives in this browser only.
  const { data: user } = useQuery(meOptions());
  const soundStored = useUiStore((s) => s.isPlaySoundEffect);
  const soundOn = hydrated ? soundStored : true;
  const signOut = useSignOut();
  const [dialog, setDialog] = useState<'logout' | 'withdraw' | null>(null);
  const [signingOut, setSigningOut] = useState(false);

  const leave = (message: string) => {
    router.replace(AFTER_LOGIN_PATH);
    useUiStore.getState().showToast(message);
  };

  const logout = async () => {
    setSigningOut(true);
    await signOut();
    setDialog(null);
    leave(tAuth('session.loggedOut'));
  };

  const withdrawal = useWithdrawMutation({
    onSuccess: async () => {
      // Withdrawal already ended every session on the server.
      await signOut({ revoke: false });
      setDialog(null);
      leave(tAuth('withdrawal.done'));
    },
    onError: (e) => {
      setDialog(null);
      const view = describeAuthError(e, 'withdraw', locale);
      useUiStore.getState().showToast(view.lines.map((l) => tAll(l.key, l.values)).join(' '));
    },
  });

  return (
    <main id="main" className={styles.main}>
      {user ? <Summary user={user} locale={locale} /> : <Skeleton rows={1} variant="list" />}

      <SessionsSection />

      <PushSectionLazy />

      <TitledSection id="account-settings" title={t('sectionSettings')} className={styles.section} titleClassName={styles.sectionTitle}>
        <div className={styles.menu}>
          <div className={styles.row}>
            <span id="account-language">{t('language')}</span>
            <span className={styles.langSwitch}>
              <LanguageSwitch />
            </span>
          </div>
          <div className={styles.row}>
            <span id="account-sound">{t('soundEffects')}</span>
            <span className={styles.rowAside}>
              <span aria-hidden="true">{soundOn ? t('soundOn') : t('soundOff')}</span>
              <button
                type="button"
                role="switch"
                aria-checked={soundOn}
                aria-labelledby="account-sound"
                className={styles.switch}
                onClick={() => useUiStore.getState().setPlaySoundEffect(!soundOn)}
              >
                <span className={styles.switchKnob} />
              </button>
            </span>
          </div>
        </div>
      </TitledSection>

      <TitledSection id="account-support" title={t('sectionSupport')} className={styles.section} titleClassName={styles.sectionTitle}>
        <nav className={styles.menu} aria-labelledby="account-support">
          <Link href="/community/notice" className={styles.row}>
            {t('notices')}
            <Chevron />
          </Link>
          <MenuRow href={POLICY_LINKS.terms} label={t('terms')} hint={t('servicePolicy')} />
          <MenuRow href={POLICY_LINKS.privacy} label={t('privacy')} hint={t('servicePolicy')} />
          <MenuRow href="/support" label={t('customerCenter')} />
        </nav>
      </TitledSection>

      <TitledSection id="account-account" title={t('sectionAccount')} className={styles.section} titleClassName={styles.sectionTitle}>
        <div className={styles.menu}>
          <button type="button" className={styles.row} onClick={() => setDialog('logout')}>
            {t('logout')}
            <Chevron />
          </button>
          <button type="button" className={clsx(styles.row, styles.danger)} onClick={() => setDialog('withdraw')}>
            <span className={styles.rowLabel}>
              {t('withdrawal')}
              <span className={styles.rowHint}>{t('withdrawalHint')}</span>
            </span>
            <Chevron />
          </button>
        </div>
      </TitledSection>

      <ConfirmDialog
        kind="execute"
        open={dialog === 'logout'}
        onClose={() => setDialog(null)}
        onConfirm={() => void logout()}
        loading={signingOut}
        title={t('logoutConfirm')}
        message={t('logoutMessage')}
        confirmLabel={t('logout')}
      />
      {/* Delete semantics (danger button, visibility owned here) with the withdrawal's own words. */}
      <ConfirmDialog
        kind="delete"
        open={dialog === 'withdraw'}
        onClose={() => setDialog(null)}
        onConfirm={() => withdrawal.mutate()}
        loading={withdrawal.isPending}
        title={tAuth('withdrawal.warningTitle')}
        message={tAuth('withdrawal.confirmText')}
        confirmLabel={tAuth('withdrawal.submit')}
        cancelLabel={tAuth('withdrawal.cancel')}
      />
    </main>
  );
}

function Summary({ user, locale }: { user: User; locale: Locale }) {
  const t = useTranslations('user.account');
  const badge = user.represent_badge?.badge;
  return (
    <section className={styles.summary} aria-label={t('summary')}>
      <Image src={user.profile_image ?? '/art/slime/base.png'} alt="" width={64} height={64} className={styles.avatar} />
      <div className={styles.who}>
        {user.nickname ? (
          <p className={styles.nickname}>{user.nickname}</p>
        ) : (
          <Link href="/register/nickname" className={styles.nickname}>
            {t('setNickname')}
          </Link>
        )}
        {(user.email || user.phone) && <p className={styles.contact}>{user.email ?? user.phone}</p>}
        <p className={styles.joined}>
          <time dateTime={user.created_at}>{t('joinedAt', { date: formatYmd(user.created_at, locale) })}</time>
        </p>
        {badge && <BadgeChip title={badge.title} hexCode={badge.hex_code} className={styles.badge} />}
      </div>
    </section>
  );
}

function MenuRow({ href, label, hint }: { href: string; label: string; hint?: string }) {
  return (
    <Link href={href} className={styles.row}>
      <span className={styles.rowLabel}>
        {label}
        {hint && <span className={styles.rowHint}>{hint}</span>}
      </span>
      <Chevron />
    </Link>
  );
}

function Chevron() {
  return (
    <svg width="16" height="16" viewBox="0 0 8 8" shapeRendering="crispEdges" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M2 0h2v1h1v1h1v1h1v2H6v1H5v1H4v1H2V7h1V6h1V5h1V3H4V2H3V1H2z" />
    </svg>
  );
}
