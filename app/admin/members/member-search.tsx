'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { SelectField } from '@/components/admin/fields';
import { formatDateTime } from '@/components/admin/format';
import { MemberPills } from '@/components/admin/member-link';
import { PageHead } from '@/components/admin/page-head';
import { AdminSearchForm } from '@/components/admin/search-form';
import { Pager } from '@/components/admin/pager';
import { QueryView } from '@/components/admin/query-view';
import { compact, useUrlState } from '@/components/admin/use-url-state';
import styles from '@/components/admin/admin.module.scss';
import { memberSearchOptions } from '@/lib/api/admin';
import { MEMBER_STATUS_FILTERS } from '@/lib/validation/admin';

const KEYS = ['q', 'status', 'role'] as const;

/** Members by nickname, e-mail or phone, with status and role filters. */
export function MemberSearch() {
  const t = useTranslations('ui.admin');
  const locale = useLocale();
  const { state, page, set } = useUrlState(KEYS);
  const members = useQuery(memberSearchOptions(compact({ ...state, page })));
  return (
    <div className={styles.page}>
      <PageHead title={t('members.title')} lead={t('members.lead')} />
      <AdminSearchForm
        q={state.q}
        label={t('members.searchLabel')}
        placeholder={t('members.searchPlaceholder')}
        onSearch={(q) => set({ q })}
      >
        <SelectField
          label={t('members.statusLabel')}
          value={state.status}
          onChange={(e) => set({ status: e.target.value })}
          options={[
            { value: '', label: t('common.all') },
            ...MEMBER_STATUS_FILTERS.map((s) => ({ value: s, label: t(`members.status.${s}`) })),
          ]}
        />
        <SelectField
          label={t('members.roleLabel')}
          value={state.role}
          onChange={(e) => set({ role: e.target.value })}
          options={[
            { value: '', label: t('common.all') },
            { value: 'member', label: t('members.role.member') },
            { value: 'admin', label: t('members.role.admin') },
          ]}
        />
      </AdminSearchForm>
      <QueryView query={members} isEmpty={(d) => d.results.length === 0} empty={t('members.empty')}>
        {(data) => (
          <>
            <ul className={styles.rows}>
              {data.results.map((m) => (
                <li key={m.id} className={styles.row}>
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
                </li>
              ))}
            </ul>
            <Pager page={page} count={data.count} onPage={(p) => set({ page: p })} />
          </>
        )}
      </QueryView>
    </div>
  );
}
