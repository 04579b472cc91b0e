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
import { TAKEDOWN_NOTE_MAX, TAKEDOWN_OPEN, type TakedownStatus } from '@/lib/validation/takedown';
import own from './takedown-card.module.scss';

type Outcome = TakedownDecisionBody['outcome'];

const TONE: Record<TakedownStatus, string> = {
  objected: 'warn',
  blinded: 'open',
  restored: 'ok',
  removed: 'danger',
  expired: 'muted',
};

/**
 * Where the post is read. The public page shows a blinded or removed post only as its 임시조치
 * notice, so until it is shown again the administrators' post list (found by its title) is the place.
 */
function postHref(request: TakedownDto): string | null {
  if (request.status === 'restored') return `/community/detail/${request.post_id}`;
  if (!request.post_title) return null;
  const state = request.status === 'removed' || request.status === 'expired' ? 'deleted' : 'hidden';
  return `/admin/posts?${new URLSearchParams({ q: request.post_title, state })}`;
}

/** One 임시조치 request: the post, who asked and why, the author's objection, and — while open — the decision. */
export function TakedownCard({ request }: { request: TakedownDto }) {
  const t = useTranslations('ui.admin.takedowns');
  const tc = useTranslations('ui.admin.common');
  const tErrors = useTranslations('ui.admin.errors');
  const errors = useAdminErrors();
  const locale = useLocale();
  const headingId = useId();
  const note = useRequiredNote();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState<Outcome | null>(null);
  const open = TAKEDOWN_OPEN.includes(request.status);
  const href = postHref(request);
  const title = request.post_title ?? t('postFallback', { id: request.post_id });

  const action = useAdminAction((body: TakedownDecisionBody) => decideTakedown(request.id, body), {
    done: (res) => (res.status === 'restored' ? t('done.restore') : t('done.remove')),
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
      data-tone={request.status === 'objected' ? 'warn' : open ? undefined : 'muted'}
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
        </span>
      </div>

      <div className={styles.meta}>
        <time dateTime={request.blinded_at}>{t('blindedAt', { date: formatDateTime(request.blinded_at, locale) })}</time>
        <time dateTime={request.expires_at}>{t('expiresAt', { date: formatDateTime(request.expires_at, locale) })}</time>
        <span>{t('requester')}</span>
        {request.requester ? (
          <Link href={`/admin/members/${request.requester.id}`} className={styles.link}>
            {request.requester.nickname ?? tc('memberId', { id: request.requester.id })}
          </Link>
        ) : (
          <span>—</span>
        )}
      </div>

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
        <div className={own.actionArea}>
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
            <Button
              size="s"
              variant="secondary"
              loading={busy('restore')}
              onClick={() => {
                if (note.check()) void decide('restore');
              }}
            >
              {t('action.restore')}
            </Button>
            <Button
              size="s"
              variant="danger"
              loading={busy('remove')}
              onClick={() => {
                if (note.check()) setConfirming(true);
              }}
            >
              {t('action.remove')}
            </Button>
          </div>
          <ConfirmDialog
            kind="delete"
            requireLogin={false}
            open={confirming}
            loading={busy('remove')}
            title={t('action.remove')}
            message={t('confirmRemove')}
            confirmLabel={t('action.remove')}
            onClose={() => setConfirming(false)}
            onConfirm={async () => {
              try {
                await decide('remove');
              } finally {
                setConfirming(false);
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
