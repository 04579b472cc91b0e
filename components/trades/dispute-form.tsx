'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { useClearErrorOnChange } from '@/components/ui/form-errors';
import { Textarea } from '@/components/ui/textarea';
import { TRADE_DISPUTE_MAX, TRADE_DISPUTE_MIN, useDisputeTradeMutation } from '@/lib/api/trades';
import styles from './trades.module.scss';
import { useTradeFormAnswer } from './use-trade-form-answer';

/** Marks an accepted trade disputed, with a reason of 10–500 characters for the operators. */
export function DisputeForm({ tradeId, onCancel, onDone }: { tradeId: number; onCancel: () => void; onDone: () => void }) {
  const t = useTranslations('trades.dispute');
  const tModal = useTranslations('components.modal');
  const id = useId();
  const form = useForm<{ reason: string }>({ defaultValues: { reason: '' }, reValidateMode: 'onSubmit' });
  const { register, handleSubmit, formState } = form;
  useClearErrorOnChange(form);
  const { formError, clearFormError, answer } = useTradeFormAnswer('dispute', onDone);
  const send = useDisputeTradeMutation(tradeId, answer);
  const code = formState.errors.reason?.type;
  const reasonError =
    code === 'maxLength' ? t('tooLong', { max: TRADE_DISPUTE_MAX }) : code ? t('tooShort', { min: TRADE_DISPUTE_MIN }) : undefined;

  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        clearFormError();
        void handleSubmit(({ reason }) => send.mutate(reason.trim()))(event);
      }}
    >
      <h3 id={`${id}-title`} className={styles.formTitle}>
        {t('title')}
      </h3>
      <p className={styles.muted}>{t('lead')}</p>
      <Textarea
        {...register('reason', {
          validate: (value) => value.trim().length >= TRADE_DISPUTE_MIN || 'tooShort',
          maxLength: TRADE_DISPUTE_MAX,
        })}
        id={`${id}-reason`}
        label={t('label')}
        placeholder={t('placeholder')}
        maxLength={TRADE_DISPUTE_MAX}
        height={100}
        required
        error={reasonError}
      />
      {formError && (
        <p className={styles.error} role="alert">
          {formError}
        </p>
      )}
      <div className={styles.formActions}>
        <Button variant="secondary" size="s" onClick={onCancel} disabled={send.isPending}>
          {tModal('close')}
        </Button>
        <Button type="submit" variant="danger" size="s" loading={send.isPending}>
          {t('submit')}
        </Button>
      </div>
    </form>
  );
}
