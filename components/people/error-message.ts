import { ApiError } from '@/lib/api/request';
import { ERROR_CODES } from '@/lib/errors';

type Translate = (key: string) => string;

const TRANSLATED = /[^\u0000-\u007f]/;

/**
 * What a failed people action shows (spec §8: the server's message when there is one, else
 * the action's own failure text). The people endpoints answer their refusals in the reader's
 * language; generic answers (a bare "Validation failed", a proxy's error) are English, so a
 * message counts as the server's only when it is translated. Session and suspension failures
 * use the common catalogue.
 */
export function peopleErrorMessage(error: unknown, fallback: string, tErrors: Translate): string {
  if (error instanceof ApiError) {
    if (error.code === ERROR_CODES.UNAUTHENTICATED.code) return tErrors('unauthenticated');
    if (error.code === ERROR_CODES.INVALID_TOKEN.code) return tErrors('invalidToken');
    if (error.code === ERROR_CODES.SUSPENDED.code) return tErrors('suspended');
    if (error.message && TRANSLATED.test(error.message)) return error.message;
    if (error.code === ERROR_CODES.RATE_LIMITED.code) return tErrors('rateLimited');
  }
  return fallback;
}
