'use client';

import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { useLocale, useTranslations } from 'next-intl';
import { AdminListPage, useListNavigation } from '@/components/admin/admin-list-page';
import { SelectField } from '@/components/admin/fields';
import { formatDateTime } from '@/components/admin/format';
import { listQuery, type ListState } from '@/components/admin/list-params';
import { MemberPills } from '@/components/admin/member-link';
import styles from '@/components/admin/admin.module.scss';
import { memberSearchOptions } from '@/lib/api/admin';
import { MEMBER_STATUS_FILTERS } from '@/lib/validation/admin/members';

/** Members by nickname, e-mail or phone, with status and role filters. */
export function MemberSearch({ params }: { params: ListState<'members'> }) {
  const t = useTranslations('ui.admin');
  const locale = useLocale();
  const { filters, page } = params;
  const set = useListNavigation(params);
  const members = useQuery(memberSearchOptions(listQuery(filters, page)));
  return (
    <AdminListPage
      title={t('members.title')}
      lead={t('members.lead')}
      search={{
        value: filters.q,
        label: t('members.searchLabel'),
        placeholder: t('members.searchPlaceholder'),
        onSearch: (q) => set({ q }),
      }}
      filters={
        <>
          <SelectField
            label={t('members.statusLabel')}
            value={filters.status}
            onChange={(e) => set({ status: e.target.value })}
            options={[
              { value: '', label: t('common.all') },
              ...MEMBER_STATUS_FILTERS.map((s) => ({ value: s, label: t(`members.status.${s}`) })),
            ]}
          />
          <SelectField
            label={t('members.roleLabel')}
            value={filters.role}
            onChange={(e) => set({ role: e.target.value })}
            options={[
              { value: '', label: t('common.all') },
              { value: 'member', label: t('members.role.member') },
              { value: 'admin', label: t('members.role.admin') },
            ]}
          />
        </>
      }
      query={members}
      empty={t('members.empty')}
      page={page}
      onPage={(p) => set({ page: p })}
      itemKey={(m) => m.id}
      itemClassName={styles.row}
    >
      {(m) => (
        <>
          <div className={styles.rowMain}>
            <Link href={`/admin/members/${m.id}`} className={styles.rowTitle}>
              {m.nickname ?? t('common.memberId', { id: m.id })} <span className={styles.hint}>#{m.id}</span>
            </Link>
            <span className={styles.meta}>
              {m.email && <span>{m.email}</span>}
              {m.phone && <span>{m.phone}</span>}
              <span>{t('members.joined', { date: formatDateTime(m.created_at, locale) })}</span>
            </span>
          </div>
          <span className={styles.meta}>
            <MemberPills member={m} />
          </span>
        </>
      )}
    </AdminListPage>
  );
}
