'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useRequiredNote } from '@/components/admin/use-required-note';
import { useAdminErrors } from '@/components/admin/errors';
import { TextAreaField } from '@/components/admin/fields';
import { formatDateTime } from '@/components/admin/format';
import { useAdminAction } from '@/components/admin/use-admin-action';
import styles from '@/components/admin/admin.module.scss';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Link } from '@/components/ui/link';
import { decideTakedown, type TakedownDecisionBody, type TakedownDto } from '@/lib/api/admin';
import { TAKEDOWN_NOTE_MAX, TAKEDOWN_UNDECIDED, type TakedownStatus } from '@/lib/validation/takedown';
import own from './takedown-card.module.scss';

type Outcome = TakedownDecisionBody['outcome'];

const TONE: Record<TakedownStatus, string> = {
  pending: 'warn',
  objected: 'warn',
  blinded: 'open',
  restored: 'ok',
  removed: 'danger',
  expired: 'muted',
  dismissed: 'muted',
};

/** The decisions each state takes, in the order of the buttons (keep: only while nobody reviewed the blinding). */
function outcomesOf(request: TakedownDto): Outcome[] {
  if (request.status === 'pending') return ['approve', 'dismiss'];
  if (request.status === 'objected') return ['restore', 'remove'];
  if (request.status === 'blinded') return request.reviewed_at ? ['restore', 'remove'] : ['keep', 'restore', 'remove'];
  return [];
}

/** What the operator did, read from the answer (keep on a blinding whose period ended deletes the post). */
function doneKey(before: TakedownDto, after: TakedownDto) {
  if (after.status === 'blinded') return before.status === 'pending' ? 'done.approve' : 'done.keep';
  if (after.status === 'dismissed') return 'done.dismiss';
  if (after.status === 'expired') return 'done.expire';
  return after.status === 'restored' ? 'done.restore' : 'done.remove';
}

/**
 * Where the post is read. The public page shows a blinded or removed post only as its 임시조치
 * notice, so until it is shown again the administrators' post list (found by its title) is the place.
 */
function postHref(request: TakedownDto): string | null {
  if (request.status === 'restored' || request.status === 'pending' || request.status === 'dismissed')
    return `/community/detail/${request.post_id}`;
  if (!request.post_title) return null;
  const state = request.status === 'removed' || request.status === 'expired' ? 'deleted' : 'hidden';
  return `/admin/posts?${new URLSearchParams({ q: request.post_title, state })}`;
}

/**
 * One 임시조치 request: the post, who asked and why (and why it waits, for a member's pending
 * one), the author's objection, and — while undecided — the decision.
 */
export function TakedownCard({ request }: { request: TakedownDto }) {
  const t = useTranslations('ui.admin.takedowns');
  const tc = useTranslations('ui.admin.common');
  const tErrors = useTranslations('ui.admin.errors');
  const errors = useAdminErrors();
  const locale = useLocale();
  const headingId = useId();
  const note = useRequiredNote();
  const [confirming, setConfirming] = useState<Outcome | null>(null);
  const [pending, setPending] = useState<Outcome | null>(null);
  const open = TAKEDOWN_UNDECIDED.includes(request.status);
  const outcomes = outcomesOf(request);
  const href = postHref(request);
  const title = request.post_title ?? t('postFallback', { id: request.post_id });
  // Both delete the post for good: they ask first.
  const needsConfirm = (outcome: Outcome) => outcome === 'remove' || (outcome === 'keep' && request.awaiting_review);
  const label = (outcome: Outcome) => (outcome === 'keep' && request.awaiting_review ? t('action.expire') : t(`action.${outcome}`));

  const action = useAdminAction((body: TakedownDecisionBody) => decideTakedown(request.id, body), {
    done: (res) => t(doneKey(request, res)),
    onSuccess: note.clear,
    toastError: false,
  });
  const noteError = note.missing ? tErrors('reasonRequired') : errors.field(action.error, 'note');
  const refusal = action.error && !errors.field(action.error, 'note') ? errors.message(action.error) : null;

  const decide = (outcome: Outcome) => {
    setPending(outcome);
    return action.mutateAsync({ outcome, note: note.value }).catch(() => undefined);
  };
  const busy = (outcome: Outcome) => action.isPending && pending === outcome;

  return (
    <article
      className={styles.card}
      data-tone={
        request.status === 'objected' || request.status === 'pending' || request.awaiting_review ? 'warn' : open ? undefined : 'muted'
      }
      aria-labelledby={headingId}
    >
      <div className={styles.cardHead}>
        <h2 id={headingId} className={own.title}>
          {href ? (
            <Link href={href} className={styles.link}>
              {title}
            </Link>
          ) : (
            title
          )}
        </h2>
        <span className={styles.meta}>
          <span className={styles.pill}>{t(`reason.${request.reason}`)}</span>
          <span className={styles.pill} data-tone={TONE[request.status]}>
            {t(`status.${request.status}`)}
          </span>
          {request.queue_reason && request.status === 'pending' && (
            <span className={styles.pill} data-tone="info">
              {t(`queueReason.${request.queue_reason}`)}
            </span>
          )}
          {request.status === 'blinded' && !request.reviewed_at && (
            <span className={styles.pill} data-tone="warn">
              {t('unreviewed')}
            </span>
          )}
        </span>
      </div>

      <div className={styles.meta}>
        {request.blinded_at ? (
          <time dateTime={request.blinded_at}>{t('blindedAt', { date: formatDateTime(request.blinded_at, locale) })}</time>
        ) : (
          <time dateTime={request.filed_at}>{t('filedAt', { date: formatDateTime(request.filed_at, locale) })}</time>
        )}
        {request.expires_at && (
          <time dateTime={request.expires_at}>{t('expiresAt', { date: formatDateTime(request.expires_at, locale) })}</time>
        )}
        <span>{t('requester')}</span>
        {request.requester ? (
          <Link href={`/admin/members/${request.requester.id}`} className={styles.link}>
            {request.requester.nickname ?? tc('memberId', { id: request.requester.id })}
          </Link>
        ) : (
          <span>—</span>
        )}
      </div>

      {request.status === 'pending' && <p className={styles.meta}>{t('pendingLead')}</p>}
      {request.awaiting_review && (
        <p className={styles.alert} role="status">
          {t('awaitingReview')}
        </p>
      )}

      <div className={own.block}>
        <span className={styles.label}>{t('statement')}</span>
        <p className={styles.quote}>{request.statement ?? '—'}</p>
      </div>

      {request.objection ? (
        <div className={own.block}>
          <span className={styles.label}>
            {t('objection')}
            {request.objected_at && (
              <>
                {' · '}
                <time dateTime={request.objected_at}>{t('objectedAt', { date: formatDateTime(request.objected_at, locale) })}</time>
              </>
            )}
          </span>
          <p className={styles.quote}>{request.objection}</p>
        </div>
      ) : (
        request.status === 'blinded' && <p className={styles.meta}>{t('noObjection')}</p>
      )}

      {!open && (request.decision_note || request.decided_at) && (
        <div className={own.block}>
          <span className={styles.label}>
            {t('decision')}
            {request.decided_at && (
              <>
                {' · '}
                <time dateTime={request.decided_at}>{t('decidedAt', { date: formatDateTime(request.decided_at, locale) })}</time>
              </>
            )}
          </span>
          {request.decision_note && <p className={styles.text}>{request.decision_note}</p>}
        </div>
      )}

      {open && (
        <div className={styles.actionArea}>
          <TextAreaField
            {...note.field}
            label={t('note')}
            placeholder={t('notePlaceholder')}
            required
            rows={2}
            maxLength={TAKEDOWN_NOTE_MAX}
            error={noteError}
            className={own.note}
          />
          <div className={styles.actions} role="group" aria-label={t('actionsLabel')}>
            {outcomes.map((outcome) => (
              <Button
                key={outcome}
                size="s"
                variant={needsConfirm(outcome) ? 'danger' : 'secondary'}
                loading={busy(outcome)}
                onClick={() => {
                  if (!note.check()) return;
                  if (needsConfirm(outcome)) setConfirming(outcome);
                  else void decide(outcome);
                }}
              >
                {label(outcome)}
              </Button>
            ))}
          </div>
          <ConfirmDialog
            kind="delete"
            requireLogin={false}
            open={confirming !== null}
            loading={confirming !== null && busy(confirming)}
            title={confirming ? label(confirming) : ''}
            message={confirming === 'keep' ? t('confirmExpire') : t('confirmRemove')}
            confirmLabel={confirming ? label(confirming) : ''}
            onClose={() => setConfirming(null)}
            onConfirm={async () => {
              if (!confirming) return;
              try {
                await decide(confirming);
              } finally {
                setConfirming(null);
              }
            }}
          />
        </div>
      )}

      {refusal && (
        <p className={styles.alert} role="alert">
          {refusal}
        </p>
      )}
    </article>
  );
}
