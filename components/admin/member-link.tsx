'use client';

import { Link } from '@/components/ui/link';
import { useLocale, useTranslations } from 'next-intl';
import type { AdminMemberDto } from '@/lib/api/admin';
import { formatDateTime } from './format';
import styles from './admin.module.scss';

type Ref = Pick<AdminMemberDto, 'id' | 'nickname' | 'role' | 'status' | 'suspended_until'>;

/** A member's nickname linking to their admin page, with their role and status. */
export function MemberLink({ member }: { member: Ref | null | undefined }) {
  const t = useTranslations('ui.admin');
  if (!member) return <span>—</span>;
  return (
    <span className={styles.meta}>
      <Link href={`/admin/members/${member.id}`} className={styles.link}>
        {member.nickname ?? t('common.memberId', { id: member.id })}
      </Link>
      <MemberPills member={member} />
    </span>
  );
}

/** Role and status pills (administrator, suspended until…, withdrawn). */
export function MemberPills({ member }: { member: Ref }) {
  const t = useTranslations('ui.admin');
  const locale = useLocale();
  return (
    <>
      {member.role === 'admin' && (
        <span className={styles.pill} data-tone="info">
          {t('members.role.admin')}
        </span>
      )}
      {member.status === 'suspended' && (
        <span className={styles.pill} data-tone="danger">
          {member.suspended_until
            ? t('suspend.until_date', { date: formatDateTime(member.suspended_until, locale) })
            : t('suspend.forever')}
        </span>
      )}
      {member.status === 'withdrawn' && (
        <span className={styles.pill} data-tone="muted">
          {t('members.status.withdrawn')}
        </span>
      )}
    </>
  );
}
