'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { auditChainOptions, checkAuditChain, useAdminMutation } from '@/lib/api/admin';
import { formatDateTime } from '@/lib/dates';
import styles from './admin.module.scss';

/**
 * The audit log's hash chain as last checked (hourly, or now with the button). A break means rows
 * were changed, removed or written around the database's seal: it stays on screen, as an alert,
 * until a check holds again.
 */
export function AuditChainStatus({ onlyBroken = false }: { onlyBroken?: boolean }) {
  const t = useTranslations('ui.admin.audit.chain');
  const locale = useLocale();
  const latest = useQuery(auditChainOptions());
  const run = useAdminMutation(checkAuditChain);
  const check = latest.data;
  if (onlyBroken && (!check || check.holds)) return null;
  const broken = check && !check.holds;
  return (
    <div className={broken ? styles.alert : styles.notice} role={broken ? 'alert' : 'status'}>
      <p>
        {!check
          ? t('never')
          : check.holds
            ? t('holds', { rows: check.rows, date: formatDateTime(check.checked_at, locale) })
            : t('broken', {
                seq: check.fault_seq ?? '—',
                reason: t(`fault.${check.fault ?? 'hash'}`),
                date: formatDateTime(check.checked_at, locale),
              })}
      </p>
      {run.isError ? <p>{t('failed')}</p> : null}
      <Button size="xs" variant="secondary" disabled={run.isPending} onClick={() => run.mutate(undefined)}>
        {run.isPending ? t('checking') : t('checkNow')}
      </Button>
    </div>
  );
}
