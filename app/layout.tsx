import type { Metadata, Viewport } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { BottomNav } from '@/components/layout/bottom-nav';
import { Footer } from '@/components/layout/footer';
import { PrevPathRecorder } from '@/components/layout/prev-path-recorder';
import { RouteProgress } from '@/components/layout/route-progress';
import { LoginRequiredHost } from '@/components/ui/login-required-dialog';
import { Toast } from '@/components/ui/toast';
import { serverConfig } from '@/lib/server/config';
import { Providers } from './providers';
import '@/styles/globals.scss';

// Only screens that exist are linked; each feature adds its entry when it lands.
const WEB_NAV_KEYS = ['home', 'community', 'notice', 'probability', 'inquiry', 'market', 'myPage'] as const;
const WEB_NAV_HREFS = { community: '/community/posts', myPage: '/my' };

// The Galmuri pixel font is not loaded here: styles/_fonts.generated.scss (`npm run fonts`) declares
// it in unicode-range subsets served from public/fonts, none of them preloaded.

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
  const locale = await getLocale();
  const t = await getTranslations('translation');
  return (
    <html lang={locale}>
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
