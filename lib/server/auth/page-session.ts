import 'server-only';
import { cookies } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { loginPathFor } from '@/lib/auth/next-path';
import { TOKEN_COOKIE } from '@/lib/constants';
import { memberKeyOf } from '@/lib/support/member-key';
import { pageViewer } from '@/lib/server/community/page-viewer';
import type { Viewer } from './session';

/**
 * The member a signed-in page renders for, from the render cookie that sign-in sets. A guest (or a
 * browser whose cookie names an ended session) is sent to sign in and brought back here.
 */
export async function requirePageViewer(path: string): Promise<Viewer> {
  const viewer = await pageViewer();
  if (!viewer) redirect(loginPathFor(path));
  return viewer;
}

/** An /admin page: guests sign in first; anyone signed in who is not an active administrator gets the 404 page. */
export async function requireAdminPage(path: string): Promise<Viewer> {
  const viewer = await requirePageViewer(path);
  if (viewer.role !== 'admin' || viewer.status === 'suspended') notFound();
  return viewer;
}

/** The render cookie's token, for keys the browser derives from the same token. */
export async function pageSessionToken(): Promise<string | null> {
  return (await cookies()).get(TOKEN_COOKIE)?.value ?? null;
}

/** A customer-center page: the member, and the cache key the browser derives from the same session. */
export async function requireSupportPage(path: string): Promise<{ viewer: Viewer; member: string }> {
  const viewer = await requirePageViewer(path);
  return { viewer, member: memberKeyOf((await pageSessionToken())!) };
}
