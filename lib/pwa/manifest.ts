import type { MetadataRoute } from 'next';
import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/constants';
import koPwa from '@/messages/ko/pwa.json';
import zhPwa from '@/messages/zh-TW/pwa.json';

// One manifest per language, so a Taiwanese player installs 史萊姆社群 and a Korean one 슬라임 커뮤니티.
// Both carry the same `id`: to the browser they are one app, whichever language installed it.
// Colours: the page's dark forest green ($color-page-bg) behind the splash and the icons, and the
// status bar in the same green as the root layout's `themeColor`.

const MESSAGES: Record<Locale, { manifest: typeof koPwa.manifest }> = { ko: koPwa, 'zh-TW': zhPwa };

export { manifestLocale, manifestPath } from './manifest-path';

export const MANIFEST_CONTENT_TYPE = 'application/manifest+json';

/** Screenshots the install dialog shows (public/screenshots, drawn from the demo by scripts/shoot-manifest-screenshots.mjs). */
export const MANIFEST_SCREENSHOTS = {
  narrow: { width: 390, height: 844 },
  wide: { width: 1280, height: 800 },
} as const;

const SHORTCUTS = [
  { key: 'community', url: '/community/posts', icon: '/icons/shortcut-community-96.png' },
  { key: 'market', url: '/market', icon: '/icons/shortcut-market-96.png' },
  { key: 'myPage', url: '/my', icon: '/icons/shortcut-my-page-96.png' },
] as const;

export function webManifest(locale: Locale): MetadataRoute.Manifest {
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'manifest' });
  return {
    id: '/',
    name: t('name'),
    short_name: t('shortName'),
    description: t('description'),
    lang: locale,
    dir: 'ltr',
    start_url: '/community',
    scope: '/',
    display: 'standalone',
    background_color: '#1e3a2a',
    theme_color: '#1f4d2b',
    categories: ['games', 'social'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: SHORTCUTS.map(({ key, url, icon }) => ({
      name: t(`shortcuts.${key}.name`),
      short_name: t(`shortcuts.${key}.shortName`),
      description: t(`shortcuts.${key}.description`),
      url,
      icons: [{ src: icon, sizes: '96x96', type: 'image/png' }],
    })),
    screenshots: (['narrow', 'wide'] as const).map((form) => {
      const { width, height } = MANIFEST_SCREENSHOTS[form];
      return {
        src: `/screenshots/${locale}-${form}.png`,
        sizes: `${width}x${height}`,
        type: 'image/png',
        form_factor: form,
        label: t(`screenshots.${form}`),
      };
    }),
  };
}
