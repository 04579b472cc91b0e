import { REQUEST_TIMEOUT_MS, WEB_DEVICE_ID } from '@/lib/constants';
import { ERROR_CODES, errorKeyForCode } from '@/lib/errors';
import { useUiStore } from '@/stores/ui-store';
import { useUserStore } from '@/stores/user-store';

export type QueryValue = string | number | boolean;
export type Query = Record<string, QueryValue | null | undefined | ReadonlyArray<QueryValue | null | undefined>>;

export type RequestOptions = {
  // false: send no Authorization header even when a token is stored.
  auth?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  timeoutMs?: number;
};

type FieldErrors = Record<string, string[]>;

// A non-2xx answer or a JSON answer whose `code` is nonzero; `body` is the whole answer.
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: number;
  readonly body: unknown;
  readonly errors: FieldErrors | undefined;
  /** Machine-readable details of some failures (`remaining_attempts`, `until`, `reason`…). */
  readonly meta: Record<string, unknown> | undefined;
  /** Seconds from the `Retry-After` header of a 429 answer. */
  readonly retryAfter: number | undefined;

  constructor(
    status: number,
    code: number,
    message: string,
    body: unknown,
    errors?: FieldErrors,
    extra: { meta?: Record<string, unknown>; retryAfter?: number } = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.body = body;
    this.errors = errors;
    this.meta = extra.meta;
    this.retryAfter = extra.retryAfter;
  }
}

// Retry-After is either delta-seconds or an HTTP date.
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

function seconds(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  return typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : undefined;
}

/** Seconds to wait after a 429: the Retry-After header, else the failure's meta. */
export function retryAfterSeconds(error: ApiError): number | undefined {
  return error.retryAfter ?? seconds(error.meta?.retry_after) ?? seconds(error.meta?.retryAfter);
}

export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
  constructor(timeoutMs: number) {
    super(`Request timed out after ${timeoutMs} ms`);
  }
}

export function apiBaseUrl(): string {
  return process.env.NEXT_PUBLIC_API_BASE_URL ?? '/api';
}

/**
 * Whether a path may be sent: a path under the API base, never an absolute or protocol-relative
 * URL, a backslash, or a `.`/`..` segment (also percent-encoded), so an id or slug a caller puts
 * into a path can never send the member's token to another host or another endpoint.
 */
export function isSafeApiPath(path: string): boolean {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//') || path.includes('\\')) return false;
  if (/[\u0000-\u001f\u007f]/.test(path)) return false;
  const pathname = path.split(/[?#]/, 1)[0]!;
  return pathname.split('/').every((segment) => !/^(?:\.|%2e){1,2}$/i.test(segment));
}

/**
 * The URL of an API path. A whole http(s) URL is taken only for a request that carries no token
 * (`{ auth: false }`: an operator-configured endpoint of another service, like the probability list).
 */
export function buildUrl(path: string, query?: Query, { external = false }: { external?: boolean } = {}): string {
  const whole = external && /^https?:\/\/[^/\\]/i.test(path) && URL.canParse(path);
  if (!whole && !isSafeApiPath(path)) throw new Error(`Refused API path: ${JSON.stringify(path)}`);
  const url = whole ? path : `${apiBaseUrl().replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  return withQuery(url, query);
}

/** `url` with `query` appended as the API reads it: an empty value (undefined, null) is left out, an array repeats its key. */
function withQuery(url: string, query?: Query): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (v !== undefined && v !== null) params.append(key, String(v));
    }
  }
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

/**
 * The request `get(path, query)` sends, under the API base: `/v1/…/?…`. A server page asks the
 * route for the same address (app/seed-query.ts), so it reads what the browser would.
 */
export function apiAddress(path: string, query?: Query): string {
  if (!isSafeApiPath(path)) throw new Error(`Refused API path: ${JSON.stringify(path)}`);
  return withQuery(`/${path.replace(/^\/+/, '')}`, query);
}

function baseHeaders(opts: RequestOptions, multipart: boolean): Record<string, string> {
  const { userToken, userDeviceId } = useUserStore.getState();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (opts.auth !== false && userToken) headers.Authorization = `Token ${userToken}`;
  const useStoredDevice = !multipart || useUiStore.getState().isMobile;
  headers['X-Device-Id'] = (useStoredDevice && userDeviceId) || WEB_DEVICE_ID;
  return { ...headers, ...opts.headers };
}

function codeForStatus(status: number): number {
  // 400 without a body is a plain bad request, not a field-validation failure.
  if (status === 400) return ERROR_CODES.BAD_REQUEST.code;
  // Only the generic codes: a bare 502 from a proxy is not "code send failed" (2010, also 502).
  const hit = Object.values(ERROR_CODES).find((e) => e.status === status && e.code < 2000);
  return hit?.code ?? (status >= 500 ? ERROR_CODES.INTERNAL.code : ERROR_CODES.BAD_REQUEST.code);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function readAnswer<T>(res: Response): Promise<T> {
  const isJson = (res.headers.get('content-type') ?? '').includes('json');
  const text = await res.text();
  let body: unknown = text || undefined;
  if (isJson && text) {
    try {
      body = JSON.parse(text);
    } catch {
      throw new ApiError(res.status, codeForStatus(res.ok ? 500 : res.status), 'Malformed JSON answer', text);
    }
  }

  const envelope = isJson && isRecord(body) && typeof body.code === 'number' ? body : undefined;
  const retryAfter = parseRetryAfter(res.headers.get('retry-after'));
  if (envelope && envelope.code !== 0) {
    const message = typeof envelope.message === 'string' ? envelope.message : `Request failed (${envelope.code})`;
    const errors = isRecord(envelope.errors) ? (envelope.errors as FieldErrors) : undefined;
    const meta = isRecord(envelope.meta) ? envelope.meta : undefined;
    throw new ApiError(res.status, envelope.code as number, message, body, errors, { meta, retryAfter });
  }
  if (!res.ok) {
    const message = isRecord(body) && typeof body.message === 'string' ? body.message : `HTTP ${res.status}`;
    throw new ApiError(res.status, codeForStatus(res.status), message, body, undefined, { retryAfter });
  }
  // Answers outside the envelope pass through as they are.
  return (envelope ? envelope.data : body) as T;
}

export const SESSION_EXPIRED_EVENT = 'slime:session-expired';

const TOKEN_REJECTED: readonly number[] = [ERROR_CODES.UNAUTHENTICATED.code, ERROR_CODES.INVALID_TOKEN.code];

// An expired or revoked token answers 401 on any call: the browser is then signed out. Only when the
// call carried the token the store still holds, so a slow answer to an older session cannot sign out
// a newer one, and a wrong password (401, code 2002) is not mistaken for it.
function signOutOnRejectedToken(error: ApiError, sentAuthorization: string | undefined) {
  if (error.status !== 401 || !TOKEN_REJECTED.includes(error.code) || !sentAuthorization) return;
  const { userToken, logout } = useUserStore.getState();
  if (!userToken || sentAuthorization !== `Token ${userToken}`) return;
  logout();
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
}

type Send = { method: string; path: string; query?: Query; body?: BodyInit; contentType?: string; multipart?: boolean };

async function send<T>({ method, path, query, body, contentType, multipart = false }: Send, opts: RequestOptions = {}): Promise<T> {
  const headers = baseHeaders(opts, multipart);
  if (contentType) headers['Content-Type'] = contentType;

  const timeoutMs = opts.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  // Caller cancellation (react-query's signal) must abort the same fetch.
  const onCallerAbort = () => controller.abort();
  if (opts.signal?.aborted) controller.abort();
  opts.signal?.addEventListener('abort', onCallerAbort);

  try {
    const res = await fetch(buildUrl(path, query, { external: opts.auth === false }), { method, headers, body, signal: controller.signal });
    return await readAnswer<T>(res);
  } catch (error) {
    if (timedOut && !(error instanceof ApiError)) throw new TimeoutError(timeoutMs);
    if (error instanceof ApiError) signOutOnRejectedToken(error, headers.Authorization);
    throw error;
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onCallerAbort);
  }
}

function jsonBody(body: unknown): Pick<Send, 'body' | 'contentType'> {
  return body === undefined ? {} : { body: JSON.stringify(body), contentType: 'application/json' };
}

export function get<T>(path: string, query?: Query, opts?: RequestOptions): Promise<T> {
  return send<T>({ method: 'GET', path, query }, opts);
}

export function post<T>(path: string, body?: unknown, opts?: RequestOptions): Promise<T> {
  return send<T>({ method: 'POST', path, ...jsonBody(body) }, opts);
}

export function put<T>(path: string, body?: unknown, opts?: RequestOptions): Promise<T> {
  return send<T>({ method: 'PUT', path, ...jsonBody(body) }, opts);
}

export function patch<T>(path: string, body?: unknown, opts?: RequestOptions): Promise<T> {
  return send<T>({ method: 'PATCH', path, ...jsonBody(body) }, opts);
}

export function del<T>(path: string, body?: unknown, opts?: RequestOptions): Promise<T> {
  return send<T>({ method: 'DELETE', path, ...jsonBody(body) }, opts);
}

// No Content-Type: the browser sets it with the multipart boundary.
export function postMultipart<T>(path: string, formData: FormData, opts?: RequestOptions): Promise<T> {
  return send<T>({ method: 'POST', path, body: formData, multipart: true }, opts);
}

// Maps a thrown error to a key under the messages' `errors.*`.
export function apiErrorMessageKey(error: unknown): string {
  if (error instanceof ApiError) return errorKeyForCode(error.code);
  if (error instanceof TimeoutError) return 'timeout';
  // fetch rejects with a TypeError when the network fails.
  if (error instanceof TypeError) return 'network';
  return 'generic';
}
