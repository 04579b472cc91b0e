import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { getLocale, getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { BottomNav } from '@/components/layout/bottom-nav';
import { Footer } from '@/components/layout/footer';
import { PrevPathRecorder } from '@/components/layout/prev-path-recorder';
import { RouteProgress } from '@/components/layout/route-progress';
import { LoginRequiredHost } from '@/components/ui/login-required-dialog';
import { Toast } from '@/components/ui/toast';
import type { Locale } from '@/lib/constants';
import { serverConfig } from '@/lib/server/config';
import { Providers } from './providers';
import '@/styles/globals.scss';

// Only screens that exist are linked; each feature adds its entry when it lands.
const WEB_NAV_KEYS = ['home', 'community', 'notice', 'probability', 'inquiry', 'market', 'myPage'] as const;
const WEB_NAV_HREFS = { community: '/community/posts', myPage: '/my' };

const pixelFont = localFont({
  src: [
    { path: '../node_modules/galmuri/dist/Galmuri11.woff2', weight: '400' },
    { path: '../node_modules/galmuri/dist/Galmuri11-Bold.woff2', weight: '700' },
  ],
  variable: '--font-pixel',
  display: 'swap',
  preload: false,
  // Galmuri is drawn for Latin and Hangul; Chinese text falls through to a readable CJK font
  // instead of the pixel font's placeholder boxes.
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+0020-007E, U+00A0-00FF, U+2010-2027, U+2030-203A, U+1100-11FF, U+3130-318F, U+A960-A97F, U+AC00-D7A3, U+D7B0-D7FF',
    },
  ],
});

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('translation');
  return {
    metadataBase: new URL(serverConfig.siteUrl),
    title: { default: t('site.title'), template: `%s | ${t('site.title')}` },
    description: t('site.description'),
    applicationName: t('site.title'),
    openGraph: { siteName: t('site.title'), images: ['/art/og-default.png'] },
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#1f4d2b',
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('translation');
  return (
    <html lang={locale} className={pixelFont.variable}>
      <body>
        <ClientMessages>
          <Providers locale={locale}>
            <a href="#main" className="skip-link">
              {t('site.skipToContent')}
            </a>
            <RouteProgress />
            <PrevPathRecorder />
            <div className="app-column">
              {children}
              <BottomNav entries={WEB_NAV_KEYS} hrefs={WEB_NAV_HREFS} />
            </div>
            <Toast />
            <LoginRequiredHost />
            <Footer />
          </Providers>
        </ClientMessages>
      </body>
    </html>
  );
}
