'use client';

import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { PixelIcon, type PixelIconName } from '@/components/ui/pixel-icon';
import { unreadCountOptions } from '@/lib/api/people';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { GAME_SCREEN_LINKS, isInAppWebview, openAppLink, type GameScreen } from '@/lib/navigation/in-app';
import { useUiStore } from '@/stores/ui-store';
import { useUserStore } from '@/stores/user-store';
import styles from './bottom-nav.module.scss';

export type NavKey =
  'home' | 'community' | 'probability' | 'mission' | 'myPage' | 'inquiry' | 'notice' | 'myRoom' | 'market' | 'world' | 'shop' | 'profile';

export type NavEntry = {
  key: NavKey;
  href: string;
  icon: PixelIconName;
  /** A screen of the game app: opened there by deep link from the webview, never a page of this site. */
  game?: GameScreen;
  /** Carries the red dot while the member has unread notifications (the member's own pages). */
  notifications?: boolean;
};

// Routes the spec leaves open (support, market) are this app's; override per use with `hrefs`.
export const NAV_ENTRIES: readonly NavEntry[] = [
  { key: 'home', href: '/', icon: 'home' },
  { key: 'community', href: '/community', icon: 'community' },
  { key: 'probability', href: '/probability', icon: 'probability' },
  { key: 'mission', href: '/mission', icon: 'mission' },
  { key: 'myPage', href: '/my', icon: 'myPage', notifications: true },
  { key: 'inquiry', href: '/support', icon: 'inquiry' },
  { key: 'notice', href: '/community/notice', icon: 'notice' },
  { key: 'myRoom', href: '/my/room', icon: 'myRoom' },
  { key: 'market', href: '/market', icon: 'market' },
  { key: 'world', href: GAME_SCREEN_LINKS.world, icon: 'world', game: 'world' },
  { key: 'shop', href: GAME_SCREEN_LINKS.shop, icon: 'shop', game: 'shop' },
  { key: 'profile', href: '/community/my', icon: 'profile', notifications: true },
];

export const DEFAULT_NAV_KEYS: readonly NavKey[] = ['home', 'notice', 'probability', 'inquiry', 'myPage'];

/** The entry whose href is the longest prefix of the path ('/' only matches exactly); the game's screens are never here. */
export function findActiveKey(pathname: string, entries: readonly NavEntry[]): NavKey | undefined {
  let best: NavEntry | undefined;
  for (const entry of entries) {
    if (entry.game) continue;
    const matches = entry.href === '/' ? pathname === '/' : pathname === entry.href || pathname.startsWith(`${entry.href}/`);
    if (matches && (!best || entry.href.length > best.href.length)) best = entry;
  }
  return best?.key;
}

/** The signed-in member's unread notifications; 0 for a guest, asked only once the browser's session is known. */
function useUnreadCount(): number {
  const hydrated = useHydrated();
  const token = useUserStore((s) => s.userToken);
  const unread = useQuery({ ...unreadCountOptions(), enabled: hydrated && Boolean(token) });
  return hydrated && token ? (unread.data?.count ?? 0) : 0;
}

export type BottomNavProps = {
  entries?: readonly NavKey[];
  /** Replace the href of some entries. */
  hrefs?: Partial<Record<NavKey, string>>;
};

export function BottomNav({ entries = DEFAULT_NAV_KEYS, hrefs }: BottomNavProps) {
  const t = useTranslations('components.nav');
  const pathname = usePathname() ?? '/';
  const unread = useUnreadCount();
  const shown = entries
    .map((key) => NAV_ENTRIES.find((entry) => entry.key === key))
    .filter((entry): entry is NavEntry => Boolean(entry))
    .map((entry) => ({ ...entry, href: hrefs?.[entry.key] ?? entry.href }));
  const activeKey = findActiveKey(pathname, shown);

  // As chat does: inside the game's webview the app opens its screen; a browser cannot.
  const openGameScreen = (screen: GameScreen, href: string) => {
    if (isInAppWebview()) openAppLink(href);
    else useUiStore.getState().showToast(t(`appOnly.${screen}`));
  };

  const current = useRef<HTMLLIElement>(null);
  useEffect(() => {
    current.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [activeKey]);

  return (
    <nav className={styles.bar} aria-label={t('label')}>
      <ul role="list" className={styles.list}>
        {shown.map((entry) => {
          const { game } = entry;
          const active = entry.key === activeKey;
          const dot = entry.notifications && unread > 0;
          const content = (
            <>
              <span className={styles.iconBox}>
                <PixelIcon name={entry.icon} size={24} className={styles.icon} />
                {dot && <span className={styles.dot} data-testid="nav-unread-dot" aria-hidden="true" />}
              </span>
              <span className={styles.label}>{t(entry.key)}</span>
              {dot && <span className="sr-only"> {t('unread', { count: unread })}</span>}
            </>
          );
          return (
            <li key={entry.key} className={styles.item} ref={active ? current : undefined}>
              {game ? (
                <button type="button" className={styles.link} onClick={() => openGameScreen(game, entry.href)}>
                  {content}
                </button>
              ) : (
                <Link
                  href={entry.href}
                  className={styles.link}
                  aria-current={active ? 'page' : undefined}
                  data-active={active || undefined}
                >
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
