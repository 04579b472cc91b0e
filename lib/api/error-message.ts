import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import type { ERROR_CODES } from '@/lib/errors';
import { isOffline } from '@/lib/hooks/use-online';
import { ApiError, apiErrorMessageKey, retryAfterSeconds } from './request';

// The one way the screens turn a failed call into a message (account flows excepted: their
// messages come from lib/auth/auth-error.ts).

/** A failure by its key in the common catalogue (messages/<locale>/common.json → errors.*). */
export type ApiErrorKind = (typeof ERROR_CODES)[keyof typeof ERROR_CODES]['key'] | 'network' | 'timeout' | 'generic';

/**
 * Per kind: a full message key to show instead (`'community.comments.errors.notFound'`), `true`
 * for the common text (common.errors.<kind>), `false` for the caller's fallback.
 */
export type ApiErrorOverrides = Partial<Record<ApiErrorKind, string | boolean>> & {
  /**
   * The server's own message when it is translated (some endpoints answer their refusals in the
   * reader's language; generic answers are English). Session and suspension refusals keep the
   * common text, and a key given for the kind still wins.
   */
  serverMessage?: boolean;
  /** A key with `{seconds}` for a rate-limit refusal that says when to retry (Retry-After). */
  retryAfter?: string;
  /**
   * A message prefix for refusals that name their reason in `errors._` (`tradeFrozen`): the text
   * `<prefix><reason>` when the catalogue has it, with the answer's `meta` as its values.
   */
  refusals?: string;
};

type Translate = {
  (key: string, values?: Record<string, string | number>): string;
  has(key: string): boolean;
};

// Refusals any member action may meet: with a fallback they still get the common text.
const COMMON: Partial<Record<ApiErrorKind, boolean>> = { rateLimited: true, suspended: true };
const SESSION: ReadonlySet<ApiErrorKind> = new Set(['unauthenticated', 'invalidToken', 'suspended']);
const TRANSLATED = /[^\u0000-\u007f]/;

/**
 * The message for a failed call. Without `fallbackKey`, every failure gets its common text
 * (common.errors.generic when the catalogue has none). With it, only rate limits and suspensions
 * do, plus the kinds `overrides` names; everything else shows the fallback.
 */
export function apiErrorMessage(t: Translate, error: unknown, fallbackKey?: string, overrides: ApiErrorOverrides = {}): string {
  const kind = apiErrorMessageKey(error) as ApiErrorKind;
  // A request that never left an offline browser: say so, whatever the screen's fallback (the forms
  // keep what was typed, in the form and in their drafts).
  if ((kind === 'network' || kind === 'timeout') && isOffline()) return t('common.errors.offline');
  const choice = overrides[kind];
  if (kind === 'rateLimited' && overrides.retryAfter && error instanceof ApiError) {
    const seconds = retryAfterSeconds(error);
    if (seconds) return t(overrides.retryAfter, { seconds });
  }
  if (typeof choice === 'string') return t(choice);
  const reason = error instanceof ApiError ? error.errors?._?.[0] : undefined;
  if (overrides.refusals && reason && t.has(`${overrides.refusals}${reason}`)) {
    return t(`${overrides.refusals}${reason}`, refusalValues(error as ApiError));
  }
  if (overrides.serverMessage && error instanceof ApiError && !SESSION.has(kind) && TRANSLATED.test(error.message)) {
    return error.message;
  }
  if (fallbackKey !== undefined && !(choice ?? COMMON[kind] ?? false)) return t(fallbackKey);
  return t.has(`common.errors.${kind}`) ? t(`common.errors.${kind}`) : t('common.errors.generic');
}

// A refusal's meta as message values: numbers as they are, dates (`until`) as the reader's date and time.
function refusalValues(error: ApiError): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(error.meta ?? {})) {
    if (typeof value === 'number') values[key] = value;
    else if (typeof value === 'string') values[key] = /^\d{4}-\d\d-\d\dT/.test(value) ? new Date(value).toLocaleString() : value;
  }
  return values;
}

/** `apiErrorMessage` with the reader's translations: `(error, fallbackKey?, overrides?) => string`. */
export function useApiErrorMessage() {
  const t = useTranslations();
  return useCallback(
    (error: unknown, fallbackKey?: string, overrides?: ApiErrorOverrides) => apiErrorMessage(t, error, fallbackKey, overrides),
    [t],
  );
}
