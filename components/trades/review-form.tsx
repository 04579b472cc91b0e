'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { useClearErrorOnChange } from '@/components/ui/form-errors';
import { Textarea } from '@/components/ui/textarea';
import { TRADE_REVIEW_COMMENT_MAX, useReviewTradeMutation, type TradeReviewRating } from '@/lib/api/trades';
import { TRADE_REVIEW_RATINGS } from '@/lib/enums';
import styles from './trades.module.scss';
import { useTradeFormAnswer } from './use-trade-form-answer';

type Values = { rating: TradeReviewRating | ''; comment: string };

/** One review of a completed trade: positive, neutral or negative, and a short comment. */
export function ReviewForm({ tradeId }: { tradeId: number }) {
  const t = useTranslations('trades.review');
  const tRatings = useTranslations('trades.ratings');
  const id = useId();
  const form = useForm<Values>({ defaultValues: { rating: '', comment: '' }, reValidateMode: 'onSubmit' });
  const { register, handleSubmit, formState, reset } = form;
  useClearErrorOnChange(form);
  const { formError, clearFormError, answer } = useTradeFormAnswer('review', () => reset());
  const send = useReviewTradeMutation(tradeId, answer);

  const ratingError = formState.errors.rating ? t('ratingRequired') : undefined;
  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        clearFormError();
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
