'use client';

import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { CommentRow } from '@/components/admin/comment-row';
import { ConfirmButton } from '@/components/admin/confirm-button';
import { formatDateTime } from '@/components/admin/format';
import { MemberLink, MemberPills } from '@/components/admin/member-link';
import { PageHead } from '@/components/admin/page-head';
import { Pager } from '@/components/admin/pager';
import { PostRow } from '@/components/admin/post-row';
import { QueryView } from '@/components/admin/query-view';
import { SuspendDialog } from '@/components/admin/suspend-dialog';
import { useAdminAction } from '@/components/admin/use-admin-action';
import styles from '@/components/admin/admin.module.scss';
import { Button } from '@/components/ui/button';
import { TitledSection } from '@/components/ui/titled-section';
import {
  grantBadge,
  liftSuspension,
  memberActivityOptions,
  memberOptions,
  revokeBadge,
  setMemberRole,
  suspendMember,
  type AdminCommentDto,
  type AdminMemberDetailDto,
  type AdminPostDto,
  type MemberActivityRow,
  type ReportWithTarget,
} from '@/lib/api/admin';
import { MEMBER_ACTIVITY_KINDS, type MemberActivityKind } from '@/lib/validation/admin/members';
import type { SuspensionInput } from '@/lib/validation/admin/suspension';
import own from './member-page.module.scss';

/** A member's page: who they are, suspension, role, badges, and what they wrote and reported. */
export function MemberPage({ id }: { id: number }) {
  const t = useTranslations('ui.admin');
  const member = useQuery(memberOptions(id));
  return (
    <div className={styles.page}>
      <Link href="/admin/members" className={styles.link}>
        ← {t('common.back')}
      </Link>
      <QueryView query={member} rows={4}>
        {(m) => (
          <>
            <MemberHeader member={m} />
            <div className={own.columns}>
              <SuspensionCard member={m} />
              <RoleCard member={m} />
            </div>
            <BadgesCard member={m} />
            <Activity id={m.id} member={m} />
          </>
        )}
      </QueryView>
    </div>
  );
}

function MemberHeader({ member: m }: { member: AdminMemberDetailDto }) {
  const t = useTranslations('ui.admin');
  const locale = useLocale();
  return (
    <section className={styles.card} aria-labelledby="member-name">
      <div className={own.identity}>
        {m.profile_image ? (
          <img src={m.profile_image} alt="" className={styles.thumb} />
        ) : (
          <span className={styles.thumb} aria-hidden="true" />
        )}
        <div className={styles.rowMain}>
          <PageHead title={<span id="member-name">{m.nickname ?? t('common.memberId', { id: m.id })}</span>} />
          <span className={styles.meta}>
            <span>#{m.id}</span>
            <span className={styles.pill}>{t(`members.role.${m.role}`)}</span>
            <span className={styles.pill} data-tone={m.status === 'active' ? 'ok' : m.status === 'suspended' ? 'danger' : 'muted'}>
              {t(`members.status.${m.status}`)}
            </span>
            <MemberPills member={{ ...m, role: 'member', status: m.status === 'suspended' ? 'suspended' : 'active' }} />
            {m.is_self && (
              <span className={styles.pill} data-tone="info">
                {t('members.self')}
              </span>
            )}
          </span>
        </div>
      </div>
      <dl className={own.facts}>
        <div>
          <dt>{t('members.email')}</dt>
          <dd>{m.email ?? t('common.none')}</dd>
        </div>
        <div>
          <dt>{t('members.phone')}</dt>
          <dd>{m.phone ?? t('common.none')}</dd>
        </div>
        <div>
          <dt>{t('members.locale')}</dt>
          <dd>{m.locale}</dd>
        </div>
        <div>
          <dt>{t('members.joined', { date: '' }).trim()}</dt>
          <dd>{formatDateTime(m.created_at, locale)}</dd>
        </div>
      </dl>
      <ul className={own.counts}>
        {MEMBER_ACTIVITY_KINDS.map((k) => (
          <li key={k}>
            <strong>{m.counts[k]}</strong>
            <span>{t(`members.counts.${k}`)}</span>
          </li>
        ))}
        <li data-alert={m.report_penalty ? true : undefined}>
          <strong>{m.counts.reports_dismissed_recently}</strong>
          <span>{t('members.counts.dismissed')}</span>
        </li>
      </ul>
      <span className={styles.meta}>
        <span>{t('members.sessions', { count: m.active_sessions })}</span>
        {m.report_penalty && (
          <span className={styles.pill} data-tone="danger">
            {t('members.penalty')}
          </span>
        )}
        {m.status !== 'withdrawn' && (
          <Link href={`/users/${m.uuid}`} className={styles.link}>
            {t('members.profile')}
          </Link>
        )}
      </span>
    </section>
  );
}

function SuspensionCard({ member: m }: { member: AdminMemberDetailDto }) {
  const t = useTranslations('ui.admin');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const suspend = useAdminAction((body: SuspensionInput) => suspendMember(m.id, body), {
    done: t('suspend.done'),
    onSuccess: () => setOpen(false),
    toastError: false,
  });
  const lift = useAdminAction(() => liftSuspension(m.id), { done: t('suspend.lifted') });
  const name = m.nickname ?? `#${m.id}`;
  const canSuspend = !m.is_self && m.role !== 'admin' && m.status !== 'withdrawn';
  return (
    <TitledSection id="suspension" title={t('members.suspension')} className={styles.card} titleClassName={own.cardTitle}>
      {m.status === 'suspended' ? (
        <>
          <p className={styles.text}>
            {m.suspended_until ? t('suspend.until_date', { date: formatDateTime(m.suspended_until, locale) }) : t('suspend.forever')}
          </p>
          {m.suspension_reason && <p className={styles.quote}>{t('members.suspensionReason', { reason: m.suspension_reason })}</p>}
          <div className={styles.actions}>
            <ConfirmButton
              size="s"
              loading={lift.isPending}
              message={t('suspend.liftConfirm', { name })}
              onConfirm={() => lift.mutateAsync(undefined).catch(() => undefined)}
            >
              {t('suspend.lift')}
            </ConfirmButton>
            {canSuspend && (
              <Button size="s" variant="secondary" onClick={() => setOpen(true)}>
                {t('suspend.title')}
              </Button>
            )}
          </div>
        </>
      ) : (
        <>
          <p className={styles.hint}>{t('suspend.sessionsKept')}</p>
          <div className={styles.actions}>
            <Button size="s" variant="danger" disabled={!canSuspend} onClick={() => setOpen(true)}>
              {t('suspend.title')}
            </Button>
          </div>
          {m.role === 'admin' && !m.is_self && <p className={styles.hint}>{t('errors.suspendAdmin')}</p>}
        </>
      )}
      {open && (
        <SuspendDialog
          open
          name={name}
          loading={suspend.isPending}
          error={suspend.error}
          onClose={() => setOpen(false)}
          onSubmit={(v) => suspend.mutate({ reason: v.reason, until: v.until, ...v.sanction })}
        />
      )}
    </TitledSection>
  );
}

function RoleCard({ member: m }: { member: AdminMemberDetailDto }) {
  const t = useTranslations('ui.admin');
  const role = useAdminAction((next: 'member' | 'admin') => setMemberRole(m.id, next), { done: t('members.roleChanged') });
  const name = m.nickname ?? `#${m.id}`;
  const makeAdmin = m.role !== 'admin';
  return (
    <TitledSection id="role" title={t('members.roleTitle')} className={styles.card} titleClassName={own.cardTitle}>
      <p className={styles.text}>{t(`members.role.${m.role}`)}</p>
      {m.is_self ? (
        <p className={styles.hint}>{t('errors.roleSelf')}</p>
      ) : (
        m.status !== 'withdrawn' && (
          <div className={styles.actions}>
            <ConfirmButton
              size="s"
              variant={makeAdmin ? 'primary' : 'secondary'}
              loading={role.isPending}
              message={makeAdmin ? t('members.roleConfirmMake', { name }) : t('members.roleConfirmRemove', { name })}
              onConfirm={() => role.mutateAsync(makeAdmin ? 'admin' : 'member').catch(() => undefined)}
            >
              {makeAdmin ? t('members.makeAdmin') : t('members.removeAdmin')}
            </ConfirmButton>
          </div>
        )
      )}
    </TitledSection>
  );
}

function BadgesCard({ member: m }: { member: AdminMemberDetailDto }) {
  const t = useTranslations('ui.admin.members');
  const grant = useAdminAction((code: string) => grantBadge(m.id, code), { done: t('granted') });
  const revoke = useAdminAction((code: string) => revokeBadge(m.id, code), { done: t('revoked') });
  return (
    <TitledSection id="badges" title={t('badges')} className={styles.card} titleClassName={own.cardTitle}>
      <ul className={own.badges}>
        {m.badges.map((b) => (
          <li key={b.id} data-owned={b.owned ? true : undefined}>
            <span className={own.swatch} style={{ background: b.hex_code }} aria-hidden="true" />
            <span className={own.badgeName}>
              {b.title}
              {b.earned_by_rule && <span className={styles.hint}> · {t('earnedByRule')}</span>}
            </span>
            {b.owned ? (
              <Button
                size="xs"
                variant="secondary"
                disabled={m.status === 'withdrawn'}
                loading={revoke.isPending && revoke.variables === b.code}
                onClick={() => revoke.mutate(b.code)}
              >
                {t('revoke')}
              </Button>
            ) : (
              <Button
                size="xs"
                disabled={m.status === 'withdrawn'}
                loading={grant.isPending && grant.variables === b.code}
                onClick={() => grant.mutate(b.code)}
              >
                {t('grant')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

function Activity({ id, member }: { id: number; member: AdminMemberDetailDto }) {
  const t = useTranslations('ui.admin');
  const [kind, setKind] = useState<MemberActivityKind>('posts');
  const [page, setPage] = useState(1);
  const activity = useQuery(memberActivityOptions(id, kind, page));
  return (
    <TitledSection id="activity" title={t('members.tabsLabel')} className={styles.section} titleClassName="sr-only">
      <div className={styles.segmented} role="tablist" aria-label={t('members.tabsLabel')}>
        {MEMBER_ACTIVITY_KINDS.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={kind === k}
            onClick={() => {
              setKind(k);
              setPage(1);
            }}
          >
            {t(`members.tabs.${k}`)} ({member.counts[k]})
          </button>
        ))}
      </div>
      <div role="tabpanel">
        <QueryView query={activity} isEmpty={(d) => d.results.length === 0}>
          {(data) => (
            <>
              <ul className={styles.rows}>
                {data.results.map((row) => (
                  <li key={`${kind}-${row.id}`}>
                    <ActivityRow kind={kind} row={row} />
                  </li>
                ))}
              </ul>
              <Pager page={page} count={data.count} onPage={setPage} />
            </>
          )}
        </QueryView>
      </div>
    </TitledSection>
  );
}

function ActivityRow({ kind, row }: { kind: MemberActivityKind; row: MemberActivityRow }) {
  if (kind === 'posts') return <PostRow post={row as AdminPostDto} showAuthor={false} />;
  if (kind === 'comments') return <CommentRow comment={row as AdminCommentDto} showAuthor={false} />;
  return <ReportRow report={row as ReportWithTarget} showReporter={kind === 'reports_received'} />;
}

function ReportRow({ report, showReporter }: { report: ReportWithTarget; showReporter: boolean }) {
  const t = useTranslations('ui.admin');
  const tu = useTranslations('user.reportReason');
  const locale = useLocale();
  const target = report.target;
  return (
    <div className={styles.row}>
      <div className={styles.rowMain}>
        <span className={styles.meta}>
          <span className={styles.pill} data-tone={report.status === 'open' ? 'open' : report.status === 'dismissed' ? 'muted' : 'ok'}>
            {t(`reports.status.${report.status}`)}
          </span>
          <span className={styles.pill}>{tu(String(report.reason_type))}</span>
          <span>{t('members.reportTarget', { type: t(`reports.type.${target.type}`), id: target.id })}</span>
          {target.title && <strong>{target.title}</strong>}
          <time dateTime={report.created_at}>{formatDateTime(report.created_at, locale)}</time>
        </span>
        {target.excerpt && <p className={styles.hint}>{target.excerpt}</p>}
        <p className={styles.text}>{report.content}</p>
        {showReporter && (
          <span className={styles.meta}>
            {t('reports.reporter')} <MemberLink member={report.reporter} />
          </span>
        )}
      </div>
    </div>
  );
}
