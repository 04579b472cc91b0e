import 'server-only';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { TOKEN_COOKIE } from '@/lib/constants';
import { viewerFromToken } from '@/lib/server/auth/session';

export type AdminPageAccess = 'admin' | 'unknown';

/**
 * The server's check of every /admin page. The webview hand-off leaves the token in an HttpOnly
 * cookie: a signed-in member who is not an active administrator gets the 404 page, and an
 * administrator the shell at once. Without the cookie (the web app keeps its token in the
 * browser) the server cannot tell: the page renders an empty shell whose data loads through the
 * administration API with the token header, which answers 401/403 to anyone else. No admin data
 * is ever rendered on the server.
 */
export const adminPageAccess = cache(async (): Promise<AdminPageAccess> => {
  const token = (await cookies()).get(TOKEN_COOKIE)?.value;
  if (!token) return 'unknown';
  const viewer = await viewerFromToken(token).catch(() => null);
  if (!viewer) return 'unknown';
  if (viewer.role !== 'admin' || viewer.status === 'suspended') notFound();
  return 'admin';
});
