import 'server-only';
import { timingSafeEqual } from 'node:crypto';

// The production server (scripts/server.mjs) works out the client's address from the socket and
// TRUSTED_PROXIES, and hands it over in this header with a secret of its process. Without the
// secret (a plain `next start`, a forged header) the address is unknown: every such request then
// shares one bucket of the per-address limits, which is safe, never spoofable.
export const CLIENT_HEADER = 'x-slime-client';
export const UNKNOWN_CLIENT = 'unknown';

function sameSecret(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function clientAddress(headers: Headers): string {
  const secret = process.env.SLIME_CLIENT_SECRET;
  const value = headers.get(CLIENT_HEADER);
  if (!secret || !value) return UNKNOWN_CLIENT;
  const space = value.indexOf(' ');
  if (space < 0 || !sameSecret(value.slice(0, space), secret)) return UNKNOWN_CLIENT;
  return value.slice(space + 1, space + 1 + 64) || UNKNOWN_CLIENT;
}

/** The header a trusted caller (tests, the server) sends for a client at `address`. */
export function clientHeader(address: string): Record<string, string> {
  return { [CLIENT_HEADER]: `${process.env.SLIME_CLIENT_SECRET ?? ''} ${address}` };
}
