import type { Metadata, Viewport } from 'next';
import { cookies, headers } from 'next/headers';
import { getLocale, getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { BottomNav } from '@/components/layout/bottom-nav';
import { Footer } from '@/components/layout/footer';
import { HiddenAuthors } from '@/components/layout/hidden-authors';
import { PrevPathRecorder } from '@/components/layout/prev-path-recorder';
import { OfflineBanner } from '@/components/pwa/offline-banner';
import { ServiceWorkerRegistrar } from '@/components/pwa/service-worker-registrar';
import { RouteProgress } from '@/components/layout/route-progress';
import { SignedInHint } from '@/components/layout/signed-in-hint';
import { LoginRequiredHost } from '@/components/ui/login-required-dialog';
import { Toast } from '@/components/ui/toast';
import { TOKEN_COOKIE } from '@/lib/constants';
import { manifestPath } from '@/lib/pwa/manifest';
import { PRE_PAINT_SCRIPT } from '@/lib/personal/pre-paint';
import { serverConfig } from '@/lib/server/config';
import { Providers } from './providers';
import '@/styles/globals.scss';

// Four tabs and "more" (the spec's 80 px per item fits five in a phone's width); every other
// screen is in the "more" sheet, with the language switch. World and shop are the game's screens:
// the sheet lists them only inside the game's webview, which opens them in the app.
const WEB_NAV_TABS = ['home', 'community', 'market', 'myPage'] as const;
const WEB_NAV_SHEET = ['notice', 'probability', 'mission', 'inquiry', 'myRoom', 'world', 'shop'] as const;
const WEB_NAV_HREFS = { community: '/community/posts', myPage: '/my' };

// The Galmuri pixel font is not loaded here: styles/_fonts.generated.scss (`npm run fonts`) declares
// it in unicode-range subsets served from public/fonts, none of them preloaded.

export async function generateMetadata(): Promise<Metadata> {
  const [t, locale] = await Promise.all([getTranslations('translation'), getLocale()]);
  return {
    metadataBase: new URL(serverConfig.siteUrl),
    title: { default: t('site.title'), template: `%s | ${t('site.title')}` },
    description: t('site.description'),
    applicationName: t('site.title'),
    // The installed app's name and shortcuts in the reader's language.
    manifest: manifestPath(locale),
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
  const tPwa = await getTranslations('pwa');
  // Only whether the render cookie is there (no session look-up): the browser's session decides once hydrated.
  const signedIn = (await cookies()).has(TOKEN_COOKIE);
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  return (
    // The pre-paint script marks a member's document (data-member) before hydration.
    <html lang={locale} suppressHydrationWarning>
      <body>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: PRE_PAINT_SCRIPT }} />
        <ClientMessages>
          <Providers locale={locale}>
            <a href="#main" className="skip-link">
              {t('site.skipToContent')}
            </a>
            <RouteProgress />
            <PrevPathRecorder />
            <SignedInHint signedIn={signedIn}>
              <div className="app-column">
                {children}
                <BottomNav tabs={WEB_NAV_TABS} sheet={WEB_NAV_SHEET} hrefs={WEB_NAV_HREFS} />
              </div>
            </SignedInHint>
            <Toast />
            <OfflineBanner message={tPwa('banner')} />
            <ServiceWorkerRegistrar />
            <LoginRequiredHost />
            <HiddenAuthors />
            <Footer />
          </Providers>
        </ClientMessages>
      </body>
    </html>
  );
}
