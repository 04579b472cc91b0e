import { ApiError, TimeoutError } from '@/lib/api/request';
import { describeAuthError, fieldMessage, validationMessage } from './auth-error';

const fail = (
  status: number,
  code: number,
  extra: { meta?: Record<string, unknown>; retryAfter?: number; errors?: Record<string, string[]> } = {},
) => new ApiError(status, code, 'x', { code, message: 'x' }, extra.errors, { meta: extra.meta, retryAfter: extra.retryAfter });

describe('describeAuthError', () => {
  it('offers registration for an unregistered identifier', () => {
    expect(describeAuthError(fail(400, 2001), 'login', 'ko')).toEqual({
      lines: [{ key: 'auth.errors.unregisteredIdentifier' }],
      offer: 'register',
    });
  });

  it('gives the suspension end date and reason', () => {
    const view = describeAuthError(fail(403, 1301, { meta: { until: '2026-12-05T03:00:00.000Z', reason: 'spam' } }), 'login', 'ko');
    expect(view.lines).toEqual([
      { key: 'auth.errors.suspendedUntil', values: { until: '2026.12.05' } },
      { key: 'auth.errors.suspendedReason', values: { reason: 'spam' } },
    ]);
    expect(describeAuthError(fail(403, 1301, { meta: { until: '2026-12-05T03:00:00.000Z' } }), 'login', 'zh-TW').lines[0]?.values).toEqual({
      until: '2026/12/05',
    });
    expect(describeAuthError(fail(403, 1301), 'login', 'ko').lines).toEqual([{ key: 'auth.errors.suspended' }]);
  });

  it('counts the wait of a rate limit from Retry-After, else meta', () => {
    expect(describeAuthError(fail(429, 1700, { retryAfter: 37 }), 'login', 'ko').lines).toEqual([
      { key: 'auth.errors.tooManyAttempts', values: { seconds: 37 } },
    ]);
    expect(describeAuthError(fail(429, 1700, { meta: { retry_after: 12 } }), 'send', 'ko').lines[0]?.values).toEqual({ seconds: 12 });
    expect(describeAuthError(fail(429, 1700), 'send', 'ko').lines).toEqual([{ key: 'common.errors.rateLimited' }]);
  });

  it('shows the remaining attempts of a wrong code, and offers a resend once none are left', () => {
    expect(describeAuthError(fail(400, 2006, { meta: { remaining_attempts: 3 } }), 'verify', 'ko')).toEqual({
      lines: [{ key: 'auth.errors.verificationFailed', values: { count: 3 } }],
    });
    expect(describeAuthError(fail(400, 2006, { meta: { remaining_attempts: 0 } }), 'verify', 'ko').offer).toBe('resend');
    expect(describeAuthError(fail(400, 2007), 'verify', 'ko')).toEqual({ lines: [{ key: 'auth.errors.codeExpired' }], offer: 'resend' });
  });

  it('offers login for an identifier in use, and has its own words for a blocked re-registration', () => {
    expect(describeAuthError(fail(409, 2003), 'send', 'ko')).toEqual({ lines: [{ key: 'auth.errors.emailInUse' }], offer: 'login' });
    expect(describeAuthError(fail(409, 2004), 'send', 'ko').lines).toEqual([{ key: 'auth.errors.phoneInUse' }]);
    expect(describeAuthError(fail(409, 2008), 'send', 'ko').lines).toEqual([{ key: 'auth.errors.reregisterBlocked' }]);
    expect(describeAuthError(fail(409, 2008, { meta: { until: '2026-12-21T00:00:00Z' } }), 'register', 'ko').lines).toEqual([
      { key: 'auth.errors.reregisterBlockedUntil', values: { date: '2026.12.21' } },
    ]);
  });

  it('maps field messages of a validation failure to the catalogue', () => {
    const view = describeAuthError(
      fail(400, 1000, { errors: { password: ['passwordRule'], nickname: ['nicknameLength'], identifier: ['invalid'] } }),
      'register',
      'ko',
    );
    expect(view.fields).toEqual({
      password: { key: 'auth.validation.passwordRule' },
      nickname: { key: 'auth.validation.nicknameLength', values: { min: 2, max: 10 } },
      identifier: { key: 'auth.validation.invalidIdentifier' },
    });
  });

  it('falls back to the action’s own failure message, and names network trouble', () => {
    expect(describeAuthError(fail(500, 1900), 'register', 'ko').lines).toEqual([{ key: 'auth.errors.registerServerError' }]);
    expect(describeAuthError(fail(500, 1900), 'reset', 'ko').lines).toEqual([{ key: 'auth.errors.resetFailed' }]);
    expect(describeAuthError(new TypeError('Failed to fetch'), 'login', 'ko').lines).toEqual([{ key: 'common.errors.network' }]);
    expect(describeAuthError(new TimeoutError(10_000), 'login', 'ko').lines).toEqual([{ key: 'common.errors.timeout' }]);
  });
});

describe('validationMessage', () => {
  it('adds the limits a message names', () => {
    expect(validationMessage('passwordMin')).toEqual({ key: 'auth.validation.passwordMin', values: { min: 8 } });
    expect(validationMessage('codeLength')).toEqual({ key: 'auth.validation.codeLength', values: { length: 4 } });
  });
});

describe('fieldMessage', () => {
  it('reads a schema key, a catalogue key set from a server answer, and nothing', () => {
    expect(fieldMessage('passwordMin', 'password')).toEqual({ key: 'auth.validation.passwordMin', values: { min: 8 } });
    expect(fieldMessage('auth.validation.codeLength', 'code')).toEqual({ key: 'auth.validation.codeLength', values: { length: 4 } });
    expect(fieldMessage('auth.errors.nicknameInUse', 'nickname')).toEqual({ key: 'auth.errors.nicknameInUse' });
    expect(fieldMessage(undefined, 'code')).toBeUndefined();
  });

  it('gives a message zod words itself the field’s usual failure', () => {
    expect(fieldMessage('Too big: expected string to have <=254 characters', 'identifier')).toEqual({
      key: 'auth.validation.invalidIdentifier',
    });
  });

  it('round-trips every field message describeAuthError gives', () => {
    const view = describeAuthError(fail(400, 1000, { errors: { nickname: ['nicknameLength'], code: ['?'] } }), 'register', 'ko');
    for (const [field, ref] of Object.entries(view.fields ?? {})) expect(fieldMessage(ref.key, field)).toEqual(ref);
    const taken = describeAuthError(fail(409, 2005), 'register', 'ko').fields!.nickname!;
    expect(fieldMessage(taken.key, 'nickname')).toEqual(taken);
  });
});
