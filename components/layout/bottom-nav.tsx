'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { PixelIcon, type PixelIconName } from '@/components/ui/pixel-icon';
import styles from './bottom-nav.module.scss';

export type NavKey =
  'home' | 'community' | 'probability' | 'myPage' | 'inquiry' | 'notice' | 'myRoom' | 'market' | 'world' | 'shop' | 'profile';

export type NavEntry = { key: NavKey; href: string; icon: PixelIconName };

// Routes the spec leaves open (support, my room, market, world, shop) use plain guesses; override per use with `hrefs`.
export const NAV_ENTRIES: readonly NavEntry[] = [
  { key: 'home', href: '/', icon: 'home' },
  { key: 'community', href: '/community', icon: 'community' },
  { key: 'probability', href: '/probability', icon: 'probability' },
  { key: 'myPage', href: '/my', icon: 'myPage' },
  { key: 'inquiry', href: '/support', icon: 'inquiry' },
  { key: 'notice', href: '/community/notice', icon: 'notice' },
  { key: 'myRoom', href: '/my-room', icon: 'myRoom' },
  { key: 'market', href: '/market', icon: 'market' },
  { key: 'world', href: '/world', icon: 'world' },
  { key: 'shop', href: '/shop', icon: 'shop' },
  { key: 'profile', href: '/community/my', icon: 'profile' },
];

export const DEFAULT_NAV_KEYS: readonly NavKey[] = ['home', 'notice', 'probability', 'inquiry', 'myPage'];

/** The entry whose href is the longest prefix of the path ('/' only matches exactly). */
export function findActiveKey(pathname: string, entries: readonly NavEntry[]): NavKey | undefined {
  let best: NavEntry | undefined;
  for (const entry of entries) {
    const matches = entry.href === '/' ? pathname === '/' : pathname === entry.href || pathname.startsWith(`${entry.href}/`);
    if (matches && (!best || entry.href.length > best.href.length)) best = entry;
  }
  return best?.key;
}

export type BottomNavProps = {
  entries?: readonly NavKey[];
  /** Replace the href of some entries. */
  hrefs?: Partial<Record<NavKey, string>>;
};

export function BottomNav({ entries = DEFAULT_NAV_KEYS, hrefs }: BottomNavProps) {
  const t = useTranslations('components.nav');
  const pathname = usePathname() ?? '/';
  const shown = entries
    .map((key) => NAV_ENTRIES.find((entry) => entry.key === key))
    .filter((entry): entry is NavEntry => Boolean(entry))
    .map((entry) => ({ ...entry, href: hrefs?.[entry.key] ?? entry.href }));
  const activeKey = findActiveKey(pathname, shown);

  return (
    <nav className={styles.bar} aria-label={t('label')}>
      <ul role="list" className={styles.list}>
        {shown.map((entry) => {
          const active = entry.key === activeKey;
          return (
            <li key={entry.key} className={styles.item}>
              <Link href={entry.href} className={styles.link} aria-current={active ? 'page' : undefined} data-active={active || undefined}>
                <PixelIcon name={entry.icon} size={24} className={styles.icon} />
                <span className={styles.label}>{t(entry.key)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
