import { LOCALES, type Locale } from '@/lib/constants';

// Apart from the manifests' contents (lib/pwa/manifest.ts), so the proxy can name them without their messages.

/** Where a language's manifest is served (app/manifest/[file]/route.ts); the root layout links the reader's. */
export function manifestPath(locale: Locale): string {
  return `/manifest/${locale}.webmanifest`;
}

/** The language a manifest file name (`ko.webmanifest`) stands for, or null. */
export function manifestLocale(file: string): Locale | null {
  return LOCALES.find((locale) => file === `${locale}.webmanifest`) ?? null;
}
