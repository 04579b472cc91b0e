'use client';

import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { overviewOptions } from '@/lib/api/admin';
import { useUserStore } from '@/stores/user-store';
import styles from './admin-nav.module.scss';

export const ADMIN_SECTIONS = [
  'overview',
  'reports',
  'takedowns',
  'appeals',
  'trades',
  'members',
  'posts',
  'notices',
  'missions',
  'word-filters',
  'guides',
  'probability',
  'items',
  'banners',
  'inquiries',
  'audit',
  'outbox',
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

export const sectionHref = (section: AdminSection) => (section === 'overview' ? '/admin' : `/admin/${section}`);

/** The administration menu: a side column on wide screens, a scrolling strip on phones. */
export function AdminNav() {
  const t = useTranslations('ui.admin.nav');
  const pathname = usePathname();
  const token = useUserStore((s) => s.userToken);
  // Counts of what waits (on the overview page, those the server put in the cache).
  const overview = useQuery({ ...overviewOptions(), enabled: Boolean(token), refetchOnMount: false, staleTime: 30_000 });
  const list = useRef<HTMLUListElement>(null);
  // On phones the menu is a scrolling strip: keep the current section in view.
  useEffect(() => {
    const current = list.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const strip = list.current?.parentElement;
    if (!current || !strip || strip.scrollWidth <= strip.clientWidth) return;
    strip.scrollLeft = current.offsetLeft - (strip.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);
  const counts: Partial<Record<AdminSection, number>> = {
    reports: overview.data?.open_report_groups,
    inquiries: overview.data?.waiting_inquiries,
    appeals: overview.data?.pending_appeals,
    trades: overview.data?.disputed_trades,
  };
  return (
    <nav className={styles.nav} aria-label={t('label')}>
      <ul ref={list} className={styles.list}>
        {ADMIN_SECTIONS.map((section) => {
          const href = sectionHref(section);
          const current = section === 'overview' ? pathname === '/admin' : pathname === href || pathname.startsWith(`${href}/`);
          const count = counts[section];
          return (
            <li key={section}>
              <Link href={href} className={styles.link} aria-current={current ? 'page' : undefined}>
                <span>{t(section)}</span>
                {count ? <span className={styles.count}>{count}</span> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
