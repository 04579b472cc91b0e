'use client';

import { useTranslations } from 'next-intl';
import { ApiError, TimeoutError } from '@/lib/api/request';

const BY_CODE: Record<number, string> = {
  1300: 'forbidden',
  1301: 'suspended',
  1400: 'notFound',
  1500: 'conflict',
  1600: 'fileTooLarge',
  1601: 'unsupportedFormat',
  1700: 'rateLimited',
};

/** Translated messages for the administration API's refusals (field keys live under ui.admin.errors). */
export function useAdminErrors() {
  const t = useTranslations('ui.admin.errors');
  const translate = (key: string | undefined) => (key && t.has(key) ? t(key) : t('invalid'));
  const fieldErrors = (error: unknown): Record<string, string[]> => (error instanceof ApiError ? (error.errors ?? {}) : {});
  return {
    /** One line for a toast or an alert: the first known field message, else the code's. */
    message(error: unknown): string {
      if (error instanceof ApiError) {
        const keys = Object.values(error.errors ?? {}).flat();
        const known = keys.find((k) => t.has(k));
        if (known) return t(known);
        const byCode = BY_CODE[error.code];
        if (byCode) return t(byCode);
        if (keys.length) return t('invalid');
      }
      if (error instanceof TimeoutError) return t('generic');
      return t('generic');
    },
    /** The message of one field (also nested ones such as `entries.2.rate_micros`). */
    field(error: unknown, name: string): string | undefined {
      const keys = fieldErrors(error)[name];
      return keys?.length ? translate(keys[0]) : undefined;
    },
    fieldErrors,
    /** The translation of one message key from a field-error map (zod in the form, or the API). */
    text(key: string | undefined): string | undefined {
      return key ? translate(key) : undefined;
    },
  };
}

export type FieldErrors = Record<string, string[]>;

/** Field errors of a zod failure, keyed like the API's (`entries.2.rate_micros`). */
export function issuesToFieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}
