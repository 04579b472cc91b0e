'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useRequiredNote } from '@/components/admin/use-required-note';
import { useAdminErrors } from '@/components/admin/errors';
import { TextAreaField } from '@/components/admin/fields';
import { PageHead } from '@/components/admin/page-head';
import { QueryView } from '@/components/admin/query-view';
import { useAdminAction } from '@/components/admin/use-admin-action';
import styles from '@/components/admin/admin.module.scss';
import { ReviewItem } from '@/components/trades/reputation-card';
import { Timeline } from '@/components/trades/trade-detail';
import { SideGives, StatusBadge } from '@/components/trades/trade-parts';
import own from '@/components/trades/trades.module.scss';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Link } from '@/components/ui/link';
import {
  adminTradeOptions,
  hideTradeReview,
  resolveTrade,
  TRADE_NOTE_MAX,
  type TradeDetailDto,
  type TradeResolveBody,
  type TradeReviewDto,
} from '@/lib/api/trades';

type Outcome = TradeResolveBody['outcome'];
const OUTCOMES: readonly Outcome[] = ['complete', 'cancel'];

export function AdminTradeDetail({ tradeId }: { tradeId: number }) {
  const t = useTranslations('trades.admin');
  const query = useQuery(adminTradeOptions(tradeId));
  return (
    <div className={styles.page}>
      <PageHead title={t('detailTitle', { id: tradeId })}>
        <Link href="/admin/trades" className={styles.link}>
          {t('backToList')}
        </Link>
      </PageHead>
      <QueryView query={query}>{(trade) => <TradeForOperators trade={trade} />}</QueryView>
    </div>
  );
}

/** Both sides, what each gives, their messages (the proposal and every note in the history), the reviews and the decision. */
function TradeForOperators({ trade }: { trade: TradeDetailDto }) {
  const t = useTranslations('trades');
  const memberLink = (side: 'proposer' | 'recipient') => (
    <Link href={`/admin/members/${trade[side].id}`} className={styles.link}>
      {trade[side].profile.name ?? t('unknownUser')}
    </Link>
  );
  const messages = trade.events.filter((e) => e.note && (e.actor === 'proposer' || e.actor === 'recipient'));
  return (
    <>
      <section className={styles.card}>
        <div className={styles.cardHead}>
          <StatusBadge status={trade.status} />
        </div>
        <dl className={styles.grid2}>
          <dt className={styles.label}>{t('admin.proposer')}</dt>
          <dd>
            {memberLink('proposer')} · {t('admin.confirmed')}: {trade.proposer_confirmed ? '✓' : '—'}
          </dd>
          <dt className={styles.label}>{t('admin.recipient')}</dt>
          <dd>
            {memberLink('recipient')} · {t('admin.confirmed')}: {trade.recipient_confirmed ? '✓' : '—'}
          </dd>
        </dl>
      </section>

      <div className={own.sides}>
        <SideGives trade={trade} side="proposer" title={t('admin.proposerGives')} />
        <SideGives trade={trade} side="recipient" title={t('admin.recipientGives')} />
      </div>

      <section className={styles.card} aria-label={t('admin.messages')}>
        <h2 className={styles.label}>{t('admin.messages')}</h2>
        <p className={styles.label}>{t('admin.message')}</p>
        <p className={styles.quote}>{trade.message || t('admin.noMessage')}</p>
        {messages.map((e) => (
          <div key={e.id}>
            <p className={styles.label}>
              {t(`actors.${e.actor}`)} · {t(`events.${e.action}`)}
            </p>
            <p className={styles.quote}>{e.note}</p>
          </div>
        ))}
      </section>

      <section className={styles.card} aria-label={t('admin.history')}>
        <h2 className={styles.label}>{t('admin.history')}</h2>
        <Timeline trade={trade} />
      </section>

      {trade.reviews.length > 0 && (
        <section className={styles.card} aria-label={t('admin.reviews')}>
          <h2 className={styles.label}>{t('admin.reviews')}</h2>
          <ul className={own.reviews}>
            {trade.reviews.map((review) => (
              <li key={review.id}>
                <ReviewItem review={review} />
                <HideReview review={review} />
              </li>
            ))}
          </ul>
        </section>
      )}

      {trade.status === 'disputed' ? <ResolveForm trade={trade} /> : <p className={styles.notice}>{t('admin.notDisputed')}</p>}
    </>
  );
}

function ResolveForm({ trade }: { trade: TradeDetailDto }) {
  const t = useTranslations('trades.admin');
  const errors = useAdminErrors();
  const id = useId();
  const note = useRequiredNote();
  const [outcome, setOutcome] = useState<Outcome>('complete');
  const [confirming, setConfirming] = useState(false);
  const action = useAdminAction((body: TradeResolveBody) => resolveTrade(trade.id, body), { done: t('resolved'), toastError: false });
  const noteError = note.missing ? t('noteRequired') : errors.field(action.error, 'note');
  const refusal = action.error && !errors.field(action.error, 'note') ? errors.message(action.error) : null;

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.label}>
        {t('resolveTitle')}
      </h2>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (note.check()) setConfirming(true);
        }}
      >
        <fieldset className={styles.field}>
          <legend className={styles.label}>{t('outcome')}</legend>
          {OUTCOMES.map((o) => (
            <label key={o} className={styles.check}>
              <input type="radio" name={`${id}-outcome`} value={o} checked={outcome === o} onChange={() => setOutcome(o)} />
              {t(`outcomes.${o}`)}
            </label>
          ))}
        </fieldset>
        <TextAreaField
          {...note.field}
          label={t('note')}
          placeholder={t('notePlaceholder')}
          required
          rows={3}
          maxLength={TRADE_NOTE_MAX}
          error={noteError}
        />
        <div className={styles.formActions}>
          <Button type="submit" size="s" variant={outcome === 'cancel' ? 'danger' : 'primary'} loading={action.isPending}>
            {t('resolve')}
          </Button>
        </div>
        {refusal && (
          <p className={styles.alert} role="alert">
            {refusal}
          </p>
        )}
      </form>
      <ConfirmDialog
        kind="execute"
        requireLogin={false}
        open={confirming}
        loading={action.isPending}
        title={t('resolveTitle')}
        message={t('confirmResolve', { outcome: t(`outcomes.${outcome}`) })}
        confirmLabel={t('resolve')}
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          try {
            await action.mutateAsync({ outcome, note: note.value });
            note.clear();
          } catch {
            // The refusal shows under the form.
          } finally {
            setConfirming(false);
          }
        }}
      />
    </section>
  );
}

/** An operator hides a review (reported, abusive) with a note; audit row on the server. */
function HideReview({ review }: { review: TradeReviewDto }) {
  const t = useTranslations('trades.admin');
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const action = useAdminAction((text: string) => hideTradeReview(review.id, text), {
    done: t('hidden'),
    onSuccess: () => setOpen(false),
  });
  if (!open) {
    return (
      <Button size="xs" variant="ghost" onClick={() => setOpen(true)}>
        {t('hideReview')}
      </Button>
    );
  }
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (note.trim()) action.mutate(note.trim());
      }}
    >
      <TextAreaField
        label={t('hideNote')}
        value={note}
        required
        rows={2}
        maxLength={TRADE_NOTE_MAX}
        onChange={(e) => setNote(e.target.value)}
      />
      <div className={styles.formActions}>
        <Button type="submit" size="xs" variant="danger" loading={action.isPending} disabled={!note.trim()}>
          {t('hideReview')}
        </Button>
      </div>
    </form>
  );
}
