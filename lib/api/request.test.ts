import { REQUEST_TIMEOUT_MS } from '@/lib/constants';
import type { User } from '@/lib/api/user';
import { useUiStore } from '@/stores/ui-store';
import { useUserStore } from '@/stores/user-store';
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

// jsdom has no fetch or Response: a plain object with the parts the helpers read.
function answer({ status = 200, body, contentType = 'application/json', headers = {} }: FakeAnswer) {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const extra = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : (extra[name.toLowerCase()] ?? null)) },
    text: async () => text,
  };
}

const fetchMock = jest.fn();
global.fetch = fetchMock as unknown as typeof fetch;

function reply(a: FakeAnswer) {
  fetchMock.mockResolvedValueOnce(answer(a));
}

function lastCall(): { url: string; init: RequestInit & { headers: Record<string, string> } } {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return { url: call[0] as string, init: call[1] as RequestInit & { headers: Record<string, string> } };
}

beforeEach(() => {
  fetchMock.mockReset();
  useUserStore.getState().clearAll();
  useUiStore.getState().setIsMobile(false);
  localStorage.clear();
});

describe('headers', () => {
  test('without a token: no Authorization, device id "web"', async () => {
    reply({ body: { code: 0, data: [] } });
    await get('/v1/board/notice/');
    const { url, init } = lastCall();
    expect(url).toBe('/api/v1/board/notice/');
    expect(init.method).toBe('GET');
    expect(init.headers.Authorization).toBeUndefined();
    expect(init.headers['X-Device-Id']).toBe('web');
  });

  test('with a token: "Token <token>" and the stored device id', async () => {
    useUserStore.getState().login('abc123', someone);
    useUserStore.getState().setDeviceId('device-7');
    reply({ body: { code: 0, data: null } });
    await post('/v1/community/', { title: 't' });
    const { init } = lastCall();
    expect(init.headers.Authorization).toBe('Token abc123');
    expect(init.headers['X-Device-Id']).toBe('device-7');
  });

  test('auth: false leaves the token out', async () => {
    useUserStore.getState().login('abc123', someone);
    reply({ body: { code: 0, data: null } });
    await post('/v1/user/login/community/', { email: 'a@b.c' }, { auth: false });
    expect(lastCall().init.headers.Authorization).toBeUndefined();
  });

  test('multipart calls send the stored device id only on mobile', async () => {
    useUserStore.getState().setDeviceId('device-7');
    const form = new FormData();
    form.append('file', 'x');

    reply({ body: { code: 0, data: null } });
    await postMultipart('/v1/community/post-image/', form);
    expect(lastCall().init.headers['X-Device-Id']).toBe('web');

    useUiStore.getState().setIsMobile(true);
    reply({ body: { code: 0, data: null } });
    await postMultipart('/v1/community/post-image/', form);
    const { init } = lastCall();
    expect(init.method).toBe('POST');
    expect(init.headers['X-Device-Id']).toBe('device-7');
    expect(init.body).toBe(form);
    // The browser must set the multipart boundary itself.
    expect(init.headers['Content-Type']).toBeUndefined();
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
    const { init } = lastCall();
    expect(init.method).toBe(method);
    expect(init.headers['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"wish_type":"sell"}');
  });

  test('a call without a body sends no Content-Type', async () => {
    reply({ body: { code: 0, data: null } });
    await del('/v1/wishlist/buy/3/');
    const { init } = lastCall();
    expect(init.body).toBeUndefined();
    expect(init.headers['Content-Type']).toBeUndefined();
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
    const failure = new TypeError('Failed to fetch');
    fetchMock.mockRejectedValueOnce(failure);
    const error = await get('/v1/user/').catch((e: unknown) => e);
    expect(error).toBe(failure);
    expect(apiErrorMessageKey(error)).toBe('network');
  });

  test('an unknown error maps to the generic message', () => {
    expect(apiErrorMessageKey(new Error('boom'))).toBe('generic');
  });
});

describe('timeout', () => {
  // A fetch that only ends when its signal aborts, as a hung server would.
  function hang() {
    fetchMock.mockImplementationOnce(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
  }

  afterEach(() => jest.useRealTimers());

  test(`aborts after ${REQUEST_TIMEOUT_MS} ms with a TimeoutError`, async () => {
    jest.useFakeTimers();
    hang();
    const pending = get('/v1/user/').catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(lastCall().init.signal?.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(lastCall().init.signal?.aborted).toBe(true);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(apiErrorMessageKey(error)).toBe('timeout');
  });

  test("the caller's signal cancels the call without calling it a timeout", async () => {
    hang();
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
    fetchMock.mockImplementationOnce(async () => {
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
