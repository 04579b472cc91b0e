'use client';

import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { useLocale, useTranslations } from 'next-intl';
import { AuditChainStatus } from '@/components/admin/audit-chain-status';
import { AuditRow } from '@/components/admin/audit-row';
import { PageHead } from '@/components/admin/page-head';
import { QueryView } from '@/components/admin/query-view';
import styles from '@/components/admin/admin.module.scss';
import { TitledSection } from '@/components/ui/titled-section';
import { overviewOptions } from '@/lib/api/admin';
import { FALSE_REPORT_PENALTY, REPORT_AUTO_HIDE_THRESHOLD } from '@/lib/validation/admin/report-rules';
import own from './overview.module.scss';

const TILES = [
  { key: 'open_report_groups', label: 'openReports', href: '/admin/reports' },
  { key: 'hidden_pending_review', label: 'hiddenPending', href: '/admin/reports' },
  { key: 'held_posts', label: 'heldPosts', href: '/admin/posts?state=held' },
  { key: 'waiting_inquiries', label: 'waitingInquiries', href: '/admin/inquiries?status=waiting' },
  { key: 'processing_inquiries', label: 'processingInquiries', href: '/admin/inquiries?status=processing' },
  { key: 'pending_appeals', label: 'pendingAppeals', href: '/admin/appeals' },
  { key: 'disputed_trades', label: 'disputedTrades', href: '/admin/trades' },
  { key: 'word_filter_failures', label: 'wordFilterFailures', href: '/admin/audit?action=word_filter.engine_failure' },
  { key: 'suspended_members', label: 'suspendedMembers', href: '/admin/members?status=suspended' },
  { key: 'administrators', label: 'administrators', href: '/admin/members?role=admin' },
] as const;

export function Overview() {
  const t = useTranslations('ui.admin.overview');
  const locale = useLocale();
  const overview = useQuery(overviewOptions());
  return (
    <div className={styles.page}>
      <PageHead title={t('title')} lead={t('lead')} />
      <AuditChainStatus onlyBroken />
      <QueryView query={overview} rows={4}>
        {(data) => (
          <>
            <ul className={own.tiles}>
              {TILES.map((tile) => (
                <li key={tile.key}>
                  <Link
                    href={tile.href}
                    className={own.tile}
                    data-attention={data[tile.key] > 0 && tile.key !== 'administrators' ? true : undefined}
                  >
                    <span className={own.number}>{data[tile.key]}</span>
                    <span className={own.label}>{t(tile.label)}</span>
                  </Link>
                </li>
              ))}
            </ul>
            <section className={styles.section} aria-labelledby="recent-audit">
              <div className={styles.head}>
                <h2 id="recent-audit">{t('recent')}</h2>
                <Link href="/admin/audit" className={styles.link}>
                  {t('viewAll')}
                </Link>
              </div>
              {data.recent_audit.length === 0 ? (
                <p className={styles.empty}>{t('noRecent')}</p>
              ) : (
                <ul className={styles.rows}>
                  {data.recent_audit.map((entry) => (
                    <li key={entry.id}>
                      <AuditRow entry={entry} locale={locale} compact />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </QueryView>
      <TitledSection id="rules" title={t('rulesTitle')} className={styles.card} titleClassName={own.rulesTitle}>
        <ul className={own.rules}>
          <li>{t('ruleThreshold', { threshold: REPORT_AUTO_HIDE_THRESHOLD })}</li>
          <li>{t('rulePenalty', { days: FALSE_REPORT_PENALTY.windowDays, dismissed: FALSE_REPORT_PENALTY.dismissed })}</li>
          <li>{t('ruleSuspension')}</li>
        </ul>
      </TitledSection>
    </div>
  );
}
