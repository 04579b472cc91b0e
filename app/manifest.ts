import type { MetadataRoute } from 'next';

// One manifest for both languages: an installed app keeps the name it was installed with, and the
// browser fetches this file without the reader's language cookie. It is in Korean, the default
// language (the Chinese name, 史萊姆社群, is in the description so both readers recognise it).
// Colours: the page's dark forest green ($color-page-bg) behind the splash and the icons, and the
// status bar in the same green as the root layout's `themeColor`.
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: '/',
    name: '슬라임 커뮤니티',
    short_name: '슬라임',
    description: '슬라임 게임 커뮤니티 · 史萊姆社群: 공략, 공지, 확률표, 게시판',
    lang: 'ko',
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
  };
}
