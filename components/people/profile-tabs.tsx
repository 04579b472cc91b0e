import { Link } from '@/components/ui/link';
import styles from './profile-tabs.module.scss';

export type ProfileTab = { key: string; label: string; href: string; count?: number };

/** Tabs that are links (`?tab=`), so each tab is a page of its own that works without JavaScript. Server-compatible. */
export function ProfileTabs({ tabs, active, label }: { tabs: ProfileTab[]; active: string; label: string }) {
  return (
    <nav className={styles.tabs} aria-label={label}>
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          href={tab.href}
          className={styles.tab}
          aria-current={tab.key === active ? 'page' : undefined}
          scroll={false}
          replace
        >
          {tab.label}
          {tab.count !== undefined && tab.count > 0 && <span className={styles.count}>{tab.count}</span>}
        </Link>
      ))}
    </nav>
  );
}

/** Previous / next links for a paged tab. Server-compatible. */
export function PageLinks({
  page,
  count,
  pageSize,
  hrefFor,
  labels,
}: {
  page: number;
  count: number;
  pageSize: number;
  hrefFor: (page: number) => string;
  labels: { label: string; previous: string; next: string; page: string };
}) {
  const total = Math.max(1, Math.ceil(count / pageSize));
  if (total <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={labels.label}>
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} rel="prev" className={styles.pageLink} scroll={false}>
          {labels.previous}
        </Link>
      ) : (
        <span className={styles.pageLink} aria-hidden="true" data-disabled>
          {labels.previous}
        </span>
      )}
      <span aria-current="page">{labels.page}</span>
      {page < total ? (
        <Link href={hrefFor(page + 1)} rel="next" className={styles.pageLink} scroll={false}>
          {labels.next}
        </Link>
      ) : (
        <span className={styles.pageLink} aria-hidden="true" data-disabled>
          {labels.next}
        </span>
      )}
    </nav>
  );
}
