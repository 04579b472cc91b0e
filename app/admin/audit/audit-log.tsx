'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { AdminListPage, useListNavigation } from '@/components/admin/admin-list-page';
import { AuditChainStatus } from '@/components/admin/audit-chain-status';
import { AuditRow } from '@/components/admin/audit-row';
import { SelectField, TextField } from '@/components/admin/fields';
import { listQuery, type ListState } from '@/components/admin/list-params';
import styles from '@/components/admin/admin.module.scss';
import { Button } from '@/components/ui/button';
import { auditActionsOptions, auditOptions } from '@/lib/api/admin';

const TARGET_TYPES = ['user', 'post', 'comment', 'notice', 'guide', 'probability_table', 'item', 'banner', 'inquiry'] as const;

/** Every administrator action and automatic step, newest first, filterable, with a before/after diff. */
export function AuditLog({ params }: { params: ListState<'audit'> }) {
  const t = useTranslations('ui.admin.audit');
  const tc = useTranslations('ui.admin.common');
  const locale = useLocale();
  const { filters, page } = params;
  const set = useListNavigation(params);
  const actions = useQuery(auditActionsOptions());
  const log = useQuery(auditOptions(listQuery(filters, page)));
  const actionLabel = (a: string) => {
    const key = `actions.${a.replace(/\./g, '_')}`;
    return t.has(key) ? t(key) : a;
  };
  const areaLabel = (prefix: string) => {
    const key = `targetTypes.${prefix.slice(0, -1)}`;
    return t.has(key) ? t('allOfArea', { area: t(key) }) : `${prefix}*`;
  };
  // Prefix filters ("post.") group an area's actions.
  const prefixes = [...new Set((actions.data ?? []).map((a) => `${a.split('.')[0]}.`))];
  return (
    <AdminListPage
      title={t('title')}
      lead={t('lead')}
      toolbar={
        <>
          <AuditChainStatus />
          {/* The two boxes are read when the form is sent; keyed by the address, they show its values after a navigation. */}
          <form
            className={styles.toolbar}
            onSubmit={(e) => {
              e.preventDefault();
              const form = new FormData(e.currentTarget);
              set({ actor: String(form.get('actor') ?? '').replace(/\D/g, ''), target_id: String(form.get('target_id') ?? '').trim() });
            }}
          >
            <SelectField
              className={styles.grow}
              label={t('actionLabel')}
              value={filters.action}
              onChange={(e) => set({ action: e.target.value })}
              options={[
                { value: '', label: t('allActions') },
                ...prefixes.map((p) => ({ value: p, label: areaLabel(p) })),
                ...(actions.data ?? []).map((a) => ({ value: a, label: actionLabel(a) })),
              ]}
            />
            <TextField
              label={t('actorLabel')}
              inputMode="numeric"
              name="actor"
              key={`actor-${filters.actor}`}
              defaultValue={filters.actor}
            />
            <SelectField
              label={t('targetTypeLabel')}
              value={filters.target_type}
              onChange={(e) => set({ target_type: e.target.value })}
              options={[{ value: '', label: tc('all') }, ...TARGET_TYPES.map((type) => ({ value: type, label: t(`targetTypes.${type}`) }))]}
            />
            <TextField label={t('targetIdLabel')} name="target_id" key={`target-${filters.target_id}`} defaultValue={filters.target_id} />
            <Button type="submit" size="s">
              {t('apply')}
            </Button>
            <Button
              size="s"
              variant="ghost"
              onClick={() => set({ action: undefined, actor: undefined, target_type: undefined, target_id: undefined })}
            >
              {t('reset')}
            </Button>
          </form>
        </>
      }
      query={log}
      empty={t('empty')}
      page={page}
      onPage={(p) => set({ page: p })}
      itemKey={(entry) => entry.id}
    >
      {(entry) => <AuditRow entry={entry} locale={locale} />}
    </AdminListPage>
  );
}
