import type { LOCALES } from '@/lib/constants';

// next-intl's useLocale() and getLocale() answer our Locale type instead of a plain string.
declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof LOCALES)[number];
  }
}
