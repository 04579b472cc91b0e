'use client';

import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { LanguageSwitch } from '@/components/settings/language-switch';
import { Modal } from '@/components/ui/modal';
import { PixelIcon, type PixelIconName } from '@/components/ui/pixel-icon';
import { unreadCountOptions } from '@/lib/api/people';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { GAME_SCREEN_LINKS, openAppLink, useInAppWebview, type GameScreen } from '@/lib/navigation/in-app';
import { useUserStore } from '@/stores/user-store';
import styles from './bottom-nav.module.scss';

export type NavKey =
  'home' | 'community' | 'probability' | 'mission' | 'myPage' | 'inquiry' | 'notice' | 'myRoom' | 'market' | 'world' | 'shop' | 'profile';

export type NavEntry = {
  key: NavKey;
  href: string;
  icon: PixelIconName;
  /** A screen of the game app: listed only inside the game's webview, which opens it by deep link. */
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

/** The bar holds at most this many entries, then "more": five tabs fit a 320 px phone at 64 px each. */
export const MAX_TABS = 4;

export const DEFAULT_TAB_KEYS: readonly NavKey[] = ['home', 'community', 'market', 'myPage'];
export const DEFAULT_SHEET_KEYS: readonly NavKey[] = ['notice', 'probability', 'mission', 'inquiry', 'myRoom', 'world', 'shop'];

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

function resolve(keys: readonly NavKey[], hrefs: Partial<Record<NavKey, string>> | undefined): NavEntry[] {
  return keys
    .map((key) => NAV_ENTRIES.find((entry) => entry.key === key))
    .filter((entry): entry is NavEntry => Boolean(entry))
    .map((entry) => ({ ...entry, href: hrefs?.[entry.key] ?? entry.href }));
}

export type BottomNavProps = {
  /** The bar's entries before "more" (at most MAX_TABS are shown). */
  tabs?: readonly NavKey[];
  /** The entries of the "more" sheet; the game's screens among them show only in the webview. */
  sheet?: readonly NavKey[];
  /** Replace the href of some entries. */
  hrefs?: Partial<Record<NavKey, string>>;
};

export function BottomNav({ tabs = DEFAULT_TAB_KEYS, sheet = DEFAULT_SHEET_KEYS, hrefs }: BottomNavProps) {
  const t = useTranslations('components.nav');
  const pathname = usePathname() ?? '/';
  const unread = useUnreadCount();
  const inApp = useInAppWebview();
  const sheetId = useId();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  // A link followed from the sheet closes it: it is open only on the page where it was opened.
  const open = openedAt === pathname;

  const bar = resolve(tabs, hrefs).slice(0, MAX_TABS);
  // The game's screens work only where the game's app can open them; a browser never lists them.
  const more = resolve(sheet, hrefs).filter((entry) => !entry.game || inApp);
  const activeKey = findActiveKey(pathname, [...bar, ...more]);
  const moreActive = more.some((entry) => entry.key === activeKey);

  const iconWithDot = (entry: NavEntry) => {
    const dot = entry.notifications && unread > 0;
    return (
      <>
        <span className={styles.iconBox}>
          <PixelIcon name={entry.icon} size={24} className={styles.icon} />
          {dot && <span className={styles.dot} data-testid="nav-unread-dot" aria-hidden="true" />}
        </span>
        <span className={styles.label}>{t(entry.key)}</span>
        {dot && <span className="sr-only"> {t('unread', { count: unread })}</span>}
      </>
    );
  };

  return (
    <nav className={styles.bar} aria-label={t('label')}>
      <ul role="list" className={styles.list}>
        {bar.map((entry) => {
          const active = entry.key === activeKey;
          return (
            <li key={entry.key} className={styles.item}>
              <Link href={entry.href} className={styles.link} aria-current={active ? 'page' : undefined} data-active={active || undefined}>
                {iconWithDot(entry)}
              </Link>
            </li>
          );
        })}
        <li className={styles.item}>
          <button
            type="button"
            className={styles.link}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={sheetId}
            data-active={moreActive || undefined}
            onClick={() => setOpenedAt(pathname)}
          >
            <span className={styles.iconBox}>
              <PixelIcon name="more" size={24} className={styles.icon} />
            </span>
            <span className={styles.label}>{t('more')}</span>
          </button>
        </li>
      </ul>

      <Modal
        open={open}
        onClose={() => setOpenedAt(null)}
        id={sheetId}
        placement="sheet"
        title={t('sheet')}
        footer={null}
        sound={false}
        className={styles.sheet}
      >
        <ul role="list" className={styles.grid}>
          {more.map((entry) => {
            const active = entry.key === activeKey;
            const { game } = entry;
            return (
              <li key={entry.key}>
                {game ? (
                  // A deep link the webview hands to the game app; this page stays as it is.
                  <button
                    type="button"
                    className={styles.tile}
                    onClick={() => {
                      setOpenedAt(null);
                      openAppLink(entry.href);
                    }}
                  >
                    {iconWithDot(entry)}
                  </button>
                ) : (
                  <Link
                    href={entry.href}
                    className={styles.tile}
                    aria-current={active ? 'page' : undefined}
                    data-active={active || undefined}
                    onClick={() => setOpenedAt(null)}
                  >
                    {iconWithDot(entry)}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
        <LanguageRow />
      </Modal>
    </nav>
  );
}

/** The language switch in the sheet, so it is on every page (the group is named by the switch itself). */
function LanguageRow() {
  const t = useTranslations('ui.language');
  return (
    <div className={styles.language}>
      <span aria-hidden="true">{t('label')}</span>
      <LanguageSwitch />
    </div>
  );
}
