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
  INTERNAL: { code: 1900, status: 500, key: 'server' },
  UNREGISTERED_IDENTIFIER: { code: 2001, status: 400, key: 'unregisteredIdentifier' },
  INVALID_CREDENTIALS: { code: 2002, status: 401, key: 'invalidCredentials' },
} as const;

export type ErrorName = keyof typeof ERROR_CODES;
export type ErrorCode = (typeof ERROR_CODES)[ErrorName]['code'];

export function errorKeyForCode(code: number): string {
  const hit = Object.values(ERROR_CODES).find((e) => e.code === code);
  return hit?.key ?? 'generic';
}

export type ApiSuccess<T> = { code: 0; data: T };
export type ApiFailure = { code: number; message: string; errors?: Record<string, string[]> };
export type Paginated<T> = { count: number; next: string | null; previous: string | null; results: T[] };
