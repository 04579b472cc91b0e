import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/lib/constants';
import { formatDateTime } from '@/lib/dates';
import type { TakedownDto } from '@/lib/validation/takedown';
import { ObjectionSlot } from './objection-slot';
import styles from './takedown.module.scss';

/**
 * What a post's address shows while a rights-infringement request blinds it, or after it removed
 * it: the notice everyone sees, and to its author and requester the request itself — to the
 * author without who asked, with the objection form while it may still be sent.
 */
export function TakedownNotice({ takedown }: { takedown: TakedownDto }) {
  const t = useTranslations('community.takedown');
  const locale = useLocale() as Locale;
  const open = takedown.status === 'blinded' || takedown.status === 'objected';
  const party = takedown.role === 'author' || takedown.role === 'requester' || takedown.role === 'admin';
  return (
    <section className={styles.notice} aria-labelledby="takedown-title">
      <h1 id="takedown-title" className={styles.noticeTitle}>
        {open ? t('blindedTitle') : t('removedTitle')}
      </h1>
      <p className={styles.lead}>
        {open && takedown.expires_at ? t('blindedBody', { until: formatDateTime(takedown.expires_at, locale) }) : t('removedBody')}
      </p>
      {party ? (
        <dl className={styles.facts}>
          {takedown.post_title ? (
            <>
              <dt>{t('post')}</dt>
              <dd>{takedown.post_title}</dd>
            </>
          ) : null}
          <dt>{t('reasonLabel')}</dt>
          <dd>{t(`reasons.${takedown.reason}`)}</dd>
          <dt>{t('statusLabel')}</dt>
          <dd>{t(`statuses.${takedown.status}`)}</dd>
          {takedown.blinded_at ? (
            <>
              <dt>{t('blindedAt')}</dt>
              <dd>{formatDateTime(takedown.blinded_at, locale)}</dd>
            </>
          ) : null}
          {open && takedown.expires_at ? (
            <>
              <dt>{t('expiresAt')}</dt>
              <dd>{formatDateTime(takedown.expires_at, locale)}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {party && takedown.statement ? (
        <>
          <h2 className={styles.lead}>{t('statementLabel')}</h2>
          <p className={styles.quote}>{takedown.statement}</p>
        </>
      ) : null}
      {party && takedown.objection ? (
        <>
          <h2 className={styles.lead}>{t('objectionLabel')}</h2>
          <p className={styles.quote}>{takedown.objection}</p>
        </>
      ) : null}
      {party && takedown.decision_note ? (
        <>
          <h2 className={styles.lead}>{t('decisionLabel')}</h2>
          <p className={styles.quote}>{takedown.decision_note}</p>
        </>
      ) : null}
      {takedown.role === 'author' && takedown.status === 'blinded' ? (
        <>
          <p className={styles.lead}>{t('objectionLead')}</p>
          <ObjectionSlot requestId={takedown.id} />
        </>
      ) : null}
      {takedown.role === 'author' && takedown.status === 'objected' ? <p className={styles.lead}>{t('objectionWaiting')}</p> : null}
    </section>
  );
}
