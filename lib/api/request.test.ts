/**
 * @jest-environment ./test/msw-environment.ts
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { REQUEST_TIMEOUT_MS } from '@/lib/constants';
import type { User } from '@/lib/api/user';
import { useUiStore } from '@/stores/ui-store';
import { useUserStore } from '@/stores/user-store';
import { sentUrl, serveDuringTests } from '@/test/msw-api';
import {
  ApiError,
  TimeoutError,
  SESSION_EXPIRED_EVENT,
  apiErrorMessageKey,
  del,
  parseRetryAfter,
  get,
  patch,
  post,
  postMultipart,
  put,
} from './request';

const someone: User = {
  id: 1,
  uuid: 'u-1',
  nickname: 'n',
  email: null,
  phone: null,
  status_message: '',
  profile_image: null,
  role: 'member',
  referral_ball: 0,
  created_at: '2024-01-01T00:00:00.000Z',
  represent_badge: null,
  badges: [],
};

type FakeAnswer = { status?: number; body?: unknown; contentType?: string | null; headers?: Record<string, string> };

function answer({ status = 200, body, contentType = 'application/json', headers = {} }: FakeAnswer) {
  const text = body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body);
  const all = new Headers(headers);
  if (contentType) all.set('content-type', contentType);
  return new HttpResponse(text, { status, headers: all });
}

type Sent = { url: string; method: string; headers: Headers; body: string; form?: FormData; signal: AbortSignal };
const calls: Sent[] = [];
// What the next requests are answered with, in order.
const answers: Array<(request: Request) => Response | Promise<Response>> = [];

// Every request is noted, then answered with the next of `answers`.
const server = setupServer(
  http.all('*', async ({ request }) => {
    const multipart = (request.headers.get('content-type') ?? '').startsWith('multipart/form-data');
    calls.push({
      url: sentUrl(request.url),
      method: request.method,
      headers: request.headers,
      body: multipart ? '' : await request.clone().text(),
      form: multipart ? await request.clone().formData() : undefined,
      signal: request.signal,
    });
    const next = answers.shift();
    if (!next) throw new Error(`No answer set for ${request.method} ${request.url}`);
    return next(request);
  }),
);
serveDuringTests(server);

function reply(a: FakeAnswer) {
  answers.push(() => answer(a));
}

function lastCall(): Sent {
  const call = calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return call;
}

beforeEach(() => {
  calls.length = 0;
  answers.length = 0;
  useUserStore.getState().clearAll();
  useUiStore.getState().setIsMobile(false);
  localStorage.clear();
});

describe('headers', () => {
  test('without a token: no Authorization, device id "web"', async () => {
    reply({ body: { code: 0, data: [] } });
    await get('/v1/board/notice/');
    const { url, method, headers } = lastCall();
    expect(url).toBe('/api/v1/board/notice/');
    expect(method).toBe('GET');
    expect(headers.get('Authorization')).toBeNull();
    expect(headers.get('X-Device-Id')).toBe('web');
  });

  test('with a token: "Token <token>" and the stored device id', async () => {
    useUserStore.getState().login('abc123', someone);
    useUserStore.getState().setDeviceId('device-7');
    reply({ body: { code: 0, data: null } });
    await post('/v1/community/', { title: 't' });
    const { headers } = lastCall();
    expect(headers.get('Authorization')).toBe('Token abc123');
    expect(headers.get('X-Device-Id')).toBe('device-7');
  });

  test('auth: false leaves the token out', async () => {
    useUserStore.getState().login('abc123', someone);
    reply({ body: { code: 0, data: null } });
    await post('/v1/user/login/community/', { email: 'a@b.c' }, { auth: false });
    expect(lastCall().headers.get('Authorization')).toBeNull();
  });

  test('multipart calls send the stored device id only on mobile', async () => {
    useUserStore.getState().setDeviceId('device-7');
    const form = new FormData();
    form.append('file', 'x');

    reply({ body: { code: 0, data: null } });
    await postMultipart('/v1/community/post-image/', form);
    expect(lastCall().headers.get('X-Device-Id')).toBe('web');

    useUiStore.getState().setIsMobile(true);
    reply({ body: { code: 0, data: null } });
    await postMultipart('/v1/community/post-image/', form);
    const { method, headers, form: sentForm } = lastCall();
    expect(method).toBe('POST');
    expect(headers.get('X-Device-Id')).toBe('device-7');
    expect(sentForm?.get('file')).toBe('x');
    // The browser must set the multipart boundary itself: a Content-Type from the helper would have none.
    expect(headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
  });
});

describe('bodies and query', () => {
  test('query skips undefined and null and repeats arrays', async () => {
    reply({ body: { code: 0, data: null } });
    await get('/v1/items/search/', { q: 'hat', page: 2, a: undefined, b: null, tag: ['x', 'y'], on: true });
    expect(lastCall().url).toBe('/api/v1/items/search/?q=hat&page=2&tag=x&tag=y&on=true');
  });

  test('an empty query adds no question mark', async () => {
    reply({ body: { code: 0, data: null } });
    await get('/v1/user/', { a: undefined });
    expect(lastCall().url).toBe('/api/v1/user/');
  });

  test.each([
    ['PUT', put],
    ['PATCH', patch],
    ['DELETE', del],
  ] as const)('%s sends a JSON body', async (method, helper) => {
    reply({ body: { code: 0, data: null } });
    await helper('/v1/item/wish-items/1/', { wish_type: 'sell' });
    const sent = lastCall();
    expect(sent.method).toBe(method);
    expect(sent.headers.get('Content-Type')).toBe('application/json');
    expect(sent.body).toBe('{"wish_type":"sell"}');
  });

  test('a call without a body sends no Content-Type', async () => {
    reply({ body: { code: 0, data: null } });
    await del('/v1/wishlist/buy/3/');
    const { body, headers } = lastCall();
    expect(body).toBe('');
    expect(headers.get('Content-Type')).toBeNull();
  });
});

describe('answers', () => {
  test('returns the data of a {code: 0} envelope', async () => {
    reply({ body: { code: 0, data: { id: 1, title: 'hello' } } });
    await expect(get('/v1/board/notice/1/')).resolves.toEqual({ id: 1, title: 'hello' });
  });

  test('a nonzero code throws an ApiError carrying the whole answer', async () => {
    const body = { code: 1000, message: 'Validation failed', errors: { title: ['too long'] } };
    reply({ status: 400, body });
    const error = await post('/v1/community/', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 1000, message: 'Validation failed', body, errors: { title: ['too long'] } });
    expect(apiErrorMessageKey(error)).toBe('validation');
  });

  test('a nonzero code throws even with status 200', async () => {
    reply({ status: 200, body: { code: 1400, message: 'Not found' } });
    const error = await get('/v1/board/notice/9/').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 200, code: 1400 });
    expect(apiErrorMessageKey(error)).toBe('notFound');
  });

  test('a non-2xx answer without JSON throws an ApiError coded from its status', async () => {
    reply({ status: 502, body: '<html>Bad gateway</html>', contentType: 'text/html' });
    const error = await get('/v1/user/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, code: 1900, body: '<html>Bad gateway</html>' });
    expect(apiErrorMessageKey(error)).toBe('server');
  });

  test('network errors are re-thrown as they are', async () => {
    // A spy, not msw: msw fails a request inside Node's own fetch, whose TypeError comes from
    // another realm than this test's (so `instanceof TypeError` is false here, unlike in a browser),
    // and it is not an error object the test holds to check it is re-thrown unchanged.
    const failure = new TypeError('Failed to fetch');
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockRejectedValueOnce(failure);
    const error = await get('/v1/user/').catch((e: unknown) => e);
    fetchSpy.mockRestore();
    expect(error).toBe(failure);
    expect(apiErrorMessageKey(error)).toBe('network');
  });

  test('an unknown error maps to the generic message', () => {
    expect(apiErrorMessageKey(new Error('boom'))).toBe('generic');
  });
});

describe('timeout', () => {
  // An answer that never comes, as from a hung server; the handler lets go once the request is
  // aborted. Resolves when the request has reached the server.
  function hang() {
    return new Promise<void>((arrived) => {
      answers.push((request) => {
        arrived();
        return new Promise((resolve) => request.signal.addEventListener('abort', () => resolve(HttpResponse.error())));
      });
    });
  }

  afterEach(() => jest.useRealTimers());

  test(`aborts after ${REQUEST_TIMEOUT_MS} ms with a TimeoutError`, async () => {
    // Only the clock is faked: the request reaches msw through Node's own (real) event loop.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const arrived = hang();
    const pending = get('/v1/user/').catch((e: unknown) => e);
    await arrived;
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(lastCall().signal.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(lastCall().signal.aborted).toBe(true);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(apiErrorMessageKey(error)).toBe('timeout');
  });

  test("the caller's signal cancels the call without calling it a timeout", async () => {
    void hang();
    const caller = new AbortController();
    const pending = get('/v1/user/', undefined, { signal: caller.signal }).catch((e: unknown) => e);
    caller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(TimeoutError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('failure details', () => {
  it('exposes meta and the Retry-After seconds', async () => {
    reply({ status: 429, body: { code: 1700, message: 'slow down', meta: { scope: 'login' } }, headers: { 'Retry-After': '42' } });
    const error = await post('/v1/user/login/community/', {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, code: 1700, retryAfter: 42, meta: { scope: 'login' } });
  });

  it('reads remaining attempts from meta', async () => {
    reply({ status: 400, body: { code: 2006, message: 'wrong code', meta: { remaining_attempts: 2 } } });
    const error = await post('/v1/user/verification/verify/', {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 2006, meta: { remaining_attempts: 2 }, retryAfter: undefined });
  });

  it('parses Retry-After as seconds or as an HTTP date', () => {
    expect(parseRetryAfter('7')).toBe(7);
    expect(parseRetryAfter(new Date(Date.UTC(2030, 0, 1, 0, 0, 30)).toUTCString(), Date.UTC(2030, 0, 1))).toBe(30);
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
  });
});

describe('an expired token', () => {
  const expired = jest.fn();
  beforeAll(() => window.addEventListener(SESSION_EXPIRED_EVENT, expired));
  afterAll(() => window.removeEventListener(SESSION_EXPIRED_EVENT, expired));
  beforeEach(() => {
    expired.mockClear();
    useUserStore.setState({ userToken: 'tok-1', user: someone, isAuthenticated: true, userDeviceId: 'dev-9' });
  });

  it('signs the browser out on a 401 for the stored token, keeping the device id', async () => {
    reply({ status: 401, body: { code: 1101, message: 'revoked' } });
    await get('/v1/user/sessions/').catch(() => undefined);
    expect(useUserStore.getState()).toMatchObject({ userToken: null, user: null, isAuthenticated: false, userDeviceId: 'dev-9' });
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('keeps the session for a wrong password (401, code 2002)', async () => {
    reply({ status: 401, body: { code: 2002, message: 'wrong password' } });
    await post('/v1/user/login/community/', {}).catch(() => undefined);
    expect(useUserStore.getState().userToken).toBe('tok-1');
    expect(expired).not.toHaveBeenCalled();
  });

  it('keeps a newer session when an answer for an older token arrives late', async () => {
    answers.push(() => {
      useUserStore.setState({ userToken: 'tok-2' });
      return answer({ status: 401, body: { code: 1101, message: 'revoked' } });
    });
    await get('/v1/user/').catch(() => undefined);
    expect(useUserStore.getState().userToken).toBe('tok-2');
  });

  it('ignores a 401 for a call sent without the token', async () => {
    reply({ status: 401, body: { code: 1100, message: 'sign in' } });
    await get('/v1/user/', undefined, { auth: false }).catch(() => undefined);
    expect(useUserStore.getState().userToken).toBe('tok-1');
  });
});
