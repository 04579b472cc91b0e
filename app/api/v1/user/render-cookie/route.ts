import { tokenFromHeader } from '@/lib/server/auth/session';
import { withoutRenderCookie, withRenderCookie } from '@/lib/server/http/render-cookie';
import { handler, ok } from '@/lib/server/http/route';

// A browser signed in before the render cookie existed, or one that lost its cookies, gets it
// back from the token it holds.
export const PUT = handler(async ({ req }) => withRenderCookie(req, ok(null), tokenFromHeader(req.headers.get('authorization'))!), {
  auth: 'signedIn',
});

export const DELETE = handler(async ({ req }) => withoutRenderCookie(req, ok(null)));
