import { createTranslator } from 'next-intl';
import koCommon from '@/messages/ko/common.json';
import { apiErrorMessage } from './error-message';
import { ApiError, TimeoutError } from './request';

const messages = {
  common: koCommon,
  screen: { failed: 'failed', notFound: 'gone', wait: 'wait {seconds}s' },
  refusals: { tradeProposalLimit: 'at most {max} open proposals' },
};
const t = createTranslator({ locale: 'ko', messages }) as unknown as Parameters<typeof apiErrorMessage>[0];
const fail = (status: number, code: number, message = 'x', extra: { retryAfter?: number } = {}) =>
  new ApiError(status, code, message, { code, message }, undefined, extra);
const common = koCommon.errors;

test('without a fallback every failure gets its common text', () => {
  expect(apiErrorMessage(t, fail(404, 1400))).toBe(common.notFound);
  expect(apiErrorMessage(t, fail(400, 1000))).toBe(common.validation);
  expect(apiErrorMessage(t, new TimeoutError(10))).toBe(common.timeout);
  expect(apiErrorMessage(t, new TypeError('Failed to fetch'))).toBe(common.network);
  expect(apiErrorMessage(t, new Error('boom'))).toBe(common.generic);
  // A code the common catalogue has no text for.
  expect(apiErrorMessage(t, fail(409, 2003))).toBe(common.generic);
});

test('with a fallback only rate limits and suspensions keep their common text', () => {
  expect(apiErrorMessage(t, fail(429, 1700), 'screen.failed')).toBe(common.rateLimited);
  expect(apiErrorMessage(t, fail(403, 1301), 'screen.failed')).toBe(common.suspended);
  expect(apiErrorMessage(t, fail(404, 1400), 'screen.failed')).toBe('failed');
  expect(apiErrorMessage(t, fail(403, 1300), 'screen.failed')).toBe('failed');
  expect(apiErrorMessage(t, new TimeoutError(10), 'screen.failed')).toBe('failed');
});

test('overrides: a key, the common text or the fallback per kind', () => {
  expect(apiErrorMessage(t, fail(404, 1400), 'screen.failed', { notFound: 'screen.notFound' })).toBe('gone');
  expect(apiErrorMessage(t, fail(403, 1300), 'screen.failed', { forbidden: true })).toBe(common.forbidden);
  expect(apiErrorMessage(t, fail(429, 1700), 'screen.failed', { rateLimited: false })).toBe('failed');
  expect(apiErrorMessage(t, new TypeError('x'), 'screen.failed', { network: true })).toBe(common.network);
});

test('rate limits say when to retry only with a key for it and a known Retry-After', () => {
  const overrides = { retryAfter: 'screen.wait' };
  expect(apiErrorMessage(t, fail(429, 1700, 'x', { retryAfter: 30 }), 'screen.failed', overrides)).toBe('wait 30s');
  expect(apiErrorMessage(t, fail(429, 1700), 'screen.failed', overrides)).toBe(common.rateLimited);
  const fromMeta = new ApiError(429, 1700, 'x', {}, undefined, { meta: { retry_after: '12' } });
  expect(apiErrorMessage(t, fromMeta, 'screen.failed', overrides)).toBe('wait 12s');
  expect(apiErrorMessage(t, fail(429, 1700, 'x', { retryAfter: 30 }), 'screen.failed')).toBe(common.rateLimited);
});

test("serverMessage: the server's translated message, except for session and suspension refusals", () => {
  const overrides = { serverMessage: true, unauthenticated: true };
  expect(apiErrorMessage(t, fail(409, 1500, '이미 친구예요'), 'screen.failed', overrides)).toBe('이미 친구예요');
  expect(apiErrorMessage(t, fail(429, 1700, '잠시 후에 신고해 주세요'), 'screen.failed', overrides)).toBe('잠시 후에 신고해 주세요');
  expect(apiErrorMessage(t, fail(409, 1500, 'Conflict'), 'screen.failed', overrides)).toBe('failed');
  expect(apiErrorMessage(t, fail(401, 1100, '로그인 필요'), 'screen.failed', overrides)).toBe(common.unauthenticated);
  expect(apiErrorMessage(t, fail(403, 1301, '정지됨'), 'screen.failed', overrides)).toBe(common.suspended);
  expect(apiErrorMessage(t, fail(409, 1500, '이미 친구예요'), 'screen.failed', { ...overrides, conflict: 'screen.notFound' })).toBe('gone');
});

test('a refusal named in errors._ takes its own text, with the answer’s meta as values, when the prefix has one', () => {
  const refused = new ApiError(409, 1600, 'New traders may hold 3', {}, { _: ['tradeProposalLimit'] }, { meta: { max: 3 } });
  expect(apiErrorMessage(t, refused, 'screen.failed', { refusals: 'refusals.' })).toBe('at most 3 open proposals');
  const unknown = new ApiError(409, 1600, 'x', {}, { _: ['somethingElse'] });
  expect(apiErrorMessage(t, unknown, 'screen.failed', { refusals: 'refusals.' })).toBe('failed');
  expect(apiErrorMessage(t, refused, 'screen.failed')).toBe('failed');
});

describe('offline', () => {
  const onLine = jest.spyOn(window.navigator, 'onLine', 'get');
  afterEach(() => onLine.mockReturnValue(true));

  test('a request that failed in an offline browser says so, whatever the fallback', () => {
    onLine.mockReturnValue(false);
    expect(apiErrorMessage(t, new TypeError('Failed to fetch'))).toBe(common.offline);
    expect(apiErrorMessage(t, new TypeError('Failed to fetch'), 'screen.failed')).toBe(common.offline);
    expect(apiErrorMessage(t, new TimeoutError(10), 'screen.failed')).toBe(common.offline);
    // The server answered: its refusal, not the network, is the reason.
    expect(apiErrorMessage(t, fail(404, 1400), 'screen.failed')).toBe('failed');
  });

  test('online, a failed request keeps its own text', () => {
    onLine.mockReturnValue(true);
    expect(apiErrorMessage(t, new TypeError('Failed to fetch'))).toBe(common.network);
  });
});
