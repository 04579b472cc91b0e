import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { DEVICE_COOKIE, TOKEN_COOKIE, WEB_DEVICE_ID } from '@/lib/constants';
import { viewerFromToken, type Viewer } from '@/lib/server/auth/session';
import { clientAddress } from '@/lib/server/http/client';
import { viewerKey } from './posts';

// Server rendering knows the member only from the webview hand-off cookie (the browser's own
// sign-in lives in local storage and reaches the API as a header). Used to render, never to change data.
export const pageViewer = cache(async (): Promise<Viewer | null> => {
  const token = (await cookies()).get(TOKEN_COOKIE)?.value;
  return token ? viewerFromToken(token).catch(() => null) : null;
});

/** The view-counting key of this page request (null for crawlers). */
export async function pageViewerKey(viewer: Viewer | null): Promise<string | null> {
  const [h, jar] = await Promise.all([headers(), cookies()]);
  return viewerKey({
    viewerId: viewer?.id,
    ip: clientAddress(h),
    deviceId: jar.get(DEVICE_COOKIE)?.value || WEB_DEVICE_ID,
    userAgent: h.get('user-agent'),
  });
}
