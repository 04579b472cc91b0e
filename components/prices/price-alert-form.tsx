'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { requestResolver, setServerErrors, useClearErrorOnChange } from '@/components/ui/form-errors';
import { Input } from '@/components/ui/input';
import { Link } from '@/components/ui/link';
import { priceAlertsOptions, useSavePriceAlertMutation } from '@/lib/api/prices';
import { ApiError } from '@/lib/api/request';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useRequireLogin } from '@/lib/hooks/use-require-login';
import { PRICE_ALERT_MAX, PRICE_ALERT_SIDES, priceAlertBody, type PriceAlertBody, type PriceAlertSide } from '@/lib/validation/prices';
import { useUiStore } from '@/stores/ui-store';
import { useUserStore } from '@/stores/user-store';
import styles from './prices.module.scss';

type Draft = { side: PriceAlertSide; price: string };
const FIELDS = ['side', 'price'] as const;

/** "Tell me when someone sells this at or below / buys it at or above P": one alert per item and side. */
export function PriceAlertForm({ itemId }: { itemId: number }) {
  const t = useTranslations('prices.alerts');
  const tErrors = useTranslations('prices.errors');
  const id = useId();
  const hydrated = useHydrated();
  const readerId = useUserStore((s) => s.user?.id ?? null);
  const signedIn = hydrated && readerId !== null;
  const requireLogin = useRequireLogin();
  const showToast = useUiStore((s) => s.showToast);
  const [formError, setFormError] = useState<string | null>(null);
  const alerts = useQuery({ ...priceAlertsOptions(readerId), enabled: signedIn });
  const mine = (alerts.data ?? []).filter((a) => a.item.id === itemId);

  const resolver = requestResolver(priceAlertBody, (draft: Draft) => ({
    item_id: itemId,
    side: draft.side,
    price: draft.price.trim() === '' ? undefined : Number(draft.price),
  }));
  const form = useForm<Draft, unknown, PriceAlertBody>({
    defaultValues: { side: 'sell', price: '' },
    resolver,
    reValidateMode: 'onSubmit',
  });
  const { control, formState, handleSubmit, setError } = form;
  useClearErrorOnChange(form);
  const side = useController({ control, name: 'side' });
  const price = useController({ control, name: 'price' });
  const message = (code: string | undefined) =>
    code === undefined ? undefined : tErrors.has(code) ? tErrors(code as 'priceInvalid', { max: PRICE_ALERT_MAX }) : t('saveFailed');

  const save = useSavePriceAlertMutation(readerId, {
    onSuccess: () => {
      showToast(t('saved'));
      form.reset({ side: side.field.value, price: '' });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.errors) {
        const { unplaced } = setServerErrors(setError, error.errors, FIELDS, { focus: true });
        const code = Object.values(unplaced)[0];
        if (code !== undefined) setFormError(message(code) ?? t('saveFailed'));
        return;
      }
      setFormError(t('saveFailed'));
    },
  });

  if (!signedIn) {
    return (
      <section className={styles.section}>
        <h3 className={styles.sectionTitle}>{t('title')}</h3>
        <p className={styles.note}>{t('loginToAlert')}</p>
        <Button size="s" variant="secondary" onClick={() => requireLogin(() => undefined)}>
          {t('submit')}
        </Button>
      </section>
    );
  }

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <div className={styles.sectionHead}>
        <h3 id={`${id}-title`} className={styles.sectionTitle}>
          {t('title')}
        </h3>
        <Link href="/market/alerts" className={styles.more}>
          {t('myAlerts')}
        </Link>
      </div>
      {mine.length > 0 && (
        <ul className={styles.current}>
          {mine.map((a) => (
            <li key={a.id}>{t('current', { side: a.side, price: a.price })}</li>
          ))}
        </ul>
      )}
      <form
        className={styles.alertForm}
        noValidate
        aria-label={t('formLabel')}
        onSubmit={(event) => {
          setFormError(null);
          void handleSubmit((body) => save.mutate(body))(event);
        }}
      >
        <fieldset className={styles.sides}>
          <legend className={styles.legend}>{t('side')}</legend>
          {PRICE_ALERT_SIDES.map((value) => (
            <label key={value} className={styles.sideOption}>
              <input
                type="radio"
                name={side.field.name}
                value={value}
                checked={side.field.value === value}
                onChange={() => side.field.onChange(value)}
                onBlur={side.field.onBlur}
              />
              <span>{t(`sides.${value}`)}</span>
            </label>
          ))}
        </fieldset>
        <Input
          {...price.field}
          id={`${id}-price`}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          label={t('price')}
          placeholder={t('pricePlaceholder')}
          maxLength={10}
          error={message(formState.errors.price?.message)}
        />
        <p className={styles.help}>{t('help')}</p>
        {formError && (
          <p className={styles.formError} role="alert">
            {formError}
          </p>
        )}
        <Button type="submit" size="s" loading={save.isPending}>
          {t('submit')}
        </Button>
      </form>
    </section>
  );
}
