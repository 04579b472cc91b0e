'use client';

import { Link } from '@/components/ui/link';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmButton } from '@/components/admin/confirm-button';
import { TextField } from '@/components/admin/fields';
import { formatDateTime } from '@/components/admin/format';
import { MemberLink } from '@/components/admin/member-link';
import { SuspendDialog } from '@/components/admin/suspend-dialog';
import { useAdminAction } from '@/components/admin/use-admin-action';
import styles from '@/components/admin/admin.module.scss';
import { Button } from '@/components/ui/button';
import { resolveReports, type ReportAction, type ReportGroupDto, type ResolveBody } from '@/lib/api/admin';
import { REPORT_REASON_KEYS } from '@/lib/constants';
import { ADMIN_NOTE_MAX } from '@/lib/validation/admin/moderation';
import { SANCTION_RULES, type SanctionRule } from '@/lib/validation/moderation';
import own from './report-group-card.module.scss';

function targetHref(group: ReportGroupDto): string | null {
  const { target } = group;
  if (!target.exists) return null;
  if (target.type === 'post' || target.type === 'comment') return target.post_id ? `/community/detail/${target.post_id}` : null;
  if (target.type === 'item') return `/admin/items/${target.id}`;
  return `/admin/members/${target.id}`;
}

/** One reported target with its reports, and — while reports are open — the actions that close them. */
export function ReportGroupCard({ group }: { group: ReportGroupDto }) {
  const t = useTranslations('ui.admin.reports');
  const tu = useTranslations('user.reportReason');
  const locale = useLocale();
  const [note, setNote] = useState('');
  const [suspending, setSuspending] = useState(false);
  const [pending, setPending] = useState<ReportAction | null>(null);
  const { target } = group;
  const isContent = target.type === 'post' || target.type === 'comment';
  // The suspension's rule starts as the reports' most common reason (as the server's default).
  const topReason = REPORT_REASON_KEYS[group.reasons[0]?.reason_type ?? 0];
  const ruleOfGroup: SanctionRule = (SANCTION_RULES as readonly string[]).includes(topReason ?? '') ? (topReason as SanctionRule) : 'other';
  const open = group.status === 'open';
  const href = targetHref(group);
  const suspendee = target.author;

  const action = useAdminAction((body: ResolveBody) => resolveReports(target.type, target.id, body), {
    done: (res) => t(`done.${res.action}`),
    onSuccess: () => setSuspending(false),
  });
  const run = (body: ResolveBody) => {
    setPending(body.action);
    return action.mutateAsync({ ...body, ...(note.trim() ? { note: note.trim() } : {}) }).catch(() => undefined);
  };
  const busy = (a: ReportAction) => action.isPending && pending === a;

  return (
    <article className={styles.card} data-tone={open && target.auto_hidden ? 'warn' : undefined} aria-labelledby={`group-${group.key}`}>
      <div className={styles.cardHead}>
        <h2 id={`group-${group.key}`} className={own.title}>
          <span className={styles.pill}>{t(`type.${target.type}`)}</span>{' '}
          {target.exists
            ? (target.title ?? (target.type === 'comment' ? t('onPost', { id: target.post_id ?? 0 }) : `#${target.id}`))
            : t('missing')}
        </h2>
        <span className={styles.meta}>
          <span className={styles.pill} data-tone={open ? 'open' : 'muted'}>
            {t('reporters', { count: group.reporter_count })}
          </span>
          <span>{t('lastReported', { date: formatDateTime(group.last_reported_at, locale) })}</span>
        </span>
      </div>

      <div className={styles.meta}>
        {target.auto_hidden && (
          <span className={styles.pill} data-tone="warn">
            {t('autoHidden')}
          </span>
        )}
        {target.is_hidden && !target.auto_hidden && <span className={styles.pill}>{t('hidden')}</span>}
        {target.is_deleted && (
          <span className={styles.pill} data-tone="muted">
            {target.type === 'user' ? t('withdrawn') : t('deleted')}
          </span>
        )}
        {group.reasons.map((r) => (
          <span key={r.reason_type} className={styles.pill} data-tone="muted">
            {tu(String(r.reason_type))} × {r.count}
          </span>
        ))}
      </div>

      {target.excerpt ? <p className={styles.quote}>{target.excerpt}</p> : null}

      <div className={styles.meta}>
        {target.type !== 'item' && (
          <>
            <span>{target.type === 'user' ? t('type.user') : t('author')}</span>
            <MemberLink member={target.author} />
          </>
        )}
        {href && (
          <Link href={href} className={styles.link}>
            {target.type === 'user' ? t('openMember') : t('openTarget')}
          </Link>
        )}
      </div>

      <details className={own.details}>
        <summary>{t('showDetails', { count: group.reports.length })}</summary>
        <ul className={own.reports}>
          {group.reports.map((r) => (
            <li key={r.id}>
              <div className={styles.meta}>
                <span className={styles.pill}>{tu(String(r.reason_type))}</span>
                <span>{t('reporter')}</span>
                <MemberLink member={r.reporter} />
                {r.reporter_penalised && (
                  <span className={styles.pill} data-tone="danger">
                    {t('penalised')}
                  </span>
                )}
                <time dateTime={r.created_at}>{formatDateTime(r.created_at, locale)}</time>
                {r.status !== 'open' && (
                  <span className={styles.pill} data-tone="muted">
                    {t(`status.${r.status}`)}
                  </span>
                )}
              </div>
              <p className={styles.text}>{r.content}</p>
            </li>
          ))}
        </ul>
      </details>

      {open && (
        <div className={styles.actionArea}>
          <TextField
            label={t('note')}
            placeholder={t('notePlaceholder')}
            value={note}
            maxLength={ADMIN_NOTE_MAX}
            onChange={(e) => setNote(e.target.value)}
            className={own.note}
          />
          <div className={styles.actions} role="group" aria-label={t('actionsLabel')}>
            <ConfirmButton
              size="s"
              variant="secondary"
              loading={busy('dismiss')}
              message={t('confirm.dismiss')}
              onConfirm={() => run({ action: 'dismiss' })}
            >
              {t('action.dismiss')}
            </ConfirmButton>
            {isContent && !target.is_deleted && (
              <>
                {!target.is_hidden || target.auto_hidden ? (
                  <ConfirmButton
                    size="s"
                    variant="secondary"
                    loading={busy('hide')}
                    message={t('confirm.hide')}
                    onConfirm={() => run({ action: 'hide' })}
                  >
                    {t('action.hide')}
                  </ConfirmButton>
                ) : null}
                <ConfirmButton
                  size="s"
                  danger
                  loading={busy('delete')}
                  message={t('confirm.delete')}
                  onConfirm={() => run({ action: 'delete' })}
                >
                  {t('action.delete')}
                </ConfirmButton>
              </>
            )}
            {target.type !== 'item' && suspendee && suspendee.role !== 'admin' && suspendee.status !== 'withdrawn' && (
              <Button size="s" variant="danger" onClick={() => setSuspending(true)}>
                {target.type === 'user' ? t('action.suspendUser') : t('action.suspend')}
              </Button>
            )}
            <ConfirmButton
              size="s"
              variant="secondary"
              loading={busy('resolve')}
              message={t('confirm.resolve')}
              onConfirm={() => run({ action: 'resolve' })}
            >
              {t('action.resolve')}
            </ConfirmButton>
          </div>
        </div>
      )}

      {suspending && suspendee && (
        <SuspendDialog
          open
          name={suspendee.nickname ?? `#${suspendee.id}`}
          withHideContent={isContent && !target.is_deleted}
          loading={busy('suspend')}
          error={pending === 'suspend' ? action.error : undefined}
          onClose={() => setSuspending(false)}
          defaultRule={ruleOfGroup}
          onSubmit={(v) =>
            void run({
              action: 'suspend',
              suspension: { reason: v.reason, until: v.until, ...v.sanction },
              hide_content: v.hideContent,
              ...v.sanction,
            })
          }
        />
      )}
    </article>
  );
}
