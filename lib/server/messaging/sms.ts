import 'server-only';
import type { SmsProvider } from './types';

const TIMEOUT_MS = 10_000;

// POSTs {"to","text"} as JSON; any non-2xx answer or a timeout is a failed send.
export function webhookSmsProvider(url: string): SmsProvider {
  return {
    async send(to, text) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await res.body?.cancel();
      if (!res.ok) throw new Error(`SMS webhook answered ${res.status}`);
    },
  };
}
