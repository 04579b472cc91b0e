import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { TOKEN_COOKIE } from '@/lib/constants';
import { viewerFromToken, type Viewer } from '@/lib/server/auth/session';

// Server rendering knows the member only from the webview hand-off cookie (the browser's own
// sign-in lives in local storage and reaches the API as a header). Used to render, never to change data.
export const pageViewer = cache(async (): Promise<Viewer | null> => {
  const token = (await cookies()).get(TOKEN_COOKIE)?.value;
  return token ? viewerFromToken(token).catch(() => null) : null;
});
