import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Header } from '@/components/layout/header';
import { Link } from '@/components/ui/link';
import { AppealForm } from '@/components/moderation/appeal-form';
import { formatYmd } from '@/lib/dates';
import { requirePageViewer } from '@/lib/server/auth/page-session';
import { listMySanctions } from '@/lib/server/moderation/sanctions';
import type { MemberSanctionDto } from '@/lib/validation/moderation';
import styles from '@/components/moderation/moderation.module.scss';

// The member's own sanctions, server-rendered: rule, public note, content, strikes and the one
// appeal each. Suspended members reach it too (the page reads the domain module directly).

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('moderation.sanctions');
  return { title: t('title'), robots: { index: false } };
}

export default async function MySanctionsPage() {
  const viewer = await requirePageViewer('/my/sanctions');
  const [t, locale, data] = await Promise.all([getTranslations('moderation'), getLocale(), listMySanctions(viewer)]);
  const day = (iso: string) => formatYmd(iso, locale);

  const target = (s: MemberSanctionDto) => {
    if (s.target.type === 'user') return null;
    const label = s.target.title ?? s.target.excerpt;
    return (
      <p className={styles.target}>
        <span className={styles.label}>{t(`targets.${s.target.type}`)}</span>{' '}
        {label ? <span className={styles.excerpt}>{label}</span> : <span>{t('sanctions.contentGone')}</span>}
        {s.target.type === 'comment' && s.target.excerpt && <span className={styles.excerpt}> · {s.target.excerpt}</span>}
        {s.target.post_id && !s.target.is_hidden && !s.target.is_deleted && (
          <>
            {' '}
            <Link href={`/community/detail/${s.target.post_id}`}>{t('sanctions.openPost')}</Link>
          </>
        )}
      </p>
    );
  };

  return (
    <>
      <Header title={t('sanctions.title')} />
      <main id="main" className={styles.main}>
        <p className={styles.lead}>{t('sanctions.lead')}</p>
        <section className={styles.strikes} aria-label={t('sanctions.strikes', { count: data.strikes.active })}>
          <strong>{t('sanctions.strikes', { count: data.strikes.active })}</strong>
          <p>{t('sanctions.strikesHelp', { days: data.strikes.decay_days })}</p>
          {data.strikes.next_expiry && <p>{t('sanctions.nextExpiry', { date: day(data.strikes.next_expiry) })}</p>}
        </section>
        {data.results.length === 0 ? (
          <p className={styles.empty}>{t('sanctions.empty')}</p>
        ) : (
          <ol className={styles.list}>
            {data.results.map((s) => (
              <li key={s.id} id={`sanction-${s.id}`} className={styles.card} data-testid="sanction">
                <div className={styles.cardHead}>
                  <strong className={styles.kind}>{t(`kinds.${s.kind}`)}</strong>
                  <span className={s.status === 'reversed' ? styles.reversed : styles.active}>{t(`sanctions.status.${s.status}`)}</span>
                  <time dateTime={s.created_at} className={styles.date}>
                    {t('sanctions.date', { date: day(s.created_at) })}
                  </time>
                </div>
                {target(s)}
                <dl className={styles.facts}>
                  <dt>{t('sanctions.rule')}</dt>
                  <dd>{t(`rules.${s.rule}`)}</dd>
                  <dt>{t('sanctions.note')}</dt>
                  <dd>{s.public_note || t('sanctions.noNote')}</dd>
                </dl>
                {s.kind === 'suspend' && (
                  <p className={styles.meta}>
                    {s.automatic && <>{t('sanctions.automatic')} · </>}
                    {s.suspended_until ? t('sanctions.until', { date: day(s.suspended_until) }) : t('sanctions.forever')}
                  </p>
                )}
                {s.strike && (
                  <p className={styles.meta}>
                    {s.strike_expires_at ? t('sanctions.strike', { date: day(s.strike_expires_at) }) : t('sanctions.strikeExpired')}
                  </p>
                )}
                {s.appeal ? (
                  <div className={styles.appeal}>
                    <p className={styles.appealState} role="status">
                      {t(`sanctions.appealState.${s.appeal.status}`)}
                    </p>
                    <p>
                      <span className={styles.label}>{t('sanctions.yourAppeal')}</span> {s.appeal.text}
                    </p>
                    {s.appeal.decision_note && (
                      <p>
                        <span className={styles.label}>{t('sanctions.decisionNote')}</span> {s.appeal.decision_note}
                      </p>
                    )}
                  </div>
                ) : (
                  s.can_appeal && (
                    <ClientMessages namespaces={['moderation.sanctions']}>
                      <AppealForm sanctionId={s.id} />
                    </ClientMessages>
                  )
                )}
              </li>
            ))}
          </ol>
        )}
      </main>
    </>
  );
}
