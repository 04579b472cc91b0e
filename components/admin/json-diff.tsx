'use client';

import { useTranslations } from 'next-intl';
import styles from './json-diff.module.scss';

type Flat = Map<string, unknown>;

function flatten(value: unknown, prefix = '', out: Flat = new Map()): Flat {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value as Record<string, unknown>);
    if (entries.length === 0 && prefix) out.set(prefix, value);
    for (const [key, child] of entries) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else if (value !== undefined) {
    out.set(prefix || '·', value);
  }
  return out;
}

const show = (value: unknown) => (value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));

export type DiffRow = { path: string; before: unknown; after: unknown; kind: 'added' | 'removed' | 'changed' | 'same' };

/** Field-by-field comparison of two JSON values (nested paths like `entries.0.rate_micros`). */
export function diffJson(before: unknown, after: unknown): DiffRow[] {
  const a = flatten(before ?? {});
  const b = flatten(after ?? {});
  const paths = [...new Set([...a.keys(), ...b.keys()])];
  return paths.map((path) => {
    const x = a.get(path);
    const y = b.get(path);
    const kind = !a.has(path) ? 'added' : !b.has(path) ? 'removed' : JSON.stringify(x) === JSON.stringify(y) ? 'same' : 'changed';
    return { path, before: x, after: y, kind };
  });
}

/** The audit log's before/after view: changed fields first, unchanged ones folded away. */
export function JsonDiff({ before, after }: { before: unknown; after: unknown }) {
  const t = useTranslations('ui.admin.audit');
  const rows = diffJson(before, after);
  const changed = rows.filter((r) => r.kind !== 'same');
  const same = rows.filter((r) => r.kind === 'same');
  if (rows.length === 0) return <p className={styles.none}>{t('noDiff')}</p>;
  return (
    <div className={styles.wrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('field')}</th>
            <th scope="col">{t('before')}</th>
            <th scope="col">{t('after')}</th>
          </tr>
        </thead>
        <tbody>
          {[...changed, ...same].map((row) => (
            <tr key={row.path} data-kind={row.kind}>
              <th scope="row">{row.path}</th>
              <td>
                <code>{show(row.before)}</code>
              </td>
              <td>
                <code>{show(row.after)}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
