'use client';

import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { useLocale, useTranslations } from 'next-intl';
import { AdminListPage, useListNavigation } from '@/components/admin/admin-list-page';
import { ConfirmButton } from '@/components/admin/confirm-button';
import { formatDateTime } from '@/components/admin/format';
import { listQuery, type ListState } from '@/components/admin/list-params';
import { useAdminAction } from '@/components/admin/use-admin-action';
import styles from '@/components/admin/admin.module.scss';
import { buttonClassName } from '@/components/ui/button-styles';
import { deleteMission, missionListOptions, type AdminMissionDto } from '@/lib/api/missions';
import { pick } from '@/lib/bilingual';

export function MissionList({ params }: { params: ListState<'missions'> }) {
  const t = useTranslations('ui.admin');
  const { filters, page } = params;
  const set = useListNavigation(params);
  const missions = useQuery(missionListOptions(listQuery(filters, page)));
  return (
    <AdminListPage
      title={t('missions.title')}
      lead={t('missions.lead')}
      actions={
        <Link href="/admin/missions/new" className={buttonClassName({ size: 's' })}>
          {t('missions.create')}
        </Link>
      }
      search={{ value: filters.q, label: t('common.search'), onSearch: (q) => set({ q }) }}
      query={missions}
      empty={t('missions.empty')}
      page={page}
      onPage={(p) => set({ page: p })}
      itemKey={(m) => m.id}
    >
      {(m) => <MissionRow mission={m} />}
    </AdminListPage>
  );
}

function MissionRow({ mission: m }: { mission: AdminMissionDto }) {
  const t = useTranslations('ui.admin');
  const locale = useLocale();
  const remove = useAdminAction(() => deleteMission(m.id), { done: t('missions.deleted') });
  const title = pick(locale, m.title_ko, m.title_zh);
  return (
    <div className={styles.row}>
      <div className={styles.rowMain}>
        <span className={styles.meta}>
          <span className={styles.pill}>{t(`missions.periods.${m.period}`)}</span>
          <span className={styles.pill}>{t(`missions.kinds.${m.kind}`)}</span>
          {m.is_active ? null : (
            <span className={styles.pill} data-tone="muted">
              {t('missions.inactive')}
            </span>
          )}
          <span>{t('missions.summary', { target: m.target, balls: m.reward_balls, done: m.completions })}</span>
        </span>
        <Link href={`/admin/missions/${m.id}`} className={styles.rowTitle}>
          {title}
        </Link>
        <span className={styles.hint}>
          {m.key} · {formatDateTime(m.starts_at, locale)}
          {m.ends_at ? ` – ${formatDateTime(m.ends_at, locale)}` : ''}
        </span>
      </div>
      <div className={styles.actions}>
        <Link href={`/admin/missions/${m.id}`} className={buttonClassName({ size: 'xs', variant: 'secondary' })}>
          {t('common.edit')}
        </Link>
        <ConfirmButton
          size="xs"
          danger
          loading={remove.isPending}
          message={t('missions.confirmDelete', { title })}
          onConfirm={() => remove.mutateAsync(undefined).catch(() => undefined)}
        >
          {t('common.delete')}
        </ConfirmButton>
      </div>
    </div>
  );
}
