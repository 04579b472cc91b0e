import 'server-only';
import { ERROR_CODES, type ErrorName } from '@/lib/errors';

export class AppError extends Error {
  readonly code: number;
  readonly status: number;
  constructor(
    name: ErrorName,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
    readonly meta?: Record<string, unknown>,
  ) {
    super(message);
    this.code = ERROR_CODES[name].code;
    this.status = ERROR_CODES[name].status;
  }
}

export const NotFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const Forbidden = (message = 'Forbidden') => new AppError('FORBIDDEN', message);
export const Unauthenticated = (message = 'Authentication required') => new AppError('UNAUTHENTICATED', message);
export const Conflict = (message: string) => new AppError('CONFLICT', message);
export const BadRequest = (message: string, errors?: Record<string, string[]>) => new AppError('BAD_REQUEST', message, errors);
// `meta` lets the client show the end date and reason (auth.errors.suspendedUntil / suspendedReason).
export const Suspended = (until: Date | null, reason: string | null = null) =>
  new AppError('SUSPENDED', until ? `Account suspended until ${until.toISOString()}` : 'Account suspended', undefined, undefined, {
    until: until?.toISOString() ?? null,
    reason,
  });
export const RateLimited = (retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', 'Too many requests', undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
