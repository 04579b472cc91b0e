import 'server-only';
import { LEGAL_VERSION, type Locale } from '@/lib/constants';
import { AppError } from '@/lib/server/http/errors';
import { serverTranslator } from '@/lib/server/messages';
import type { ConsentInput } from '@/lib/validation/auth';

/**
 * The two required consents of a sign-up (the terms; the collection and use of personal data),
 * each given explicitly: anything but `true` refuses with 400 / 2013, naming the missing ones.
 * Checked before anything is read or written, so a refused sign-up leaves nothing behind.
 */
export function assertConsent(input: ConsentInput, locale: Locale): void {
  const errors: Record<string, string[]> = {};
  if (input.agree_terms !== true) errors.agree_terms = ['consentRequired'];
  if (input.agree_privacy !== true) errors.agree_privacy = ['consentRequired'];
  if (Object.keys(errors).length === 0) return;
  throw new AppError('CONSENT_REQUIRED', serverTranslator(locale, 'user')('account.consentRequired'), errors);
}

/** What the account records of the consent: when, and to which version of the two texts. */
export function consentRecord(now = new Date()) {
  return { consentedAt: now, consentVersion: LEGAL_VERSION };
}
