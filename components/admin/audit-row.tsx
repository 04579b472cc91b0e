'use client';

import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import type { AuditEntryDto } from '@/lib/api/admin';
import type { Locale } from '@/lib/constants';
import { formatDateTime } from './format';
import { JsonDiff } from './json-diff';
import styles from './admin.module.scss';

/** Where an audit row's target can be opened, if anywhere. */
export function auditTargetHref(type: string, id: string): string | null {
  if (!/^\d+$/.test(id)) return type === 'banner' ? '/admin/banners' : null;
  switch (type) {
    case 'user':
      return `/admin/members/${id}`;
    case 'post':
      return `/community/detail/${id}`;
    case 'notice':
      return `/admin/notices/${id}`;
    case 'mission':
      return `/admin/missions/${id}`;
    case 'guide':
      return `/admin/guides/${id}`;
    case 'probability_table':
      return `/admin/probability/${id}`;
    case 'item':
      return `/admin/items/${id}`;
    case 'banner':
      return '/admin/banners';
    case 'inquiry':
      return `/admin/inquiries/${id}`;
    default:
      return null;
  }
}

/** One audit entry: when, who (or "automatic"), what, on which target; the before/after diff on demand. */
export function AuditRow({ entry, locale, compact = false }: { entry: AuditEntryDto; locale: Locale; compact?: boolean }) {
  const t = useTranslations('ui.admin.audit');
  const actionKey = `actions.${entry.action.replace(/\./g, '_')}`;
  const typeKey = `targetTypes.${entry.target_type}`;
  const href = auditTargetHref(entry.target_type, entry.target_id);
  const target = t('target', { type: t.has(typeKey) ? t(typeKey) : entry.target_type, id: entry.target_id });
  return (
    <div className={styles.row}>
      <div className={styles.rowMain}>
        <span className={styles.meta}>
          <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, locale)}</time>
          {entry.actor ? (
            <Link href={`/admin/members/${entry.actor.id}`} className={styles.link}>
              {t('by', { name: entry.actor.nickname ?? '—', id: entry.actor.id })}
            </Link>
          ) : (
            <span className={styles.pill} data-tone="warn">
              {t('automatic')}
            </span>
          )}
        </span>
        <span>
          {/* The raw key stays for operators who search the logs by it, as a tooltip rather than beside the label. */}
          <strong title={entry.action}>{t.has(actionKey) ? t(actionKey) : entry.action}</strong>
        </span>
        <span className={styles.meta}>
          {href ? (
            <Link href={href} className={styles.link}>
              {target}
            </Link>
          ) : (
            <span>{target}</span>
          )}
        </span>
        {!compact && (entry.before !== null || entry.after !== null) ? (
          <details>
            <summary className={styles.link}>{t('showDiff')}</summary>
            <JsonDiff before={entry.before} after={entry.after} />
          </details>
        ) : null}
      </div>
    </div>
  );
}
