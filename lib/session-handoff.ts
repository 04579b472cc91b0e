import { cookieIsPlain, readCookie } from '@/lib/cookies.mjs';

export const HANDOFF_COOKIE = 'slime_handoff';

export type Handoff = { token?: string; deviceId?: string };

// Reads and deletes the one-time hand-off cookie the proxy sets from ?token=&deviceId=.
export function takeHandoff(doc: Document = document): Handoff | null {
  const raw = readCookie(doc.cookie, HANDOFF_COOKIE);
  // Absent; an unreadable one is deleted all the same.
  if (raw === undefined && cookieIsPlain(doc.cookie, HANDOFF_COOKIE)) return null;
  doc.cookie = `${HANDOFF_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  if (raw === undefined) return null;
  try {
    const value = JSON.parse(raw) as Handoff;
    return typeof value === 'object' && value ? value : null;
  } catch {
    return null;
  }
}
