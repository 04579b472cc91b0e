import { CODE_TTL_MS } from '@/lib/constants';
import type { SendCodeResult } from '@/lib/api/account';

export type CodeDeadlines = { expiresAt: number; resendAt: number };

// Allowance for network time before the answer arrived.
const SLACK_MS = 60_000;

/**
 * Local epoch-ms deadlines for a sent code. The server's times are used as they are unless the
 * device clock is visibly off (the expiry already past, or further away than a code ever lives);
 * then both are shifted so the code counts down its full lifetime from now.
 */
export function codeDeadlines(sent: Pick<SendCodeResult, 'expires_at' | 'resend_available_at'>, now = Date.now()): CodeDeadlines {
  const expiresAt = Date.parse(sent.expires_at);
  const resendAt = Date.parse(sent.resend_available_at);
  if (Number.isNaN(expiresAt)) return { expiresAt: now + CODE_TTL_MS, resendAt: Number.isNaN(resendAt) ? now : resendAt };
  const left = expiresAt - now;
  const skewed = left <= 0 || left > CODE_TTL_MS + SLACK_MS;
  const shift = skewed ? now + CODE_TTL_MS - expiresAt : 0;
  return { expiresAt: expiresAt + shift, resendAt: (Number.isNaN(resendAt) ? now : resendAt) + shift };
}
