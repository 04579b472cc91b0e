'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import {
  deleteSubscription,
  fetchPushKey,
  pushKeys,
  pushPreferencesOptions,
  saveSubscription,
  useSavePushPreferencesMutation,
  type PushPreferences,
} from '@/lib/api/push';
import { ApiError } from '@/lib/api/request';
import { LOCALE_TIME_ZONE } from '@/lib/dates';
import { NOTIFICATION_KINDS } from '@/lib/enums';
import { inGameWebview } from '@/lib/push/bridge';
import {
  browserHasPush,
  currentSubscription,
  PushPermissionError,
  pushRegistration,
  subscribeBrowser,
  unsubscribeBrowser,
} from '@/lib/push/browser';
import { browserTimeZone } from '@/lib/push/quiet-hours';
import { pushPreferencesBody, type PushSubscriptionBody } from '@/lib/validation/push';
import { useUiStore } from '@/stores/ui-store';
import styles from './push.module.scss';

type Where = 'checking' | 'webview' | 'unsupported' | 'ready';

/** The account page's "push notifications": this device on or off, and what is pushed when. */
export function PushSection() {
  const t = useTranslations('push.section');
  const id = useId();
  const [where, setWhere] = useState<Where>('checking');

  useEffect(() => {
    let live = true;
    const check = async (): Promise<Where> => {
      if (inGameWebview()) return 'webview';
      if (!browserHasPush()) return 'unsupported';
      return (await pushRegistration()) ? 'ready' : 'unsupported';
    };
    void check().then((found) => live && setWhere(found));
    return () => {
      live = false;
    };
  }, []);

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {t('title')}
      </h2>
      <div className={styles.menu}>
        {where === 'checking' ? (
          <Skeleton rows={1} variant="list" />
        ) : where === 'webview' ? (
          <p className={styles.note}>{t('inApp')}</p>
        ) : where === 'unsupported' ? (
          <p className={styles.note}>{t('unsupported')}</p>
        ) : (
          <PushSettings />
        )}
      </div>
    </section>
  );
}

function PushSettings() {
  const t = useTranslations('push.section');
  const key = useQuery({ queryKey: pushKeys.key(), queryFn: fetchPushKey, staleTime: 5 * 60_000 });
  const preferences = useQuery(pushPreferencesOptions());

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
  if (!key.data.public_key) return <p className={styles.note}>{t('unavailable')}</p>;
  return (
    <>
      <DeviceSwitch publicKey={key.data.public_key} />
      <PreferencesForm saved={preferences.data} />
    </>
  );
}

const subscriptionBody = (subscription: PushSubscription) => subscription.toJSON() as PushSubscriptionBody;

function DeviceSwitch({ publicKey }: { publicKey: string }) {
  const t = useTranslations('push.section');
  const showToast = useUiStore((s) => s.showToast);
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [denied, setDenied] = useState(() => typeof Notification !== 'undefined' && Notification.permission === 'denied');

  // A browser already subscribed is saved again for whoever is signed in now (the server keeps
  // one row per endpoint), which also brings back one the server dropped.
  useEffect(() => {
    let live = true;
    void currentSubscription()
      .then(async (subscription) => {
        if (subscription) await saveSubscription(subscriptionBody(subscription));
        if (live) setOn(Boolean(subscription));
      })
      .catch(() => live && setOn(false));
    return () => {
      live = false;
    };
  }, []);

  const enable = async () => {
    setBusy(true);
    try {
      await saveSubscription(subscriptionBody(await subscribeBrowser(publicKey)));
      setOn(true);
      showToast(t('enabled'));
    } catch (error) {
      if (error instanceof PushPermissionError) setDenied(error.permission === 'denied');
      else showToast(t('enableFailed'));
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
      setOn(false);
      showToast(t('disabled'));
    } catch {
      showToast(t('disableFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.device}>
      <p className={styles.intro}>{t('intro')}</p>
      <p className={styles.status} role="status">
        <span>{t('statusLabel')}</span>
        <strong data-on={on || undefined}>{on === null ? '…' : on ? t('on') : t('off')}</strong>
      </p>
      {denied && !on ? (
        <p className={styles.warning}>{t('denied')}</p>
      ) : on ? (
        <Button variant="secondary" size="s" loading={busy} onClick={() => void disable()}>
          {t('disable')}
        </Button>
      ) : (
        <Button size="s" loading={busy} disabled={on === null} onClick={() => void enable()}>
          {t('enable')}
        </Button>
      )}
    </div>
  );
}

type Values = { kinds: string[]; quietOn: boolean; quietStart: string; quietEnd: string; timeZone: string };
type Field = 'kinds' | 'quietStart' | 'quietEnd' | 'timeZone';
const FIELD_OF: Record<string, Field> = { kinds: 'kinds', quiet_start: 'quietStart', quiet_end: 'quietEnd', time_zone: 'timeZone' };

function zones(extra: string[]): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...extra, ...all])];
}

function PreferencesForm({ saved }: { saved: PushPreferences }) {
  const t = useTranslations('push.section');
  const tKinds = useTranslations('push.kinds');
  const tErrors = useTranslations('push.errors');
  const locale = useLocale();
  const id = useId();
  const queryClient = useQueryClient();
  const showToast = useUiStore((s) => s.showToast);
  // Without quiet hours the zone has not mattered yet: offer the browser's own.
  const zone = saved.quiet_start === null ? browserTimeZone(saved.time_zone) : saved.time_zone;
  const form = useForm<Values>({
    defaultValues: {
      kinds: saved.kinds,
      quietOn: saved.quiet_start !== null,
      quietStart: saved.quiet_start ?? '22:00',
      quietEnd: saved.quiet_end ?? '07:00',
      timeZone: zone,
    },
  });
  const { register, handleSubmit, control, setError, formState, reset } = form;
  const [quietOn, quietStart, quietEnd] = useWatch({ control, name: ['quietOn', 'quietStart', 'quietEnd'] });
  const zoneList = useMemo(() => zones([zone, LOCALE_TIME_ZONE[locale]]), [zone, locale]);
  const save = useSavePushPreferencesMutation({
    onSuccess: (next) => {
      showToast(t('saved'));
      reset({ ...form.getValues(), kinds: next.kinds, timeZone: next.time_zone });
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? error.errors : undefined;
      let shown = false;
      for (const [field, messages] of Object.entries(fields ?? {})) {
        const target = FIELD_OF[field.split('.')[0]!];
        const message = messages[0];
        if (target && message && tErrors.has(message)) {
          setError(target, { message: tErrors(message) });
          shown = true;
        }
      }
      if (!shown) showToast(t('saveFailed'));
      void queryClient.invalidateQueries({ queryKey: pushKeys.preferences() });
    },
  });

  const submit = handleSubmit((values) => {
    const body = {
      kinds: values.kinds,
      quiet_start: values.quietOn ? values.quietStart : null,
      quiet_end: values.quietOn ? values.quietEnd : null,
      time_zone: values.timeZone,
    };
    // The server's own rules first, with the same messages.
    const checked = pushPreferencesBody.safeParse(body);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const target = FIELD_OF[String(issue.path[0])];
        if (target) setError(target, { message: tErrors.has(issue.message) ? tErrors(issue.message) : t('saveFailed') });
      }
      return;
    }
    save.mutate(checked.data);
  });

  const errors = formState.errors;
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('kindsTitle')}</legend>
        <ul className={styles.kinds}>
          {NOTIFICATION_KINDS.map((kind) => (
            <li key={kind}>
              <label className={styles.kind}>
                <span>{tKinds(kind)}</span>
                <input type="checkbox" role="switch" className={styles.toggle} value={kind} {...register('kinds')} />
              </label>
            </li>
          ))}
        </ul>
        {errors.kinds?.message && (
          <p className={styles.error} role="alert">
            {errors.kinds.message}
          </p>
        )}
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('quietTitle')}</legend>
        <p className={styles.hint}>{t('quietHint')}</p>
        <label className={styles.kind}>
          <span>{t('quietOn')}</span>
          <input type="checkbox" role="switch" className={styles.toggle} {...register('quietOn')} />
        </label>
        <div className={styles.times}>
          <label className={styles.field} htmlFor={`${id}-start`}>
            <span>{t('quietStart')}</span>
            <input
              id={`${id}-start`}
              type="time"
              step={60}
              disabled={!quietOn}
              aria-invalid={errors.quietStart ? true : undefined}
              {...register('quietStart')}
            />
          </label>
          <label className={styles.field} htmlFor={`${id}-end`}>
            <span>{t('quietEnd')}</span>
            <input
              id={`${id}-end`}
              type="time"
              step={60}
              disabled={!quietOn}
              aria-invalid={errors.quietEnd ? true : undefined}
              {...register('quietEnd')}
            />
          </label>
        </div>
        {quietOn && quietEnd < quietStart && <p className={styles.hint}>{t('quietOvernight', { end: quietEnd })}</p>}
        {(errors.quietStart?.message || errors.quietEnd?.message) && (
          <p className={styles.error} role="alert">
            {errors.quietStart?.message ?? errors.quietEnd?.message}
          </p>
        )}
        <label className={styles.field} htmlFor={`${id}-zone`}>
          <span>{t('timeZone')}</span>
          <select id={`${id}-zone`} aria-invalid={errors.timeZone ? true : undefined} {...register('timeZone')}>
            {zoneList.map((z) => (
              <option key={z} value={z}>
                {z.replace(/_/g, ' ')}
              </option>
            ))}
          </select>
        </label>
        {errors.timeZone?.message && (
          <p className={styles.error} role="alert">
            {errors.timeZone.message}
          </p>
        )}
      </fieldset>

      <Button type="submit" size="s" loading={save.isPending} className={styles.save}>
        {t('save')}
      </Button>
    </form>
  );
}
