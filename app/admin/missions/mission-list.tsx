'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { CatalogList, CatalogRow } from '@/components/admin/catalog-list';
import { formatDateTime } from '@/components/admin/format';
import { listQuery, type ListState } from '@/components/admin/list-params';
import styles from '@/components/admin/admin.module.scss';
import { deleteMission, missionListOptions, type AdminMissionDto } from '@/lib/api/missions';
import { pick } from '@/lib/bilingual';

export function MissionList({ params }: { params: ListState<'missions'> }) {
  const missions = useQuery(missionListOptions(listQuery(params.filters, params.page)));
  return (
    <CatalogList section="missions" path="/admin/missions" params={params} query={missions}>
      {(m) => <MissionRow mission={m} />}
    </CatalogList>
  );
}

function MissionRow({ mission: m }: { mission: AdminMissionDto }) {
  const t = useTranslations('ui.admin');
  const locale = useLocale();
  const title = pick(locale, m.title_ko, m.title_zh);
  return (
    <CatalogRow
      href={`/admin/missions/${m.id}`}
      title={title}
      meta={
        <>
          <span className={styles.pill}>{t(`missions.periods.${m.period}`)}</span>
          <span className={styles.pill}>{t(`missions.kinds.${m.kind}`)}</span>
          {m.is_active ? null : (
            <span className={styles.pill} data-tone="muted">
              {t('missions.inactive')}
            </span>
          )}
          <span>{t('missions.summary', { target: m.target, balls: m.reward_balls, done: m.completions })}</span>
        </>
      }
      hint={
        <>
          {m.key} · {formatDateTime(m.starts_at, locale)}
          {m.ends_at ? ` – ${formatDateTime(m.ends_at, locale)}` : ''}
        </>
      }
      remove={{ run: () => deleteMission(m.id), confirm: t('missions.confirmDelete', { title }), done: t('missions.deleted') }}
    />
  );
}
