import { codeDeadlines } from './code-deadline';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const iso = (ms: number) => new Date(ms).toISOString();

describe('codeDeadlines', () => {
  it('uses the server times when the clocks agree', () => {
    expect(codeDeadlines({ expires_at: iso(NOW + 180_000), resend_available_at: iso(NOW + 30_000) }, NOW)).toEqual({
      expiresAt: NOW + 180_000,
      resendAt: NOW + 30_000,
    });
  });

  it('counts the full three minutes from now when the device clock runs ahead or behind', () => {
    // Device 10 minutes ahead: the expiry looks past.
    expect(codeDeadlines({ expires_at: iso(NOW - 420_000), resend_available_at: iso(NOW - 570_000) }, NOW)).toEqual({
      expiresAt: NOW + 180_000,
      resendAt: NOW + 30_000,
    });
    // Device 10 minutes behind: the expiry looks 13 minutes away.
    expect(codeDeadlines({ expires_at: iso(NOW + 780_000), resend_available_at: iso(NOW + 630_000) }, NOW)).toEqual({
      expiresAt: NOW + 180_000,
      resendAt: NOW + 30_000,
    });
  });
});
