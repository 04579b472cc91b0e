// The API's error-code catalogue. Shared by server and client: the server answers
// { code, message }, the client maps `code` to a translated message (messages/*/common.json → errors.*).
export const ERROR_CODES = {
  VALIDATION: { code: 1000, status: 400, key: 'validation' },
  BAD_REQUEST: { code: 1001, status: 400, key: 'badRequest' },
  UNAUTHENTICATED: { code: 1100, status: 401, key: 'unauthenticated' },
  INVALID_TOKEN: { code: 1101, status: 401, key: 'invalidToken' },
  FORBIDDEN: { code: 1300, status: 403, key: 'forbidden' },
  SUSPENDED: { code: 1301, status: 403, key: 'suspended' },
  NOT_FOUND: { code: 1400, status: 404, key: 'notFound' },
  CONFLICT: { code: 1500, status: 409, key: 'conflict' },
  TOO_LARGE: { code: 1600, status: 413, key: 'fileTooLarge' },
  UNSUPPORTED_MEDIA: { code: 1601, status: 415, key: 'unsupportedFormat' },
  RATE_LIMITED: { code: 1700, status: 429, key: 'rateLimited' },
  // Answered by scripts/server.mjs before the app sees the request (too many requests in flight).
  OVERLOADED: { code: 1800, status: 503, key: 'overloaded' },
  INTERNAL: { code: 1900, status: 500, key: 'server' },
  UNREGISTERED_IDENTIFIER: { code: 2001, status: 400, key: 'unregisteredIdentifier' },
  INVALID_CREDENTIALS: { code: 2002, status: 401, key: 'invalidCredentials' },
  EMAIL_IN_USE: { code: 2003, status: 409, key: 'emailInUse' },
  PHONE_IN_USE: { code: 2004, status: 409, key: 'phoneInUse' },
  NICKNAME_IN_USE: { code: 2005, status: 409, key: 'nicknameInUse' },
  INVALID_CODE: { code: 2006, status: 400, key: 'invalidCode' },
  CODE_EXPIRED: { code: 2007, status: 400, key: 'codeExpired' },
  REREGISTER_BLOCKED: { code: 2008, status: 409, key: 'reregisterBlocked' },
  SOCIAL_TOKEN_INVALID: { code: 2009, status: 401, key: 'socialTokenInvalid' },
  CODE_SEND_FAILED: { code: 2010, status: 502, key: 'codeSendFailed' },
  SOCIAL_NOT_CONFIGURED: { code: 2011, status: 503, key: 'socialNotConfigured' },
  VERIFICATION_REQUIRED: { code: 2012, status: 400, key: 'verificationRequired' },
  CONSENT_REQUIRED: { code: 2013, status: 400, key: 'consentRequired' },
  REPORT_DUPLICATE: { code: 2101, status: 409, key: 'reportDuplicate' },
} as const;

export type ErrorName = keyof typeof ERROR_CODES;
export type ErrorCode = (typeof ERROR_CODES)[ErrorName]['code'];

export function errorKeyForCode(code: number): string {
  const hit = Object.values(ERROR_CODES).find((e) => e.code === code);
  return hit?.key ?? 'generic';
}

export type ApiSuccess<T> = { code: 0; data: T };
// `meta` carries machine-readable details of some failures, e.g. `remaining_attempts` for 2006.
export type ApiFailure = {
  code: number;
  message: string;
  errors?: Record<string, string[]>;
  meta?: Record<string, unknown>;
};
export type Paginated<T> = { count: number; next: string | null; previous: string | null; results: T[] };
