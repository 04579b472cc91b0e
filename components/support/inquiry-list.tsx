'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { useLocale, useTranslations } from 'next-intl';
import { LoadMore } from '@/components/ui/load-more';
import { buttonClassName } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { myInquiriesOptions } from '@/lib/api/support';
import { formatYmd } from '@/lib/dates';
import { useMemberKey } from './member-gate';
import { ResolutionBadge, StatusBadge } from './status-badge';
import styles from './support.module.scss';

/** The member's own inquiries, newest first, ten at a time. */
export function InquiryList() {
  const member = useMemberKey();
  if (member === null) return <Skeleton rows={3} variant="list" />;
  return <MemberInquiries member={member} />;
}

function MemberInquiries({ member }: { member: string }) {
  const t = useTranslations('support');
  const locale = useLocale();
  const query = useInfiniteQuery(myInquiriesOptions(member));

  if (query.isPending) return <Skeleton rows={3} variant="list" />;
  if (query.isError) return <ErrorState message={t('inquiry.loadFailed')} onRetry={() => void query.refetch()} />;

  const inquiries = query.data.pages.flatMap((p) => p.results);
  if (inquiries.length === 0) {
    return (
      <EmptyState message={t('inquiry.empty')}>
        <Link href="/support/new" className={buttonClassName({ size: 's' })}>
          {t('home.writeInquiry')}
        </Link>
      </EmptyState>
    );
  }

  return (
    <>
      <ul className={styles.inquiryList}>
        {inquiries.map((inquiry) => (
          <li key={inquiry.id}>
            <Link href={`/support/${inquiry.id}`} className={styles.inquiryRow}>
              <span className={styles.rowTop}>
                <StatusBadge status={inquiry.status} />
                <span className={styles.categoryTag}>{t(`category.${inquiry.category}`)}</span>
                {inquiry.follow_up_of_id && <span className={styles.followUpTag}>{t('inquiry.followUpTitle')}</span>}
                <ResolutionBadge resolution={inquiry.resolution} />
              </span>
              <span className={styles.rowTitle}>{inquiry.title}</span>
              <span className={styles.rowMeta}>
                <time dateTime={inquiry.created_at}>{formatYmd(inquiry.created_at, locale)}</time>
                {inquiry.has_admin_reply && <span className={styles.answered}>{t('inquiry.answered')}</span>}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <LoadMore query={query} size="s" fullWidth>
        {t('inquiry.more')}
      </LoadMore>
    </>
  );
}
