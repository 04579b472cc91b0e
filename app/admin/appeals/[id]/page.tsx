import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { PageHead } from '@/components/admin/page-head';
import { ClientMessages } from '@/components/i18n/client-messages';
import { AppealDecisionForm } from '@/components/moderation/appeal-decision-form';
import { Link } from '@/components/ui/link';
import { formatYmd } from '@/lib/dates';
import { requireAdminPage } from '@/lib/server/auth/page-session';
import { AppError } from '@/lib/server/http/errors';
import { getAppeal } from '@/lib/server/moderation/appeals';
import { adminIdParam } from '@/lib/validation/admin/common';
import styles from '@/components/admin/admin.module.scss';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('moderation.admin'))('title') };
}

// One appeal with its sanction and the content; the decision form unless this administrator made
// the sanction or it was decided.
export default async function AdminAppealPage({ params }: Props) {
  const raw = await params;
  const viewer = await requireAdminPage(`/admin/appeals/${raw.id}`);
  const parsed = adminIdParam.safeParse(raw);
  if (!parsed.success) notFound();
  const [t, locale] = await Promise.all([getTranslations('moderation'), getLocale()]);
  const appeal = await getAppeal(viewer, parsed.data.id).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  });
  const s = appeal.sanction;
  const day = (iso: string) => formatYmd(iso, locale);
  return (
    <div className={styles.page}>
      <PageHead title={`${t('admin.title')} #${appeal.id}`} />
      <section className={styles.card}>
        <dl className={styles.grid2}>
          <dt className={styles.label}>{t('admin.member')}</dt>
          <dd>
            <Link href={`/admin/members/${appeal.member.id}`}>{appeal.member.nickname}</Link>
          </dd>
          <dt className={styles.label}>{t('admin.sanction')}</dt>
          <dd>
            {t(`kinds.${s.kind}`)} · {t(`targets.${s.target.type}`)} · {day(s.created_at)} · {t(`admin.status.${appeal.status}`)}
          </dd>
          <dt className={styles.label}>{t('admin.rule')}</dt>
          <dd>{t(`rules.${s.rule}`)}</dd>
          <dt className={styles.label}>{t('admin.publicNote')}</dt>
          <dd>{s.public_note || '—'}</dd>
          <dt className={styles.label}>{t('admin.by')}</dt>
          <dd>{s.admin?.nickname ?? t('admin.automatic')}</dd>
          {s.target.type !== 'user' && (
            <>
              <dt className={styles.label}>{t(`targets.${s.target.type}`)}</dt>
              <dd>
                {s.target.title ?? ''} {s.target.excerpt && <q className={styles.quote}>{s.target.excerpt}</q>}{' '}
                {s.target.post_id && <Link href={`/admin/posts?q=${encodeURIComponent(s.target.title ?? '')}`}>{t('admin.open')}</Link>}
              </dd>
            </>
          )}
          <dt className={styles.label}>{t('admin.text')}</dt>
          <dd className={styles.text}>{appeal.text}</dd>
          {appeal.decided_by && (
            <>
              <dt className={styles.label}>{t('admin.decidedBy')}</dt>
              <dd>
                {appeal.decided_by.nickname} · {appeal.decided_at && day(appeal.decided_at)}
              </dd>
              <dt className={styles.label}>{t('admin.decisionNote')}</dt>
              <dd>{appeal.decision_note || '—'}</dd>
            </>
          )}
        </dl>
      </section>
      {appeal.status === 'pending' &&
        (appeal.can_decide ? (
          <ClientMessages namespaces={['moderation.admin', 'moderation.errors']}>
            <AppealDecisionForm appealId={appeal.id} />
          </ClientMessages>
        ) : (
          <p className={styles.alert} role="note">
            {t('admin.sameAdmin')}
          </p>
        ))}
    </div>
  );
}
