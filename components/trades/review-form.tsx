'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { useClearErrorOnChange } from '@/components/ui/form-errors';
import { Textarea } from '@/components/ui/textarea';
import { useApiErrorMessage } from '@/lib/api/error-message';
import { TRADE_REVIEW_COMMENT_MAX, useReviewTradeMutation, type TradeReviewRating } from '@/lib/api/trades';
import { TRADE_REVIEW_RATINGS } from '@/lib/enums';
import { useUiStore } from '@/stores/ui-store';
import styles from './trades.module.scss';

type Values = { rating: TradeReviewRating | ''; comment: string };

/** One review of a completed trade: positive, neutral or negative, and a short comment. */
export function ReviewForm({ tradeId }: { tradeId: number }) {
  const t = useTranslations('trades.review');
  const tDetail = useTranslations('trades.detail');
  const tRatings = useTranslations('trades.ratings');
  const errorMessage = useApiErrorMessage();
  const id = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({ defaultValues: { rating: '', comment: '' }, reValidateMode: 'onSubmit' });
  const { register, handleSubmit, formState, reset } = form;
  useClearErrorOnChange(form);
  const send = useReviewTradeMutation(tradeId, {
    onSuccess: () => {
      useUiStore.getState().showToast(tDetail('done.review'));
      reset();
    },
    onError: (error) => setFormError(errorMessage(error, 'trades.detail.failed', { serverMessage: true, refusals: 'trades.refusals.' })),
  });

  const ratingError = formState.errors.rating ? t('ratingRequired') : undefined;
  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        setFormError(null);
        void handleSubmit(({ rating, comment }) => {
          if (!rating) return;
          const text = comment.trim();
          send.mutate({ rating, ...(text ? { comment: text } : {}) });
        })(event);
      }}
    >
      <h3 id={`${id}-title`} className={styles.formTitle}>
        {t('title')}
      </h3>
      <fieldset
        className={styles.ratings}
        aria-invalid={ratingError ? true : undefined}
        aria-describedby={ratingError ? `${id}-rating-error` : undefined}
      >
        <legend className={styles.formLabel}>{t('ratingLabel')}</legend>
        {TRADE_REVIEW_RATINGS.map((rating) => (
          <label key={rating} className={styles.ratingOption} data-rating={rating}>
            <input type="radio" value={rating} {...register('rating', { required: true })} />
            <span>{tRatings(rating)}</span>
          </label>
        ))}
      </fieldset>
      {ratingError && (
        <p id={`${id}-rating-error`} className={styles.error} role="alert">
          {ratingError}
        </p>
      )}
      <Textarea
        {...register('comment', { maxLength: TRADE_REVIEW_COMMENT_MAX })}
        id={`${id}-comment`}
        label={t('commentLabel')}
        placeholder={t('commentPlaceholder')}
        maxLength={TRADE_REVIEW_COMMENT_MAX}
        height={72}
        error={formState.errors.comment ? t('tooLong', { max: TRADE_REVIEW_COMMENT_MAX }) : undefined}
      />
      {formError && (
        <p className={styles.error} role="alert">
          {formError}
        </p>
      )}
      <Button type="submit" size="s" loading={send.isPending}>
        {t('submit')}
      </Button>
    </form>
  );
}
