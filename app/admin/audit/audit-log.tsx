'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { AuditRow } from '@/components/admin/audit-row';
import { SelectField, TextField } from '@/components/admin/fields';
import { PageHead } from '@/components/admin/page-head';
import { Pager } from '@/components/admin/pager';
import { QueryView } from '@/components/admin/query-view';
import { compact, useUrlState } from '@/components/admin/use-url-state';
import styles from '@/components/admin/admin.module.scss';
import { Button } from '@/components/ui/button';
import { auditActionsOptions, auditOptions } from '@/lib/api/admin';

const KEYS = ['action', 'actor', 'target_type', 'target_id'] as const;
const TARGET_TYPES = ['user', 'post', 'comment', 'notice', 'guide', 'probability_table', 'item', 'banner', 'inquiry'] as const;

/** Every administrator action and automatic step, newest first, filterable, with a before/after diff. */
export function AuditLog() {
  const t = useTranslations('ui.admin.audit');
  const tc = useTranslations('ui.admin.common');
  const locale = useLocale();
  const { state, page, set } = useUrlState(KEYS);
  const actions = useQuery(auditActionsOptions());
  const log = useQuery(auditOptions(compact({ ...state, page })));
  const actionLabel = (a: string) => {
    const key = `actions.${a.replace(/\./g, '_')}`;
    return t.has(key) ? `${t(key)} (${a})` : a;
  };
  // Prefix filters ("post.") group an area's actions.
  const prefixes = [...new Set((actions.data ?? []).map((a) => `${a.split('.')[0]}.`))];
  return (
    <div className={styles.page}>
      <PageHead title={t('title')} lead={t('lead')} />
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
          value={state.action}
          onChange={(e) => set({ action: e.target.value })}
          options={[
            { value: '', label: t('allActions') },
            ...prefixes.map((p) => ({ value: p, label: `${p}*` })),
            ...(actions.data ?? []).map((a) => ({ value: a, label: actionLabel(a) })),
          ]}
        />
        <TextField label={t('actorLabel')} inputMode="numeric" name="actor" key={`actor-${state.actor}`} defaultValue={state.actor} />
        <SelectField
          label={t('targetTypeLabel')}
          value={state.target_type}
          onChange={(e) => set({ target_type: e.target.value })}
          options={[{ value: '', label: tc('all') }, ...TARGET_TYPES.map((type) => ({ value: type, label: t(`targetTypes.${type}`) }))]}
        />
        <TextField label={t('targetIdLabel')} name="target_id" key={`target-${state.target_id}`} defaultValue={state.target_id} />
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
      <QueryView query={log} isEmpty={(d) => d.results.length === 0} empty={t('empty')}>
        {(data) => (
          <>
            <ul className={styles.rows}>
              {data.results.map((entry) => (
                <li key={entry.id}>
                  <AuditRow entry={entry} locale={locale} />
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
