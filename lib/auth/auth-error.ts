import { NICKNAME_MAX, NICKNAME_MIN, PASSWORD_MIN, PHONE_CODE_LENGTH, type Locale } from '@/lib/constants';
import { formatYmd } from '@/lib/dates';
import { ERROR_CODES } from '@/lib/errors';
import { ApiError, TimeoutError } from '@/lib/api/request';

/** A message from the root of the catalogue ('auth.errors.invalidCode') with its ICU values. */
export type MessageRef = { key: string; values?: Record<string, string | number> };

export type AuthErrorView = {
  lines: MessageRef[];
  /** A follow-up the screen offers next to the message. */
  offer?: 'register' | 'login' | 'resend' | 'restart';
  /** Field messages of a validation failure (1000), by request field. */
  fields?: Record<string, MessageRef>;
};

export type AuthAction = 'login' | 'send' | 'verify' | 'register' | 'reset' | 'nickname' | 'withdraw' | 'logout' | 'generic';

const FALLBACK: Record<AuthAction, string> = {
  login: 'auth.errors.loginFailed',
  send: 'auth.errors.codeSendFailed',
  verify: 'auth.errors.invalidCode',
  register: 'auth.errors.registerServerError',
  reset: 'auth.errors.resetFailed',
  nickname: 'common.errors.generic',
  withdraw: 'auth.withdrawal.failed',
  logout: 'auth.session.logoutFailed',
  generic: 'common.errors.generic',
};

const VALIDATION_KEYS = new Set([
  'required',
  'identifierRequired',
  'passwordRequired',
  'codeRequired',
  'codeLength',
  'invalidEmail',
  'invalidPhone',
  'invalidIdentifier',
  'passwordRule',
  'passwordMin',
  'passwordMismatch',
  'nicknameRequired',
  'nicknameLength',
  'nicknameChars',
]);

const VALIDATION_VALUES: Record<string, Record<string, number>> = {
  nicknameLength: { min: NICKNAME_MIN, max: NICKNAME_MAX },
  passwordMin: { min: PASSWORD_MIN },
  codeLength: { length: PHONE_CODE_LENGTH },
};

// What a field's failure means when the server's message is not one of ours.
const FIELD_FALLBACK: Record<string, string> = {
  identifier: 'invalidIdentifier',
  destination: 'invalidIdentifier',
  code: 'codeLength',
  password: 'passwordRule',
  password_confirm: 'passwordMismatch',
  nickname: 'nicknameLength',
};

/** A client- or server-side validation message key → a catalogue reference. */
export function validationMessage(key: string, field?: string): MessageRef {
  const known = VALIDATION_KEYS.has(key) ? key : (field && FIELD_FALLBACK[field]) || 'required';
  return { key: `auth.validation.${known}`, values: VALIDATION_VALUES[known] };
}

/**
 * A form field's message → a catalogue reference. The message is a validation key from a schema
 * ('passwordMin'), or a catalogue key the screen set from the server's answer ('auth.errors.nicknameInUse').
 */
export function fieldMessage(message: string | undefined, field?: string): MessageRef | undefined {
  if (!message) return undefined;
  const validation = /^auth\.validation\.(\w+)$/.exec(message);
  if (validation) return validationMessage(validation[1]!, field);
  return message.startsWith('auth.') ? { key: message } : validationMessage(message, field);
}

function num(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value)
    ? value
    : typeof value === 'string' && /^\d+$/.test(value)
      ? Number(value)
      : undefined;
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/** Seconds to wait after a 429: the Retry-After header, else the failure's meta. */
export function retryAfterSeconds(error: ApiError): number | undefined {
  return error.retryAfter ?? num(error.meta?.retry_after) ?? num(error.meta?.retryAfter);
}

/** Maps a failed account request to what the screen says (the spec's auth messages). */
export function describeAuthError(error: unknown, action: AuthAction, locale: Locale): AuthErrorView {
  if (error instanceof TimeoutError) return { lines: [{ key: 'common.errors.timeout' }] };
  if (!(error instanceof ApiError)) {
    return { lines: [{ key: error instanceof TypeError ? 'common.errors.network' : FALLBACK[action] }] };
  }
  const meta = error.meta ?? {};
  switch (error.code) {
    case ERROR_CODES.VALIDATION.code: {
      const fields: Record<string, MessageRef> = {};
      for (const [field, messages] of Object.entries(error.errors ?? {})) {
        if (messages[0]) fields[field] = validationMessage(messages[0], field);
      }
      return { lines: [{ key: 'common.errors.validation' }], fields };
    }
    case ERROR_CODES.SUSPENDED.code: {
      const until = str(meta.until);
      const reason = str(meta.reason);
      const lines: MessageRef[] = [
        until ? { key: 'auth.errors.suspendedUntil', values: { until: formatYmd(until, locale) } } : { key: 'auth.errors.suspended' },
      ];
      if (reason) lines.push({ key: 'auth.errors.suspendedReason', values: { reason } });
      return { lines };
    }
    case ERROR_CODES.RATE_LIMITED.code: {
      const seconds = retryAfterSeconds(error);
      return { lines: [seconds ? { key: 'auth.errors.tooManyAttempts', values: { seconds } } : { key: 'common.errors.rateLimited' }] };
    }
    case ERROR_CODES.UNREGISTERED_IDENTIFIER.code:
      return { lines: [{ key: 'auth.errors.unregisteredIdentifier' }], offer: 'register' };
    case ERROR_CODES.INVALID_CREDENTIALS.code:
      return { lines: [{ key: 'auth.errors.invalidCredentials' }] };
    case ERROR_CODES.EMAIL_IN_USE.code:
      return { lines: [{ key: 'auth.errors.emailInUse' }], offer: 'login' };
    case ERROR_CODES.PHONE_IN_USE.code:
      return { lines: [{ key: 'auth.errors.phoneInUse' }], offer: 'login' };
    case ERROR_CODES.NICKNAME_IN_USE.code:
      return { lines: [{ key: 'auth.errors.nicknameInUse' }], fields: { nickname: { key: 'auth.errors.nicknameInUse' } } };
    case ERROR_CODES.INVALID_CODE.code: {
      const remaining = num(meta.remaining_attempts);
      if (remaining === 0) return { lines: [{ key: 'auth.errors.codeExpired' }], offer: 'resend' };
      return {
        lines: [
          remaining !== undefined
            ? { key: 'auth.errors.verificationFailed', values: { count: remaining } }
            : { key: 'auth.errors.invalidCode' },
        ],
      };
    }
    case ERROR_CODES.CODE_EXPIRED.code:
      return { lines: [{ key: 'auth.errors.codeExpired' }], offer: 'resend' };
    case ERROR_CODES.REREGISTER_BLOCKED.code: {
      const until = str(meta.until);
      return {
        lines: [
          until
            ? { key: 'auth.errors.reregisterBlockedUntil', values: { date: formatYmd(until, locale) } }
            : { key: 'auth.errors.reregisterBlocked' },
        ],
      };
    }
    case ERROR_CODES.CODE_SEND_FAILED.code:
      return { lines: [{ key: 'auth.errors.codeSendFailed' }] };
    case ERROR_CODES.CONSENT_REQUIRED.code:
      return { lines: [{ key: 'auth.errors.consentRequired' }] };
    case ERROR_CODES.VERIFICATION_REQUIRED.code:
      return { lines: [{ key: 'auth.errors.verificationRequired' }], offer: 'restart' };
    case ERROR_CODES.SOCIAL_TOKEN_INVALID.code:
    case ERROR_CODES.SOCIAL_NOT_CONFIGURED.code:
      return { lines: [{ key: 'auth.errors.authFailed' }] };
    case ERROR_CODES.UNAUTHENTICATED.code:
    case ERROR_CODES.INVALID_TOKEN.code:
      return { lines: [{ key: 'auth.session.expired' }], offer: action === 'login' ? undefined : 'login' };
    default:
      return { lines: [{ key: FALLBACK[action] }] };
  }
}
