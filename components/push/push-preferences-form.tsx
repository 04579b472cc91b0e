'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { PixelSelect, type PixelSelectOption } from '@/components/ui/pixel-select';
import { pushKeys, useSavePushPreferencesMutation, type PushPreferences } from '@/lib/api/push';
import { ApiError } from '@/lib/api/request';
import { LOCALE_TIME_ZONE } from '@/lib/dates';
import { groupState, PUSH_GROUPS, setGroup, type GroupState } from '@/lib/push/groups';
import { formatClock, parseClock } from '@/lib/push/quiet-hours';
import { pushPreferencesBody } from '@/lib/validation/push';
import { useUiStore } from '@/stores/ui-store';
import styles from './push.module.scss';
import { ZonePicker } from './zone-picker';

type Values = { kinds: string[]; quietOn: boolean; quietStart: string; quietEnd: string; timeZone: string };
type Field = 'kinds' | 'quietStart' | 'quietEnd' | 'timeZone';
const FIELD_OF: Record<string, Field> = { kinds: 'kinds', quiet_start: 'quietStart', quiet_end: 'quietEnd', time_zone: 'timeZone' };

/** Quiet-hour ends every half hour, in 24-hour time in both languages ("22:00"), plus a saved one off that grid. */
const HALF_HOURS = Array.from({ length: 48 }, (_, i) => formatClock(i * 30));
function clockOptions(extra: string[]): PixelSelectOption[] {
  const all = [...new Set([...HALF_HOURS, ...extra.filter((v) => parseClock(v) !== null)])].sort();
  return all.map((value) => ({ value, label: value }));
}

export type PushPreferencesFormProps = {
  saved: PushPreferences;
  /** Push is on for this device: without it the choices stay inactive, and say why. */
  active: boolean;
  /** Still asking the browser whether it is subscribed: inactive, without the reason yet. */
  checking?: boolean;
};

/** What is pushed to all of the member's browsers: five groups of kinds, quiet hours and their time zone. */
export function PushPreferencesForm({ saved, active, checking = false }: PushPreferencesFormProps) {
  const t = useTranslations('push.section');
  const tErrors = useTranslations('push.errors');
  const locale = useLocale();
  const id = useId();
  const queryClient = useQueryClient();
  const showToast = useUiStore((s) => s.showToast);
  // The server answers the zone of the reader's language until the member saves one.
  const form = useForm<Values>({
    defaultValues: {
      kinds: saved.kinds,
      quietOn: saved.quiet_start !== null,
      quietStart: saved.quiet_start ?? '22:00',
      quietEnd: saved.quiet_end ?? '07:00',
      timeZone: saved.time_zone,
    },
  });
  const { register, handleSubmit, control, setError, setValue, formState, reset } = form;
  const [kinds, quietOn, quietStart, quietEnd] = useWatch({ control, name: ['kinds', 'quietOn', 'quietStart', 'quietEnd'] });
  const clocks = useMemo(() => clockOptions([saved.quiet_start ?? '', saved.quiet_end ?? '']), [saved.quiet_start, saved.quiet_end]);
  const firstZones = useMemo(() => [LOCALE_TIME_ZONE[locale]], [locale]);
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

  const inactive = !active;
  const reasonId = `${id}-reason`;
  const describedBy = inactive && !checking ? reasonId : undefined;
  const errors = formState.errors;
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} data-inactive={inactive || undefined}>
      {inactive && !checking && (
        <p id={reasonId} className={styles.inactive}>
          {t('offReason')}
        </p>
      )}
      <fieldset className={styles.group} disabled={inactive} aria-describedby={describedBy}>
        <legend className={styles.legend}>{t('kindsTitle')}</legend>
        <ul className={styles.kinds}>
          {PUSH_GROUPS.map((group) => (
            <li key={group.key}>
              <GroupSwitch
                group={group.key}
                state={inactive ? 'off' : groupState(group, kinds)}
                on={group.kinds.filter((kind) => kinds.includes(kind)).length}
                total={group.kinds.length}
                disabled={inactive}
                onToggle={(next) => setValue('kinds', setGroup(group, kinds, next), { shouldDirty: true })}
              />
            </li>
          ))}
        </ul>
        {errors.kinds?.message && (
          <p className={styles.error} role="alert">
            {errors.kinds.message}
          </p>
        )}
      </fieldset>

      <fieldset className={styles.group} disabled={inactive} aria-describedby={describedBy}>
        <legend className={styles.legend}>{t('quietTitle')}</legend>
        <p className={styles.hint}>{t('quietHint')}</p>
        <label className={styles.kind}>
          <span>{t('quietOn')}</span>
          <input type="checkbox" role="switch" className={styles.toggle} {...register('quietOn')} />
        </label>
        <div className={styles.times}>
          <Controller
            control={control}
            name="quietStart"
            render={({ field }) => (
              <PixelSelect
                label={t('quietStart')}
                id={`${id}-start`}
                options={clocks}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                disabled={inactive || !quietOn}
                invalid={Boolean(errors.quietStart)}
              />
            )}
          />
          <Controller
            control={control}
            name="quietEnd"
            render={({ field }) => (
              <PixelSelect
                label={t('quietEnd')}
                id={`${id}-end`}
                options={clocks}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                disabled={inactive || !quietOn}
                invalid={Boolean(errors.quietEnd)}
              />
            )}
          />
        </div>
        {quietOn && quietEnd < quietStart && <p className={styles.hint}>{t('quietOvernight', { end: quietEnd })}</p>}
        {(errors.quietStart?.message || errors.quietEnd?.message) && (
          <p className={styles.error} role="alert">
            {errors.quietStart?.message ?? errors.quietEnd?.message}
          </p>
        )}
        <Controller
          control={control}
          name="timeZone"
          render={({ field }) => (
            <ZonePicker
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              first={firstZones}
              disabled={inactive}
              invalid={Boolean(errors.timeZone)}
              aria-describedby={`${id}-zone-hint`}
            />
          )}
        />
        <p id={`${id}-zone-hint`} className={styles.hint}>
          {t('quietZoneHint')}
        </p>
        {errors.timeZone?.message && (
          <p className={styles.error} role="alert">
            {errors.timeZone.message}
          </p>
        )}
      </fieldset>

      <Button type="submit" size="s" loading={save.isPending} disabled={inactive} className={styles.save}>
        {t('save')}
      </Button>
    </form>
  );
}

type GroupSwitchProps = {
  group: (typeof PUSH_GROUPS)[number]['key'];
  state: GroupState;
  on: number;
  total: number;
  disabled: boolean;
  onToggle: (on: boolean) => void;
};

/**
 * One group's switch: a native checkbox drawn as a switch, so a group whose kinds disagree can
 * say "mixed" (indeterminate) to screen readers too; pressing a mixed one turns them all on.
 */
function GroupSwitch({ group, state, on, total, disabled, onToggle }: GroupSwitchProps) {
  const t = useTranslations('push');
  const id = useId();
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = state === 'mixed';
  }, [state]);
  return (
    <label className={styles.kind} htmlFor={id}>
      <span className={styles.kindText}>
        <span className={styles.kindLabel} id={`${id}-label`}>
          {t(`groups.${group}.label`)}
        </span>
        <span className={styles.kindHint} id={`${id}-hint`}>
          {t(`groups.${group}.hint`)}
          {state === 'mixed' && (
            <>
              {' '}
              <strong className={styles.mixed}>{t('section.groupMixed', { on, total })}</strong>
            </>
          )}
        </span>
      </span>
      <input
        id={id}
        ref={box}
        type="checkbox"
        className={styles.toggle}
        checked={state === 'on'}
        disabled={disabled}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        data-state={state}
        onChange={() => onToggle(state !== 'on')}
      />
    </label>
  );
}
