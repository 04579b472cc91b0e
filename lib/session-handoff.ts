export const HANDOFF_COOKIE = 'slime_handoff';

export type Handoff = { token?: string; deviceId?: string };

// Reads and deletes the one-time hand-off cookie the proxy sets from ?token=&deviceId=.
export function takeHandoff(doc: Document = document): Handoff | null {
  const raw = doc.cookie
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${HANDOFF_COOKIE}=`));
  if (!raw) return null;
  doc.cookie = `${HANDOFF_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  try {
    const value = JSON.parse(decodeURIComponent(raw.slice(HANDOFF_COOKIE.length + 1))) as Handoff;
    return typeof value === 'object' && value ? value : null;
  } catch {
    return null;
  }
}
