'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { deleteSubscription, fetchPushKey, pushKeys, pushPreferencesOptions, saveSubscription } from '@/lib/api/push';
import { ApiError } from '@/lib/api/request';
import { inGameWebview } from '@/lib/push/bridge';
import {
  currentSubscription,
  PushPermissionError,
  pushBlocker,
  PushSubscribeError,
  subscribeBrowser,
  unsubscribeBrowser,
  type PushBlocker,
} from '@/lib/push/browser';
import type { PushSubscriptionBody } from '@/lib/validation/push';
import { useUiStore } from '@/stores/ui-store';
import { PushPreferencesForm } from './push-preferences-form';
import styles from './push.module.scss';

/** Why pressing 켜기 did not turn push on: each has its own message in `push.cannot`. */
export type PushProblem = PushBlocker | 'denied' | 'dismissed' | 'subscribeFailed' | 'saveFailed' | 'noKey';

/** The account page's "push notifications": this device on or off, and what is pushed when. */
export function PushSection() {
  const t = useTranslations('push.section');
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {t('title')}
      </h2>
      <div className={styles.menu}>
        <PushSettings />
      </div>
    </section>
  );
}

function PushSettings() {
  const t = useTranslations('push.section');
  const key = useQuery({ queryKey: pushKeys.key(), queryFn: fetchPushKey, staleTime: 5 * 60_000 });
  const preferences = useQuery(pushPreferencesOptions());
  // This device's subscription: null while asking the browser.
  const [on, setOn] = useState<boolean | null>(null);

  if (key.isPending || preferences.isPending) return <Skeleton rows={2} variant="list" />;
  if (key.isError || preferences.isError) {
    return (
      <ErrorState
        message={t('loadFailed')}
        onRetry={() => {
          void key.refetch();
          void preferences.refetch();
        }}
      />
    );
  }
  return (
    <>
      <DeviceSwitch publicKey={key.data.public_key} on={on} onChange={setOn} />
      <PushPreferencesForm saved={preferences.data} active={on === true} checking={on === null} />
    </>
  );
}

const subscriptionBody = (subscription: PushSubscription) => subscription.toJSON() as PushSubscriptionBody;

type DeviceSwitchProps = { publicKey: string | null; on: boolean | null; onChange: (on: boolean) => void };

function DeviceSwitch({ publicKey, on, onChange }: DeviceSwitchProps) {
  const t = useTranslations('push.section');
  const tCannot = useTranslations('push.cannot');
  const id = useId();
  const showToast = useUiStore((s) => s.showToast);
  const [busy, setBusy] = useState(false);
  // What stopped the last try, told in the page until the next one (a toast would be gone too soon).
  // (The section renders in the browser only: components/push/push-section-lazy.)
  // What is known before any press is said at once: the game's webview, notifications blocked.
  const [problem, setProblem] = useState<PushProblem | null>(() =>
    inGameWebview() ? 'webview' : typeof Notification !== 'undefined' && Notification.permission === 'denied' ? 'denied' : null,
  );

  // A browser already subscribed is saved again for whoever is signed in now (the server keeps
  // one row per endpoint), which also brings back one the server dropped.
  useEffect(() => {
    let live = true;
    void currentSubscription()
      .then(async (subscription) => {
        if (subscription && publicKey) await saveSubscription(subscriptionBody(subscription));
        if (live) onChange(Boolean(subscription));
      })
      .catch(() => live && onChange(false));
    return () => {
      live = false;
    };
  }, [publicKey, onChange]);

  const enable = async (): Promise<PushProblem | null> => {
    const blocker = await pushBlocker();
    if (blocker) return blocker;
    if (!publicKey) return 'noKey';
    let subscription: PushSubscription;
    try {
      subscription = await subscribeBrowser(publicKey);
    } catch (error) {
      if (error instanceof PushPermissionError) return error.permission === 'denied' ? 'denied' : 'dismissed';
      return error instanceof PushSubscribeError ? 'subscribeFailed' : 'noWorker';
    }
    try {
      await saveSubscription(subscriptionBody(subscription));
    } catch {
      return 'saveFailed';
    }
    return null;
  };

  const pressEnable = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const found = await enable();
      setProblem(found);
      if (!found) {
        onChange(true);
        showToast(t('enabled'));
      }
    } finally {
      setBusy(false);
    }
  };

  const disable = async () => {
    setBusy(true);
    try {
      const endpoint = await unsubscribeBrowser();
      if (endpoint)
        await deleteSubscription(endpoint).catch((error) =>
          error instanceof ApiError && error.status === 404 ? null : Promise.reject(error),
        );
      onChange(false);
      showToast(t('disabled'));
    } catch {
      showToast(t('disableFailed'));
    } finally {
      setBusy(false);
    }
  };

  const problemId = `${id}-problem`;
  return (
    <div className={styles.device}>
      <p className={styles.intro}>{t('intro')}</p>
      <p className={styles.status} role="status">
        <span>{t('statusLabel')}</span>
        <strong data-on={on || undefined}>{on === null ? '…' : on ? t('on') : t('off')}</strong>
      </p>
      {on ? (
        <Button variant="secondary" size="s" loading={busy} onClick={() => void disable()}>
          {t('disable')}
        </Button>
      ) : (
        <Button
          size="s"
          loading={busy}
          disabled={on === null}
          aria-describedby={problem ? problemId : undefined}
          onClick={() => void pressEnable()}
        >
          {t('enable')}
        </Button>
      )}
      <div role="alert" className={styles.problemSlot}>
        {problem && !on && (
          <p id={problemId} className={styles.problem} data-problem={problem}>
            {tCannot(problem)}
          </p>
        )}
      </div>
    </div>
  );
}
