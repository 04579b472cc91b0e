'use client';

import { useTranslations } from 'next-intl';
import { useApiErrorMessage, type ApiErrorOverrides } from '@/lib/api/error-message';
import { ApiError } from '@/lib/api/request';

// The refusals the administration says in its own words (ui.admin.errors.*).
const BY_KIND: ApiErrorOverrides = {
  forbidden: 'ui.admin.errors.forbidden',
  suspended: 'ui.admin.errors.suspended',
  notFound: 'ui.admin.errors.notFound',
  conflict: 'ui.admin.errors.conflict',
  fileTooLarge: 'ui.admin.errors.fileTooLarge',
  unsupportedFormat: 'ui.admin.errors.unsupportedFormat',
  rateLimited: 'ui.admin.errors.rateLimited',
};

/** Translated messages for the administration API's refusals (field keys live under ui.admin.errors). */
export function useAdminErrors() {
  const t = useTranslations('ui.admin.errors');
  const errorMessage = useApiErrorMessage();
  const translate = (key: string | undefined) => (key && t.has(key) ? t(key) : t('invalid'));
  const fieldErrors = (error: unknown): Record<string, string[]> => (error instanceof ApiError ? (error.errors ?? {}) : {});
  return {
    /** One line for a toast or an alert: the first known field message, else the code's. */
    message(error: unknown): string {
      const keys = Object.values(fieldErrors(error)).flat();
      const known = keys.find((k) => t.has(k));
      if (known) return t(known);
      return errorMessage(error, keys.length ? 'ui.admin.errors.invalid' : 'ui.admin.errors.generic', BY_KIND);
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
